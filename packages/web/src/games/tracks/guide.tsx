/** Tracks & Waves beside the board: the player panels, the legend, the help lines and the log's combat filter. */
import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { content } from '@ramparts/games/tracks/content/index.ts';
import { describeCondition } from '@ramparts/games/tracks/rules/conditions.ts';
import { MATERIAL, PALETTE } from '../common/art.tsx';
import type { Fact, LegendItem, Panels } from '../types.ts';
import { CreditCard, DepletionMarker, ModifierHex, ObstacleTile, SkillMarker, TowerPiece, TrackTile, TYPE_NAMES, UnitToken } from './pieces.tsx';
import { seatWord } from './words.ts';

const worth = (cards: string[]) => cards.reduce((a, c) => a + Number(c.slice(1)), 0);

/** Per seat: credits on each Stack, towers, Skill Markers, Versus performance; shared: lives, lost track, waves, the Game Condition. */
export function panels(v: TracksView, seatNames: string[]): Panels {
  const seats = Array.from({ length: v.players }, (_, p): Fact[] => {
    const st = v.stacks[p];
    const mine = v.towers.filter((t) => t.owner === p);
    const facts: Fact[] = [
      { label: 'Build credits', value: worth(st.build), tip: `Build / Upgrade stack: ${st.build.join(', ') || 'empty'} (pays for building, upgrading and Skills).` },
      { label: 'Boost', value: worth(st.boost), tip: `Boost stack: ${st.boost.join(', ') || 'empty'} (spent on a ready tower for more damage this turn).` },
      { label: 'Combine', value: worth(st.combine), tip: `Combine stack: ${st.combine.join(', ') || 'empty'} (pays Combine attacks).` },
      { label: 'Kill Bonus', value: worth(st.bonus), tip: `Kill Bonus stack: ${st.bonus.join(', ') || 'empty'} (buys Mk II / Mk III towers).` },
      { label: 'Towers', value: mine.length, tip: mine.length ? `${seatWord(seatNames, p)}'s towers: ${mine.map((t) => `${t.card} level ${t.level}`).join(', ')}.` : 'No tower built yet.' },
      { label: 'Skill Markers', value: v.markers[p], tip: 'Markers left to place on Skill slots (each gives a lasting bonus).' },
    ];
    if (v.versus) facts.push({ label: 'Performance', value: v.versus.score[p], tip: 'Versus score: units, waves and Wave Modifiers defeated, Game Conditions completed.' });
    if (v.phase === 'act' && v.done[p]) facts.push({ label: 'This turn', value: 'done', tip: 'Said done: waits for the others.' });
    return facts;
  });
  const condition = v.conditions[0] ? content.conditions.get(v.conditions[0]) : undefined;
  const shared: Fact[] = [
    { label: 'Lives (team)', value: v.lives, tip: `Shared by the whole team (it started with ${v.startLives}; Kill Bonus cards can add more): a wave that leaves its track takes a life per unit still standing; at 0 the session is lost.`, tone: v.lives <= 3 ? 'warn' : undefined },
    { label: 'Track lost', value: `${v.discarded.length} of ${v.maxDiscarded}`, tip: 'Track destroyed by Sappers; more than the limit lost ends the session.', tone: v.discarded.length >= v.maxDiscarded ? 'warn' : undefined },
    { label: 'Waves', value: `${v.called} of ${v.totalWaves} called`, tip: `${v.defeatedWaves} defeated; a new wave is called every 3 turns.` },
    { label: 'Turn', value: v.turn, tip: v.phase === 'draft' ? 'Income: revealed credits are taken one at a time.' : 'Actions: everyone acts in any order, then says done.' },
    { label: 'Game Condition', value: condition ? condition.name : 'none', tip: condition ? describeCondition(condition.id) : 'No Game Condition in play.' },
  ];
  return { seats, shared };
}

/** Every kind of piece and mark on the board, with a small drawing. */
export function legend(v: TracksView): LegendItem[] {
  const items: LegendItem[] = [
    { swatch: <TrackTile x={0} y={0} size={24} track="A" n={7} links={['w', 'e']} />, text: 'Track tile (road on grass): Track A or B and its space 1-25. Waves walk their track in order.' },
    { swatch: <TrackTile x={0} y={0} size={24} track="B" n={3} links={['w', 'e']} lost />, text: 'Lost track (crossed out): destroyed by a Sapper; waves skip it. Too much lost ends the session.' },
    { swatch: <rect width={24} height={24} fill={MATERIAL.grass} />, text: 'Grass: a free space where a tower may be built.' },
    { swatch: <ObstacleTile x={0} y={0} size={24} variant={0} />, text: 'Obstacle (rocks, trees, pond): nothing may be built here.' },
    { swatch: (<g transform="translate(12 13)"><TowerPiece size={22} card="S1" owner={0} level={2} /></g>), text: "Tower in its owner's colour: the picture on its roof is its type (below; hover a tower for its name), the numeral its Mark, gold pips its level 1-4." },
    ...(['S', 'B', 'C', 'X'] as const).map((t) => ({ swatch: (<g transform="translate(12 13)"><TowerPiece size={22} card={`${t}1`} owner={0} level={1} /></g>), text: `${TYPE_NAMES[t]} tower: its picture, on its roof and on its credit cards.` })),
    { swatch: <DepletionMarker x={12} y={12} count={1} r={9} />, text: 'Depletion marker on a tower: it cannot attack, upgrade or be sold until it is gone (one goes each turn).' },
    { swatch: (<g transform="translate(12 12)"><UnitToken size={22} number={3} hp={5} move={3} left={2} /></g>), text: 'Enemy wave: an enemy on a red shield; the gold badge is its wave number, the red badge the HP of the unit you may attack, the dark badge how far it moves a turn, the arrow its way, the dots the units left.' },
    { swatch: <ModifierHex x={12} y={12} r={10} hp={6} />, text: 'Wave Modifier L-Hex on a wave, with its HP: it strengthens the wave and may be attacked on its own.' },
    { swatch: <CreditCard x={1} y={0} w={22} h={24} card="B1" />, text: 'Credit card (a tower card on its credit side): type, Mark and the credits it is worth. On your Stacks it pays; from the Build stack it is built.' },
    { swatch: <SkillMarker x={12} y={12} r={9} seat={0} />, text: 'Skill Marker on a Skill slot (dashed ring with a cost: an empty slot).' },
    { swatch: <rect x={2} y={2} width={20} height={20} rx={4} fill="none" stroke={PALETTE.pick} strokeWidth={3} />, text: 'Orange outline: something you can click now.' },
    { swatch: <rect x={2} y={2} width={20} height={20} rx={4} fill="none" stroke={PALETTE.marked} strokeWidth={3} />, text: 'Purple: what you picked, or what the last move changed.' },
  ];
  if (v.versus) items.push({ swatch: <rect x={2} y={4} width={20} height={16} rx={3} fill="#ede7f6" stroke="#5b21b6" />, text: 'Versus Energy card: its effect is written on it; play it from your Versus Stack.' });
  return items;
}

/** What is on the screen and how to act now, a sentence a line. */
export function help(v: TracksView, seat: number | null): string[] {
  const lines = [
    'The field: two roads (Track A and B) across the grass. Enemy waves walk them from space 0 to 25; one that leaves the road costs the team lives.',
    'Towers stand on grass and attack an enemy within their Range (spaces counted straight or diagonally).',
    'Right: lives, the next waves, the Game Condition and the credits revealed. Below: each player\'s four Stacks of credit cards, then the Skills.',
  ];
  if (v.phase === 'over') lines.push('The session is over.');
  else if (seat === null) lines.push('You are watching: the last change glows purple.');
  else if (v.pending?.seat === seat) lines.push('Click one of the drawn credits, then the Stack to put it on.');
  else if (v.phase === 'draft') lines.push(v.drafter === seat ? 'Your pick: click a revealed credit card, then the Stack of yours to put it on.' : `${seatWord(undefined, v.drafter)} is taking a credit.`);
  else if (v.done[seat]) lines.push('You said done: waiting for the others.');
  else {
    lines.push('To build: click a card on your Build stack, then a highlighted grass space.');
    lines.push('To attack, upgrade, sell or boost: click one of your towers; its menu opens beside it, and enemies in Range light up.');
    lines.push('When you have nothing more to do this turn, press "Done for this turn" under the board.');
  }
  lines.push('Hover, focus or long-press anything to read what it is and its numbers.');
  return lines;
}

const COMBAT = /\b(damage|defeats?|defeated|attacks?|life|lives|destroys?|destroyed|HP)\b/i;

/** Whether a log line is about fighting: attacks, damage, defeated units and waves, lives and track lost. */
export const combat = (line: string): boolean => COMBAT.test(line);
