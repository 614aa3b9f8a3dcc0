import { defineRules, type Game, type LogLine, type Outcome } from '@ramparts/engine';
import { heuristicBot } from './bot.ts';
import { content } from './content/index.ts';
import { DIRECTIONS } from './content/schema.ts';
import type { CrystalEvent } from './events.ts';
import { moveSchema, type Move } from './moves.ts';
import { heroesFor, optionsSchema, type Options } from './options.ts';
import { actors, applyMove, cloneState, legalMoves, problem } from './rules/index.ts';
import { setupGame } from './rules/setup.ts';
import type { CrystalState, CrystalView } from './state.ts';
import { evaluate } from './evaluate.ts';
import { viewOf, determinize } from './view.ts';
import { enemyWords, heroName } from './words.ts';

export type { CrystalState, CrystalView } from './state.ts';
export type { Move } from './moves.ts';
export type { Options } from './options.ts';

function outcome(s: CrystalState): Outcome | null {
  if (!s.result) return null;
  const all = Array.from({ length: s.players }, (_, i) => i);
  return s.result.won ? { winners: all, reason: s.result.reason } : { winners: [], reason: s.result.reason, automatonWinner: 'the enemy horde' };
}

/** The headlines (the hero's action, the Board phase, the spawn, the end) and every step after them as details. */
function words(events: readonly CrystalEvent[]): LogLine[] {
  let heads = 0;
  return events.map((e) => {
    const head = e.head === true && heads < 4;
    if (head) heads++;
    return head ? { text: e.text } : { text: e.text, detail: true };
  });
}

// TEMPORARY fallbacks until the terminal helper's menu.ts and text.ts land.
function describeMove(s: CrystalState, _seat: number, m: Move): string {
  const name = heroName(s.heroes[m.hero]?.hero ?? s.heroes[0].hero);
  switch (m.type) {
    case 'place':
      return `${name}: enter at ${m.at}`;
    case 'move':
      return `${name}: move to ${m.to}`;
    case 'build':
      return `${name}: build ${content.defense(m.defense).name} at ${m.at} facing ${DIRECTIONS[m.facing]}`;
    case 'repair':
      return `${name}: repair defense ${m.defense}`;
    case 'heal':
      return `${name}: heal`;
    case 'attack': {
      const e = s.enemies.find((x) => x.id === m.enemy);
      return `${name}: attack ${e ? enemyWords(e) : m.enemy}`;
    }
    case 'done':
      return `${name}: done`;
  }
}
const renderText = (v: CrystalView): string =>
  [
    `Wave ${v.wave}/${v.wavesToWin}, Hero phase ${v.turn}, mana ${v.mana}, deck ${v.deckSize}`,
    ...v.heroes.map((h) => `${heroName(h.hero)} ${h.at ?? 'off'} ${h.health}hp${h.done ? ' done' : ''}`),
    ...v.defenses.map((d) => `${content.defense(d.defense).name} ${d.id} ${d.at} ${d.health}hp cd${d.cooldown}`),
    ...v.enemies.map((e) => `${enemyWords(e)} ${e.at} ${e.health}hp`),
  ].join('\n');

const rules = defineRules<CrystalState, Move, CrystalEvent>({
  moveSchema,
  problem,
  clone: cloneState,
  apply: applyMove,
  words: (events) => words(events),
  legalMoves,
  actors,
});

/** Crystal Defenders (seed 004): heroes build defenses around a crystal against waves of enemies, together. */
export const crystal: Game<CrystalState, Move, Options, CrystalView> = {
  id: 'crystal',
  title: 'Crystal Defenders',
  version: '1',
  kind: { turns: 'free', chance: true, information: 'hidden', play: 'cooperative', players: { min: 1, max: 8 } },
  options: optionsSchema,
  moveSchema,
  playerCounts: (o) => {
    const n = Math.min(8, o.heroes?.length ?? 8);
    return { min: 1, max: n, note: o.heroes ? 'Each person plays at least one hero: name more heroes for more people.' : undefined };
  },
  seatName: (players, o, seat) => {
    const mine = heroesFor(players, o).filter((_, i) => i % players === seat);
    return `Player ${seat + 1} (${mine.map(heroName).join(' & ')})`;
  },
  setup: (players, options, random) => setupGame(players, options, random),
  actors,
  legalMoves,
  play: rules.play,
  fast: rules.fast,
  view: (s) => viewOf(s),
  determinize,
  // A Board phase that spawned drew cards from the deck: it revealed them, so it cannot be taken back.
  isFinal: (before, _seat, _move, after) => after.used.length !== before.used.length || after.deck.join() !== before.deck.join(),
  outcome,
  describeMove,
  renderText: (v) => renderText(v),
  evaluate,
  bots: { heuristic: heuristicBot },
  setupLog: (s) => {
    const map = content.map(s.map);
    return [{ text: `${map.name}: ${map.description} Defend the crystal for ${s.wavesToWin} waves; the team starts with ${s.mana} mana.` }];
  },
};
