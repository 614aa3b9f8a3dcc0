import { content } from '@ramparts/games/dice/content/index.ts';
import type { ReactNode } from 'react';
import { waitInForce, type DiceView } from '@ramparts/games/dice/view.ts';
import { LEAST_TYPE, PALETTE } from '../common/art.tsx';
import { PANEL_TITLE_H, PanelBox, PanelTitle, Pickable } from '../common/svg.tsx';
import { label } from './keys.ts';
import { Icon } from '../common/Icon.tsx';
import { BOSS_COLOUR, Coin, Die, ENEMY_COLOURS, HeroToken, enemyIcon } from './pieces.tsx';
import { heroShort, heroText } from './words.ts';

const GAP = 8;
const BOX_H = 74;
/** A choice's button; on a phone the panel is not zoomed, so its buttons are a finger's 44 CSS px by themselves (#31.2). */
const BUTTON_H = 34;
const PHONE_BUTTON_H = 48;

/**
 * Under the map: the choice after a site is clicked, gold, the event deck and the last card drawn, the objective,
 * each hero and the Do nothing button. Returns the drawing and where it ends.
 */
export function panel({ v, next, onPick, chosen, top, width, narrow, title }: { v: DiceView; next: ReadonlySet<string>; onPick(k: string): void; chosen: readonly string[]; top: number; width: number; narrow: boolean; title?: string }): { node: ReactNode; bottom: number } {
  const cols = narrow ? 2 : 4;
  const buttonH = narrow ? PHONE_BUTTON_H : BUTTON_H;
  const unit = (width - 20 - (cols - 1) * GAP) / cols;
  const colX = (i: number) => 10 + (i % cols) * (unit + GAP);
  const parts: ReactNode[] = [];
  let y = top;

  // A site was clicked: its choices (which tower, upgrade, mount) as buttons.
  const site = chosen[0]?.startsWith('site:') ? chosen[0].slice(5) : null;
  if (site && next.size) {
    const keys = [...next];
    parts.push(
      <text key="choose" x={10} y={y + 14} fontSize="13" fontWeight="bold" fill="#92400e">
        Site {site}: choose
      </text>,
    );
    y += 22;
    keys.forEach((k, i) => {
      const bx = colX(i);
      const by = y + Math.floor(i / cols) * (buttonH + GAP);
      parts.push(
        <Pickable key={k} pickKey={k} next={next} onPick={onPick} label={label(k, v)}>
          <rect x={bx} y={by} width={unit} height={buttonH} rx={6} fill="#fff1cc" stroke={PALETTE.pick} strokeWidth={2.5} className="box" />
          <text x={bx + unit / 2} y={by + buttonH / 2 + 4} textAnchor="middle" fontSize={LEAST_TYPE} fill="#1f2937">
            {label(k, v)}
          </text>
        </Pickable>,
      );
    });
    y += Math.ceil(keys.length / cols) * (buttonH + GAP) + 4;
  }

  // The board's title (a phone's map shows its dice alone in the title strip), over the gold, deck, card and objective.
  if (title) {
    parts.push(<PanelTitle key="title" y={y} title={title} />);
    y += PANEL_TITLE_H;
  }
  // Gold, deck, last card, objective.
  const last = v.discard[v.discard.length - 1];
  const objective = v.scenario.objective.split(', ');
  const onMap = v.minions.reduce((n, m) => n + m.count, 0) + v.bosses.length;
  // The last card's face, drawn as its enemy's chip colour and picture (a boss red, an event "!", a Wait "W").
  const f = last?.face;
  const face =
    f?.kind === 'spawn'
      ? { code: '', enemy: f.enemy, fill: ENEMY_COLOURS[content.enemy(f.enemy).type] }
      : f?.kind === 'boss'
        ? { code: '', enemy: f.boss, fill: BOSS_COLOUR }
        : f?.kind === 'event'
          ? { code: '!', fill: '#0f766e' }
          : f?.kind === 'wait'
            ? { code: 'W', fill: '#6b7280' }
            : { code: '–', fill: '#d1d5db' };
  const row: { title: string; body: (x: number, y: number) => ReactNode; label: string }[] = [
    {
      title: 'Gold',
      label: `Gold: ${v.gold} of at most ${v.goldCap}. Tower kills pile their rewards by the tower until a hero claims them.`,
      body: (x, by) => (
        <>
          <Coin x={x + 24} y={by + 44} r={15} n={v.gold} />
          <text x={x + 46} y={by + 49} fontSize="13" fill="#1f2937">
            {v.gold} of {v.goldCap}
          </text>
        </>
      ),
    },
    {
      title: 'Event deck',
      label: `Event deck: ${v.deck.size} card${v.deck.size === 1 ? '' : 's'}${v.deck.next ? `; the next one's back reads ${v.deck.next}` : ''}.${waitInForce(v) ? ' A Wait card is in force: no card is drawn until the map is clear.' : ''}`,
      body: (x, by) => (
        <>
          <rect x={x + 10} y={by + 24} width={30} height={42} rx={4} fill={v.deck.size ? '#334155' : '#e5e7eb'} stroke="#111" />
          {v.deck.size > 0 && <path d={`M${x + 14} ${by + 30}l22 30M${x + 36} ${by + 30}l-22 30`} stroke="#94a3b8" strokeWidth={2} />}
          <text x={x + 48} y={by + 40} fontSize={LEAST_TYPE} fill="#1f2937">
            {v.deck.size} card{v.deck.size === 1 ? '' : 's'}
          </text>
          <text x={x + 48} y={by + 56} fontSize={LEAST_TYPE} fill={waitInForce(v) ? '#b91c1c' : '#4b5563'} fontWeight={waitInForce(v) ? 'bold' : undefined}>
            {waitInForce(v) ? 'Wait: clear the map' : v.deck.next ? `next: ${v.deck.next}` : 'spent'}
          </text>
        </>
      ),
    },
    {
      title: 'Last card drawn',
      label: last ? `Last card drawn: ${last.name} (${last.back}); ${v.discard.length} drawn so far.` : 'No card drawn yet.',
      body: (x, by) => (
        <>
          <rect x={x + 10} y={by + 24} width={30} height={42} rx={4} fill={face.fill} stroke="#111" />
          <text x={x + 25} y={by + 50} textAnchor="middle" fontSize={LEAST_TYPE} fontWeight="bold" fill="#fff">
            {face.code}
          </text>
          {'enemy' in face && face.enemy && <Icon icon={enemyIcon(face.enemy)} x={x + 25} y={by + 45} size={24} />}
          <text x={x + 48} y={by + 40} fontSize={LEAST_TYPE} fill="#1f2937">
            {last ? last.name : 'none yet'}
          </text>
          <text x={x + 48} y={by + 56} fontSize={LEAST_TYPE} fill="#4b5563">
            {v.discard.length} drawn
          </text>
        </>
      ),
    },
    {
      title: 'Objective',
      label: `Objective: ${v.scenario.objective}. Lost when the last gate die is gone.`,
      body: (x, by) => (
        <>
          {objective.map((line, i) => (
            <text key={i} x={x + 8} y={by + 34 + i * 14} fontSize={LEAST_TYPE} fill="#1f2937">
              {i > 0 ? `and ${line.replace(/^and /, '')}` : line}
            </text>
          ))}
          <text x={x + 8} y={by + 66} fontSize={LEAST_TYPE} fill="#4b5563">
            {/* Short, so it stays inside its box (half a phone's width, a quarter of the table's) at the least type. */}
            {onMap} enem{onMap === 1 ? 'y' : 'ies'} · {v.deck.size} card{v.deck.size === 1 ? '' : 's'} left
          </text>
        </>
      ),
    },
  ];
  row.forEach((r, i) => {
    const bx = colX(i);
    const by = y + Math.floor(i / cols) * (BOX_H + GAP);
    parts.push(
      <g key={r.title} aria-label={r.label} role="img" data-tip={r.label}>
        <PanelBox x={bx} y={by} w={unit} h={BOX_H} title={r.title}>
          {r.body(bx, by)}
        </PanelBox>
      </g>,
    );
  });
  y += Math.ceil(row.length / cols) * (BOX_H + GAP);

  // The heroes, the acting one outlined; then Do nothing.
  const heroBoxes = v.heroes.length + (next.has('rest') ? 1 : 0);
  v.heroes.forEach((h, i) => {
    const bx = colX(i);
    const by = y + Math.floor(i / cols) * (BOX_H + GAP);
    const acting = i === v.current;
    const hero = content.hero(h.id);
    parts.push(
      <g key={h.id} aria-label={heroText(h, acting)} role="img" data-tip={heroText(h, acting)} data-hero={h.id}>
        <PanelBox x={bx} y={by} w={unit} h={BOX_H} title={`${hero.short} · Player ${h.seat + 1}`} hl={acting}>
          <HeroToken x={bx + 20} y={by + 42} r={12} id={h.id} seat={h.seat} acting={acting} />
          <Die x={bx + 38} y={by + 31} size={20} face={h.health} fill="#fee2e2" />
          <text x={bx + 64} y={by + 40} fontSize={LEAST_TYPE} fill="#1f2937">
            health {h.health}/{h.maxHealth}
          </text>
          <text x={bx + 64} y={by + 55} fontSize={LEAST_TYPE} fill="#4b5563">
            {h.tower ? `in tower ${h.tower}` : `on ${h.space}`} · moves {hero.movement}
          </text>
          <text x={bx + 8} y={by + 69} fontSize={LEAST_TYPE} fill={h.skip ? '#b91c1c' : acting ? '#92400e' : '#4b5563'} fontWeight={acting ? 'bold' : undefined}>
            {h.skip ? 'wounded: skips next phase' : acting ? `acting: ${h.actions} action${h.actions === 1 ? '' : 's'} left` : ''}
          </text>
        </PanelBox>
      </g>,
    );
  });
  if (next.has('rest')) {
    const i = v.heroes.length;
    const restH = Math.max(40, buttonH);
    const restText = v.current >= 0 ? `${heroShort(v.heroes[v.current].id)} does nothing` : 'Do nothing';
    const bx = colX(i);
    const by = y + Math.floor(i / cols) * (BOX_H + GAP);
    parts.push(
      <Pickable key="rest" pickKey="rest" next={next} onPick={onPick} shown={restText} label={label('rest', v)}>
        <rect x={bx} y={by + (BOX_H - restH) / 2} width={unit} height={restH} rx={8} fill="#fff1cc" stroke={PALETTE.pick} strokeWidth={2.5} className="box" />
        <text x={bx + unit / 2} y={by + BOX_H / 2 + 4} textAnchor="middle" fontSize={LEAST_TYPE} fill="#1f2937">
          {restText}
        </text>
      </Pickable>,
    );
  }
  y += Math.ceil(heroBoxes / cols) * (BOX_H + GAP);

  return { node: <g aria-label="Gold, deck and heroes">{parts}</g>, bottom: y };
}
