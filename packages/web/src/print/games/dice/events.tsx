import type { ReactElement } from 'react';
import { content, type CardFace, type Scenario } from '@ramparts/games/dice/content/index.ts';
import { objectiveWords } from '@ramparts/games/dice/view.ts';
import { PALETTE } from '../../../games/common/art.tsx';
import { BOSS_COLOUR, ENEMY_COLOURS, enemyIcon } from '../../../games/dice/pieces.tsx';
import { tokens } from '../../../games/dice/words.ts';
import type { CardSpec } from '../../types.ts';
import { fitSize, MM } from '../../art.tsx';
import { CARD_H, CardBack, CardFront, Emblem, lines, Portrait } from './common.tsx';

// Each scenario's event deck: one card per card the scenario lists, its back the wave's name (the backs' order is
// public, a shuffled wave is shuffled within itself), led by a setup card that says how to lay the scenario out.

/** The deck's name on its backs and feet: "Hold the Fords deck". */
export const deckName = (s: Scenario): string => `${s.name} deck`;

/** The difficulties that change a spawn card, in the content's order (the rulebook plays the card as printed). */
const levels = () => Object.entries(content.rules.difficulty).filter(([name]) => name !== 'rulebook');

/** A spawn card's count at a difficulty: `horde` percent more, rounded to the nearest token, at least one (as the rules build the deck). */
export const hordeCount = (count: number, horde: number): number => Math.max(1, Math.round((count * (100 + horde)) / 100));

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** Where a card sits in its wave: ordered waves say so (sort them back), shuffled ones say to shuffle. */
const placeWords = (wave: Scenario['waves'][number], i: number): string => (wave.shuffle ? `${wave.back}: shuffle within the wave` : `${wave.back}: card ${i + 1} of ${wave.cards.length}, in order`);

function enemyStats(key: string): string {
  const e = content.enemy(key);
  return `${e.type} · damage ${e.damage} · moves ${e.movement} · health ${e.health} · reward ${e.reward} gold`;
}

function face(s: Scenario, f: CardFace): { colour: string; name: string; body: (y: number) => ReactElement } {
  switch (f.kind) {
    case 'spawn': {
      const e = content.enemy(f.enemy);
      return {
        colour: ENEMY_COLOURS[e.type] ?? PALETTE.ink,
        name: 'Spawn',
        body: (top) => {
          // A minion with an ability draws its picture smaller, so the ability's words fit over the counts' box.
          const r = e.abilities.length ? 7 : 10;
          const y = top - (10 - r) * 1.6;
          const stats = lines(enemyStats(e.id), 31.5, y + 36, 50, MM.least, { anchor: 'middle', fill: PALETTE.inkSoft });
          const ability = e.abilities.length ? lines(e.abilities.map((a) => content.abilities[a]).join(' '), 31.5, stats.bottom + 3, 52, MM.least, { anchor: 'middle' }) : null;
          const rows = levels();
          return (
            <g>
              <Portrait x={31.5} y={top + r} r={r} icon={enemyIcon(e.id)} fill={ENEMY_COLOURS[e.type] ?? PALETTE.ink} />
              <text x={31.5} y={y + 28} textAnchor="middle" fontSize={fitSize(tokens(e.id, f.count), 51, MM.title, MM.stat)} fontWeight="bold" fill={PALETTE.ink}>
                {tokens(e.id, f.count)}
              </text>
              <text x={31.5} y={y + 32.5} textAnchor="middle" fontSize={MM.small} fill={PALETTE.ink}>
                arrive on the spawn space
              </text>
              {stats.node}
              {ability?.node}
              <rect x={6} y={CARD_H - 19.5} width={51} height={9} rx={1.5} fill="#fff" stroke={PALETTE.paperEdge} strokeWidth={0.3} />
              <text x={31.5} y={CARD_H - 16.1} textAnchor="middle" fontSize={MM.least} fill={PALETTE.inkSoft}>
                At other difficulties
              </text>
              <text x={31.5} y={CARD_H - 12.3} textAnchor="middle" fontSize={MM.least} fontWeight="bold" fill={PALETTE.ink}>
                {rows.map(([name, d]) => `${cap(name)} ${hordeCount(f.count, d.horde)}`).join(' · ')}
              </text>
            </g>
          );
        },
      };
    }
    case 'boss': {
      const e = content.enemy(f.boss);
      return {
        colour: BOSS_COLOUR,
        name: 'Boss',
        body: (y) => {
          const stats = lines(`${e.type} · damage ${e.damage} · moves ${e.movement} · reward ${e.reward} gold`, 31.5, y + 36, 52, MM.least, { anchor: 'middle', fill: PALETTE.inkSoft });
          const harm = lines(`Only a ${content.rules.bossHarmedOn} harms ${e.name}: each one takes 1 of ${e.health} health (keep it on a health die).`, 31.5, stats.bottom + 3.2, 52, MM.least, { anchor: 'middle' });
          const ability = lines(e.abilities.map((a) => content.abilities[a]).join(' '), 31.5, harm.bottom + 3.2, 52, MM.least, { anchor: 'middle' });
          return (
            <g>
              <Portrait x={31.5} y={y + 10} r={10} icon={enemyIcon(e.id)} fill={BOSS_COLOUR} />
              <text x={31.5} y={y + 28} textAnchor="middle" fontSize={fitSize(e.name, 51, MM.title, MM.stat)} fontWeight="bold" fill={PALETTE.ink}>
                {e.name}
              </text>
              <text x={31.5} y={y + 32.5} textAnchor="middle" fontSize={MM.small} fill={PALETTE.ink}>
                arrives on the spawn space
              </text>
              {stats.node}
              {harm.node}
              {ability.node}
            </g>
          );
        },
      };
    }
    case 'event': {
      const ev = Object.values(s.events).find((x) => x.name === f.event);
      return {
        colour: PALETTE.goldDark,
        name: 'Event',
        body: (y) => {
          const text = lines(ev?.text ?? f.event, 31.5, y + 26, 52, MM.stat, { anchor: 'middle' });
          return (
            <g>
              <Emblem x={31.5} y={y + 6} size={13} />
              <text x={31.5} y={y + 20} textAnchor="middle" fontSize={fitSize(f.event, 51, MM.title, MM.stat)} fontWeight="bold" fill={PALETTE.ink}>
                {f.event}
              </text>
              {text.node}
            </g>
          );
        },
      };
    }
    case 'wait':
      return {
        colour: PALETTE.stoneDark,
        name: 'Wait',
        body: (y) => {
          const text = lines('Draw no more event cards until the map is clear of enemies.', 31.5, y + 26, 50, MM.stat, { anchor: 'middle' });
          return (
            <g>
              <Emblem x={31.5} y={y + 6} size={13} />
              <text x={31.5} y={y + 20} textAnchor="middle" fontSize={MM.title} fontWeight="bold" fill={PALETTE.ink}>
                Wait
              </text>
              {text.node}
            </g>
          );
        },
      };
  }
}

/** The setup card that leads a scenario's deck: map, objective, gate dice, gold, the deck's waves, the party. */
function setupCard(s: Scenario): CardSpec {
  const map = content.map(s.map);
  let y = 22;
  const story = lines(s.story, 5, y, 53, MM.least, { italic: true, fill: PALETTE.inkSoft });
  y = story.bottom + 3.6;
  const goal = lines(`Objective: ${objectiveWords(s.id)}.`, 5, y, 53, MM.small, { bold: true });
  y = goal.bottom + 3.4;
  const facts = [
    `Map: ${map.name}`,
    `Gate dice: ${s.gate.join(', ')}`,
    `Starting gold: ${s.gold}`,
    ...(s.heroes?.length ? [`Heroes: ${s.heroes.map((h) => content.hero(h).short).join(' & ')} lead`] : []),
    `Deck: ${s.waves.map((w) => `${w.back} ${w.shuffle ? 'shuffled' : 'in order'}`).join(', ')}; Wave I on top.`,
  ];
  // The other difficulties change the gate dice and gold (the spawn cards print their own counts).
  const limits = content.rules.limits;
  const other = levels().map(([name, d]) => `${cap(name)}: gate ${s.gate.map((g) => Math.min(limits.gateDieMax, Math.max(1, g + d.gateDice))).join(', ')}, gold ${Math.min(6 * limits.goldDice, Math.max(0, s.gold + d.gold))}`);
  const rows = facts.map((f) => {
    const l = lines(f, 5, y, 53, MM.small);
    y = l.bottom + 2.6;
    return <g key={f}>{l.node}</g>;
  });
  y += 1.5;
  const levelRows = ['At other difficulties', ...other].map((f, i) => {
    const l = lines(f, 5, y, 53, MM.least, { bold: i === 0, fill: i === 0 ? PALETTE.inkSoft : PALETTE.ink });
    y = l.bottom + 1.6;
    return <g key={f}>{l.node}</g>;
  });
  return {
    id: `scenario ${s.id} setup`,
    back: <CardBack deck={deckName(s)} line="Setup" />,
    front: (
      <CardFront colour={PALETTE.table} name={s.name} sub="Scenario setup" deck={deckName(s)}>
        {story.node}
        {goal.node}
        {rows}
        {levelRows}
      </CardFront>
    ),
  };
}

/** A scenario's deck: its setup card, then one card per event card, wave by wave, in the order the content lists them. */
export function scenarioCards(s: Scenario): CardSpec[] {
  const cards: CardSpec[] = [setupCard(s)];
  s.waves.forEach((w) =>
    w.cards.forEach((f, i) => {
      const look = face(s, f);
      cards.push({
        id: `scenario ${s.id} ${w.back} card ${i + 1}`,
        back: <CardBack deck={deckName(s)} line={w.back} />,
        front: (
          <CardFront colour={look.colour} name={look.name} sub={placeWords(w, i)} deck={deckName(s)}>
            {look.body(20)}
          </CardFront>
        ),
      });
    }),
  );
  return cards;
}
