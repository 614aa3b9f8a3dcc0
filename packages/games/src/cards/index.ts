import { defineRules, RuleError, type Game, type Outcome, type Seat } from '@ramparts/engine';
import { evaluate } from './bot.ts';
import { figures } from './figures.ts';
import { content, versusModes } from './lab.ts';
import { words } from './log.ts';
import { menuPath } from './menu.ts';
import { migrations } from './migrations.ts';
import { moveSchema, type CardsMove } from './moves.ts';
import { applyMove } from './rules/apply.ts';
import { legalMoves, problem } from './rules/legal.ts';
import { optionsSchema, playerCounts, setup, type CardsOptions } from './rules/setup.ts';
import { resignSeat } from './rules/turn.ts';
import { cloneState, type CardsState, type GameEvent } from './state.ts';
import { guidedBot, guidesFor, hardBot, heuristicBot } from './search.ts';
import { terms } from './terms.ts';
import { rolloutBot } from './rollout.ts';
import { describeMove, renderText, seatName } from './text.ts';
import { determinize, view, type CardsView } from './view.ts';

export type { CardsMove } from './moves.ts';
export type { CardsOptions } from './rules/setup.ts';
export type { Attack, CardId, CardsState, Level, Player, Suit } from './state.ts';
export type { CardsView, PlayerView } from './view.ts';
export { secretsOf } from './view.ts';

/** Moves that show a card from a hand or a drawn card: taking them back would unsee it. */
const REVEALING = new Set<CardsMove['type']>(['swap', 'build', 'attack', 'deflect', 'repair', 'rebuild', 'discard', 'draw']);

function outcome(s: CardsState): Outcome | null {
  if (!s.winners) return null;
  const scores = s.players.map((p) => (p.tower ? p.tower.filter((l) => l !== null).length : 0));
  if (s.winners.length === 0) return { winners: [], reason: 'The last tower has fallen: nobody wins.', scores };
  return { winners: s.winners.slice(), reason: `${seatName(s.winners[0])}'s tower is the last one standing.`, scores };
}

/** The one rules path: check, clone, apply; the events become log lines only when a log is wanted. */
const rules = defineRules<CardsState, CardsMove, GameEvent>({
  moveSchema,
  problem,
  clone: cloneState,
  apply: applyMove,
  words,
  legalMoves,
});

/** Elemental Towers (seed 002): build a five-level tower of Rock, Paper, Scissors, Water and Lizard, then fight. */
export const cards: Game<CardsState, CardsMove, CardsOptions, CardsView> = {
  id: 'cards',
  title: 'Elemental Towers',
  version: '2',
  kind: { turns: 'strict', chance: true, information: 'hidden', play: 'competitive', players: { min: 2, max: 8 } },
  options: optionsSchema,
  moveSchema,
  playerCounts,
  seatName: (_players: number, _options: CardsOptions, seat: Seat) => seatName(seat),
  setup,
  actors: (s) => (s.step === 'over' ? [] : [s.turn]),
  legalMoves,
  play: rules.play,
  view,
  outcome,
  resign(s, seat, log) {
    if (s.players[seat].out) throw new RuleError('already-out', `${seatName(seat)}'s tower has already fallen.`);
    const after = cloneState(s);
    const events: GameEvent[] = [];
    resignSeat(after, seat, events);
    log?.push(...words(events));
    return after;
  },
  describeMove,
  renderText,
  menuPath,
  terms,
  isFinal: (_before, _seat, move) => REVEALING.has(move.type),
  determinize,
  evaluate,
  figures,
  versusModes,
  content,
  fast: rules.fast,
  migrations,
  // The search's guides (guide.ts): moves ranked by the heuristic's scores, the heuristic's pick in playouts.
  ...guidesFor(legalMoves),
  levels: {
    easy: 'careless',
    normal: 'heuristic',
    hard: 'guided-rollout',
    expert: null,
  },
  bots: {
    heuristic: (seed) => heuristicBot(seed),
    careless: (seed) => heuristicBot(seed, CARELESS, 'careless'),
    rollout: (seed) => rolloutBot(cards, seed),
    'guided-rollout': (seed) => hardBot(cards, seed),
  },
};

/** How often the `careless` bot (easy) plays any legal move instead of the heuristic's pick. */
export const CARELESS = 0.3;

/** The guided search budgets offered as own bots (`guided:N`): the levels use some of them. */
export const GUIDED_BUDGETS = [300, 1000, 2000, 4000] as const;
for (const n of GUIDED_BUDGETS) cards.bots![`guided:${n}`] = (seed) => guidedBot(cards, seed, n);

export default cards;
