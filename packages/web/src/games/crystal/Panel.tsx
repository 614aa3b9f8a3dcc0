import { content } from '@ramparts/games/crystal/content/index.ts';
import type { ReactNode } from 'react';
import type { CrystalView } from '@ramparts/games/crystal/state.ts';
import { LEAST_TYPE, PALETTE } from '../common/art.tsx';
import { PANEL_TITLE_H, PanelBox, PanelTitle, Pickable } from '../common/svg.tsx';
import { label } from './keys.ts';
import { Icon } from '../common/Icon.tsx';
import { hexPoints } from './geometry.ts';
import { DEFENSE_COLOURS, HeroToken, defenseIcon } from './pieces.tsx';
import { activeHeroes, heroName, heroText, plural } from './words.ts';

const GAP = 8;
const BOX_H = 66;
const HERO_H = 100;
const BUTTON_H = 30;
/** On a phone the panel is not zoomed: its buttons are a finger's 44 CSS px by themselves (#31.2), a hero's box taller for them. */
const PHONE_BUTTON_H = 48;
const PHONE_HERO_H = 118;

/** A button under the map; `defense`: a defense to build, its picture drawn before its words. */
function Button({ k, x, y, w, h = BUTTON_H, next, onPick, text, name, onHover, defense }: { k: string; x: number; y: number; w: number; h?: number; next: ReadonlySet<string>; onPick(k: string): void; text: string; name?: string; onHover?(on: boolean): void; defense?: string }) {
  const pic = defense ? 26 : 0;
  const room = (w - pic) / 6.8;
  const shown = text.length > room ? `${text.slice(0, Math.floor(room) - 1)}…` : text;
  return (
    <g onMouseEnter={() => onHover?.(true)} onMouseLeave={() => onHover?.(false)} onFocus={() => onHover?.(true)} onBlur={() => onHover?.(false)}>
      <Pickable pickKey={k} next={next} onPick={onPick} shown={shown === (name ?? text) ? undefined : shown} label={name ?? text}>
        <rect x={x} y={y} width={w} height={h} rx={6} fill="#fff1cc" stroke={PALETTE.pick} strokeWidth={2.5} className="box" />
        {defense && (
          <>
            <polygon points={hexPoints(x + 16, y + h / 2, 12)} fill={DEFENSE_COLOURS[content.defense(defense).kind]} />
            <Icon icon={defenseIcon(defense)} x={x + 16} y={y + h / 2} size={16} />
          </>
        )}
        <text x={x + pic + (w - pic) / 2} y={y + h / 2 + 4} textAnchor="middle" fontSize={LEAST_TYPE} fill="#1f2937">
          {shown}
        </text>
      </Pickable>
    </g>
  );
}

/** The hero the Heal and Done buttons belong to: the one clicked, or the seat's only hero still acting. */
function heroInHand(v: CrystalView, chosen: readonly string[], seat: number | null): number | null {
  const clicked = chosen.find((k) => k.startsWith('hero:'));
  if (clicked) return Number(clicked.slice(5));
  if (seat === null) return null;
  const mine = activeHeroes(v, seat);
  return mine.length === 1 ? mine[0] : null;
}

/**
 * Under the map: the choice after a hex is clicked (walk, or which defense, then its facing), the map's name (`title`:
 * a phone's map has no title bar), the wave, mana, the spawn deck and the enemies, each hero with its Heal and Done
 * buttons, and its buttons. Returns the drawing and its end.
 */
export function panel({ v, next, onPick, chosen, seat, top, width, narrow, side, title, onPreview }: { v: CrystalView; next: ReadonlySet<string>; onPick(k: string): void; chosen: readonly string[]; seat: number | null; top: number; width: number; narrow: boolean; side?: boolean; title?: string; onPreview(facing: number | null): void }): { node: ReactNode; bottom: number } {
  // Two columns on a phone and beside the map (a desktop), four under it.
  const cols = narrow || side ? 2 : 4;
  const buttonH = narrow ? PHONE_BUTTON_H : BUTTON_H;
  const heroH = narrow ? PHONE_HERO_H : HERO_H;
  const unit = (width - 20 - (cols - 1) * GAP) / cols;
  const colX = (i: number) => 10 + (i % cols) * (unit + GAP);
  const parts: ReactNode[] = [];
  let y = top;

  // A hex was clicked: walk there, or which defense to build, then which way it faces — buttons, right under the map.
  const hex = chosen.find((k) => k.startsWith('hex:'))?.slice(4);
  const building = chosen.find((k) => k.startsWith('build:'))?.slice(6);
  const choices = [...next].filter((k) => k === 'move' || k.startsWith('build:') || k.startsWith('facing:'));
  if (hex && choices.length) {
    parts.push(
      <text key="choose" x={10} y={y + 14} fontSize="13" fontWeight="bold" fill="#92400e">
        {building ? `${content.defense(building).name} on ${hex}: which way it faces${narrow || side ? '' : ' (hover to see its cover)'}` : `${hex}: choose`}
      </text>,
    );
    y += 22;
    // Three to a row (two on a phone), each a defense's name and cost: wide enough for the longest name.
    const per = narrow || side ? 2 : 3;
    const w = (width - 20 - (per - 1) * GAP) / per;
    choices.forEach((k, i) => {
      const f = k.startsWith('facing:') ? Number(k.slice(7)) : null;
      const text = k.startsWith('build:') ? `${content.defense(k.slice(6)).name} · ${content.defense(k.slice(6)).cost} mana` : label(k, v);
      parts.push(<Button key={k} k={k} x={10 + (i % per) * (w + GAP)} y={y + Math.floor(i / per) * (buttonH + GAP)} w={w} h={buttonH} next={next} onPick={onPick} text={text} name={label(k, v)} onHover={f === null ? undefined : (on) => onPreview(on ? f : null)} defense={k.startsWith('build:') ? k.slice(6) : undefined} />);
    });
    y += Math.ceil(choices.length / per) * (buttonH + GAP) + 4;
  }

  // The board's title (a phone's map has no title bar), over the wave, mana, deck and enemies.
  if (title) {
    parts.push(<PanelTitle key="title" y={y} title={title} />);
    y += PANEL_TITLE_H;
  }
  // Wave, mana, deck, enemies.
  const onBoard = v.enemies.length;
  const info: { title: string; line1: string; line2: string; label: string }[] = [
    {
      title: 'Wave',
      line1: `${v.wave} of ${v.wavesToWin}`,
      line2: v.spawnsLeft > 0 ? `${plural(v.spawnsLeft, 'spawn')} to come` : v.wave === 0 ? 'starts on a clear board' : 'spawning over',
      label: `Wave ${v.wave} of ${v.wavesToWin}: when a Board phase starts with no enemy on the board, the next wave begins; wave N spawns at the end of N Board phases. Survive wave ${v.wavesToWin} to win.`,
    },
    {
      title: 'Mana',
      line1: `${v.mana}`,
      line2: 'kills give bounty',
      label: `Mana: ${v.mana}, the team's pool. Building a defense costs its mana; every fallen enemy gives its bounty.`,
    },
    {
      title: 'Spawn deck',
      line1: plural(v.deckSize, 'card'),
      line2: `${v.used.length} drawn this wave`,
      label: `Spawn deck: ${plural(v.deckSize, 'card')} face down (their order is hidden), ${v.used.length} drawn this wave and shuffled back when its spawning ends.`,
    },
    {
      title: 'Enemies',
      line1: `${onBoard} on the board`,
      line2: `Hero phase ${v.turn}`,
      label: `${plural(onBoard, 'enemy')} on the board. Hero phase ${v.turn}.`,
    },
  ];
  info.forEach((r, i) => {
    const bx = colX(i);
    const by = y + Math.floor(i / cols) * (BOX_H + GAP);
    parts.push(
      <g key={r.title} aria-label={r.label} role="img" data-tip={r.label}>
        <PanelBox x={bx} y={by} w={unit} h={BOX_H} title={r.title}>
          <text x={bx + 8} y={by + 38} fontSize="15" fontWeight="bold" fill="#1f2937">
            {r.line1}
          </text>
          <text x={bx + 8} y={by + 56} fontSize={LEAST_TYPE} fill="#4b5563">
            {r.line2}
          </text>
        </PanelBox>
      </g>,
    );
  });
  y += Math.ceil(info.length / cols) * (BOX_H + GAP);

  // The heroes: each a box (clicked to choose it when its seat has several); Heal and Done for the hero in hand.
  const inHand = heroInHand(v, chosen, seat);
  v.heroes.forEach((h, i) => {
    const bx = colX(i);
    const by = y + Math.floor(i / cols) * (heroH + GAP);
    const k = `hero:${i}`;
    const kit = content.hero(h.hero).kit;
    const state = h.at === null ? (h.out === 'skip' ? 'fallen: sits this phase out' : 'to enter on a +') : h.done ? `on ${h.at} · done` : `on ${h.at}`;
    const left = h.done || h.at === null || v.phase !== 'hero' ? '' : `${plural(h.steps, 'step')} · ${plural(h.actions, 'action')}`;
    const buttons = inHand === i ? ['heal', 'done'].filter((b) => next.has(b)) : [];
    parts.push(
      <g key={h.hero} data-hero={h.hero}>
        <PanelBox x={bx} y={by} w={unit} h={heroH} title={`${heroName(h.hero)} · Player ${h.seat + 1}`} hl={next.has(k) || inHand === i}>
          <HeroToken x={bx + 22} y={by + 42} s={30} hero={h.hero} seat={h.seat} health={h.health} />
          <text x={bx + 46} y={by + 36} fontSize={LEAST_TYPE} fill="#1f2937">
            health {h.health}/{kit.health}
          </text>
          <text x={bx + 46} y={by + 50} fontSize={LEAST_TYPE} fill={h.out === 'skip' ? '#b91c1c' : '#4b5563'}>
            {state}
          </text>
          <text x={bx + 46} y={by + 64} fontSize={LEAST_TYPE} fill="#92400e" fontWeight={inHand === i ? 'bold' : undefined}>
            {left}
          </text>
        </PanelBox>
        {/* The box's button lies over it, holding no text of its own: its name is the hero's, in words. */}
        <Pickable pickKey={k} next={next} onPick={onPick} label={`${next.has(k) ? `${label(k, v)}. ` : ''}${heroText(v, h, i)}`}>
          <rect x={bx} y={by} width={unit} height={heroH - (buttons.length ? buttonH + 6 : 0)} rx={6} fill="transparent" className="box" />
        </Pickable>
        {buttons.map((b, j) => (
          <Button key={b} k={b} x={bx + 6 + j * ((unit - 12) / 2 + 2)} y={by + heroH - buttonH - 4} w={(unit - 12) / 2 - 2} h={buttonH} next={next} onPick={onPick} text={b === 'heal' ? `Heal +${kit.cast}` : 'Done'} />
        ))}
      </g>,
    );
  });
  y += Math.ceil(v.heroes.length / cols) * (heroH + GAP);

  return { node: <g aria-label="Wave, mana, spawn deck and heroes">{parts}</g>, bottom: y };
}
