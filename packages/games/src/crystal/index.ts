import { defineRules, type Game, type LogLine, type Outcome } from '@ramparts/engine';
import { heuristicBot } from './bot.ts';
import { content } from './content/index.ts';
import { evaluate } from './evaluate.ts';
import type { CrystalEvent } from './events.ts';
import { describeMove, menuPath } from './menu.ts';
import { moveSchema, type Move } from './moves.ts';
import { heroesFor, optionsSchema, type Options } from './options.ts';
import { actors, applyMove, cloneState, legalMoves, problem } from './rules/index.ts';
import { setupGame } from './rules/setup.ts';
import type { CrystalState, CrystalView } from './state.ts';
import { terms } from './terms.ts';
import { renderText } from './text.ts';
import { viewOf, determinize } from './view.ts';
import { heroName } from './words.ts';

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
  menuPath,
  terms,
  renderText,
  evaluate,
  bots: { heuristic: heuristicBot },
  setupLog: (s) => {
    const map = content.map(s.map);
    return [{ text: `${map.name}: ${map.description} Defend the crystal for ${s.wavesToWin} waves; the team starts with ${s.mana} mana.` }];
  },
};
