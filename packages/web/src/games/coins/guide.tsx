import type { CoinsView } from '@ramparts/games/coins/view.ts';
import { MATERIAL, PALETTE } from '../common/art.tsx';
import { SEAT_COLOURS } from '../common/svg.tsx';
import type { Fact, LegendItem, Panels } from '../types.ts';
import { Coin } from './Coin.tsx';
import { ownMap } from './labels.ts';

const coinList = (coins: readonly number[]): string => (coins.length ? coins.map((c) => `${c}c`).join(' ') : 'none');
const sum = (coins: readonly number[]): number => coins.reduce((a, b) => a + b, 0);
const soldiersOf = (v: CoinsView, owner: number | null) => v.maps.flatMap((m) => m.squares.flat()).filter((s) => owner === null || s.owner === owner);

/** The player panels: the castle and the army everyone shares outside Crusade; each player's own castle and coins in Crusade. */
export function panels(v: CoinsView, seatNames: string[]): Panels {
  const m = v.maps[0];
  const castle = (hp: number, name: string): Fact => ({ label: 'Castle HP', value: hp, tip: `${name} falls at 0 HP; each soldier that reaches it takes its value off.`, tone: hp <= 3 ? 'warn' : undefined });
  const placing = v.turn <= v.lastPlacementTurn ? `until turn ${v.lastPlacementTurn}` : 'no more';
  if (v.mode === 'crusade') {
    return {
      seats: v.maps.map((map, seat) => {
        const army = soldiersOf(v, seat);
        return [
          map.out ? { label: 'Castle', value: 'fallen', tip: `${seatNames[seat] ?? map.name} is out.`, tone: 'warn' } : castle(map.castle, `${map.name}'s castle`),
          { label: 'Soldiers out', value: army.length, tip: `${army.length} soldiers worth ${sum(army.map((s) => s.value))} on the roads.` },
          { label: 'Garrison', value: coinList(map.garrison), tip: 'Tossed when this player defends: the tails-up values are the damage.' },
          { label: 'Reinforcements', value: map.reinforcements.length, tip: `Tossed when this player attacks: ${coinList(map.reinforcements)}.` },
          { label: 'Turn', value: map.turn, tip: `From turn 8 this castle loses 1 HP at the end of each of this player's turns.` },
        ];
      }),
    };
  }
  const army = soldiersOf(v, null);
  const attacker: Fact[] = [
    { label: 'Soldiers on the road', value: army.length, tip: `Worth ${sum(army.map((s) => s.value))} damage if they all reach the castle.` },
    { label: 'Reinforcements', value: m.reinforcements.length, tip: `Tossed up to ${v.tossesPerTurn} times a turn: ${coinList(m.reinforcements)}.` },
    { label: 'New soldiers', value: placing, tip: `New soldiers may be placed until turn ${v.lastPlacementTurn}; after that only the ones on the road move.` },
  ];
  const defender: Fact[] = [
    { label: 'Garrison', value: coinList(m.garrison), tip: `Tossed each turn: up to ${sum(m.garrison)} damage a toss when every coin lands tails up.` },
    { label: 'Wins from', value: 'turn 8', tip: 'From turn 8 the Defender wins as soon as the road is empty and the castle stands.' },
  ];
  const shared: Fact[] = [castle(m.castle, 'The castle'), { label: 'Turn', value: v.turn, tip: 'A turn is the Attacker\'s turn and then the Defender\'s.' }];
  if (v.mode === 'duel') return { seats: [attacker, defender], shared };
  return { seats: [v.mode === 'solo-attacker' ? attacker : defender], shared };
}

/** A swatch: SVG content in a 24×24 box. */
const coin = (value: number, heads = false, owner?: string) => (
  <g transform="translate(12 12)">
    <Coin value={value} heads={heads} owner={owner} r={10} />
  </g>
);

export function legend(v: CoinsView): LegendItem[] {
  const items: LegendItem[] = [
    { swatch: coin(5), text: 'A soldier, tails up: worth 5 (1, 2 or 5). It takes that much damage to wound and deals that much at the castle.' },
    { swatch: coin(2, true), text: 'A wounded soldier, heads up (crown): the next wound kills it.' },
    {
      swatch: (
        <g>
          <circle cx="12" cy="16" r="7" fill="#e2bd4c" stroke={PALETTE.goldDark} />
          <circle cx="12" cy="8" r="6" fill="#c07a3c" stroke={PALETTE.goldDark} />
        </g>
      ),
      text: 'A stack: the upper soldier stands on the lower. Shots hit the top one first; a moving soldier carries those above it.',
    },
    { swatch: <rect x="3" y="3" width="18" height="18" rx="3" fill={MATERIAL.stone} stroke={PALETTE.stoneDark} />, text: `A square of the road (1 to ${v.pathLength}); past the last square a soldier strikes the castle.` },
    {
      swatch: (
        <g>
          <rect x="2" y="8" width="20" height="14" fill={MATERIAL.stone} stroke={PALETTE.stoneDark} />
          <rect x="8" y="2" width="8" height="20" fill={MATERIAL.stone} stroke={PALETTE.stoneDark} />
        </g>
      ),
      text: 'The castle with its HP; each tower holds a garrison coin (the Defender\'s archers).',
    },
    { swatch: <circle cx="12" cy="12" r="9" fill="none" stroke={PALETTE.pick} strokeWidth="3" />, text: 'Orange: something you can click now.' },
    { swatch: <circle cx="12" cy="12" r="9" fill="#fff1cc" stroke={PALETTE.pick} strokeWidth="2" strokeDasharray="4 3" />, text: '+2: where the chosen soldier would land (past the road: it reaches the castle).' },
    { swatch: coin(1, false, undefined), text: 'A faded coin in the toss is already used in a pairing.' },
  ];
  if (v.mode === 'crusade') items.push({ swatch: coin(2, false, SEAT_COLOURS[1]), text: 'The coloured rim says whose soldier it is; each player\'s soldiers attack every castle but their own.' });
  return items;
}

/** What is on the screen and how to act, a sentence a line. */
export function help(v: CoinsView, seat: number | null): string[] {
  const lines = [
    'The soldiers (coins) walk the road from the start to the castle; one that gets past the last square takes its value off the castle\'s HP.',
    'Under the road: the last toss, the buttons for what to do next, the Attacker\'s coins and the supply.',
  ];
  const mine = seat !== null && v.toAct === seat;
  if (!mine) lines.push(v.outcome ? v.outcome.reason : 'It is not your turn: watch the soldiers move; the last change glows purple.');
  else if (v.phase === 'role') lines.push('Choose to attack (toss your reinforcements, move your soldiers) or to defend (toss your garrison, shoot soldiers on your road).');
  else if (v.phase === 'attack') {
    lines.push(`Your toss shows free tails-up coins: ${coinList(v.free)}. Two of them make a pairing: one is the soldier's value, the other how far.`);
    lines.push('To move: click a soldier on the road, then a +N marker where it would land. To place: click a coin in the supply, then a square.');
    lines.push(`When no pairing is worth it, click "End this toss" (toss ${v.tossNumber} of ${v.tossesPerTurn}).`);
  } else if (v.phase === 'defend') {
    lines.push(v.mode === 'solo-attacker' ? `The rules' Defender has ${v.damage} damage: have it inflict that now, or toss again until a critical.` : `You have ${v.damage} damage. Toss again to add more (three heads lose it all), or stop and shoot.`);
  } else if (v.phase === 'damage') lines.push(`Click a square to shoot its top soldier: a wound costs the soldier's value. ${v.damage} damage left.`);
  if (v.mode === 'crusade') lines.push(`New soldiers go on your own road (${v.maps[ownMap(v)]?.name}); your soldiers walk out of your castle onto the next player's road.`);
  lines.push('Hover, focus or long-press anything to read what it is.');
  return lines;
}

const COMBAT = /\b(wound|wounds|wounded|kill|kills|killed|damage|HP|castle falls|crumbles|destroyed|shoot|shoots)\b/i;

/** Whether a log line is about fighting: damage, wounds and kills, the castle's HP. */
export const combat = (line: string): boolean => COMBAT.test(line);
