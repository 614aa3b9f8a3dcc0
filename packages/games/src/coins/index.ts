import { defineRules, RuleError, type Game, type Outcome, type Problem } from '@ramparts/engine';
import { z } from 'zod';
import { evaluate } from './bot.ts';
import { coinsBots, guides } from './bots.ts';
import { figures } from './figures.ts';
import { content, difficultySteps, versusModes } from './lab.ts';
import { eventText, type CoinsEvent } from './events.ts';
import { logWords } from './log.ts';
import { menuPath } from './menu.ts';
import { migrations } from './migrations.ts';
import { moveSchema, type Move } from './moves.ts';
import { setupLog } from './replay.ts';
import { applyMove } from './rules/apply.ts';
import { checkMove, legalMoves } from './rules/legal.ts';
import { castleOwner, garrisonTossLimit, lastPlacementTurn, N } from './rules/settings.ts';
import { setupGame } from './rules/setup.ts';
import { resignRealm } from './rules/resign.ts';
import { targetLevel } from './rules/wounds.ts';
import type { CoinsState, Options } from './state.ts';
import { cloneState, ownerOf } from './state.ts';
import { terms } from './terms.ts';
import { render, situation, viewOf, type CoinsView } from './view.ts';
import { placeInStack, plural, seatName, soldierWords, squareWords } from './words.ts';

export type { CoinsState, Options } from './state.ts';
export type { Move } from './moves.ts';
export type { CoinsView } from './view.ts';

const optionsSchema: z.ZodType<Options> = z.object({
  mode: z.enum(['duel', 'solo-defender', 'solo-attacker', 'crusade']).default('duel'),
  difficulty: z.enum(['easy', 'normal', 'heroic']).default('normal'),
  garrisonTosses: z
    .enum(['three', 'unlimited'])
    .default('three')
    .describe('How many times the Defender may toss the garrison in a turn: three (the rules\' "after 3 tosses"), or no limit until a critical or a stop.'),
  soloChoice: z
    .enum(['yours', 'fixed'])
    .default('yours')
    .describe('Solo as the Attacker, after the rules\' Defender has tossed: you choose between inflicting the damage and tossing again (the rules), or a fixed rule chooses (version 1).'),
});

function outcomeOf(s: CoinsState): Outcome | null {
  if (s.phase !== 'over') return null;
  const reason =
    s.ending === 'castle'
      ? 'The castle has fallen: the Attacker wins.'
      : s.ending === 'cleared'
        ? 'No soldier is left on the map and the castle stands: the Defender wins.'
        : `Player ${s.winners[0] + 1} is the last one standing.`;
  if (s.mode === 'crusade') return { winners: s.winners.slice(), reason, scores: s.realms.map((r) => r.castle) };
  // Solo: the side the rules play won when no seat did.
  if (s.winners.length === 0) return { winners: [], reason, automatonWinner: s.ending === 'castle' ? 'the Attacker' : 'the Defender' };
  return { winners: s.winners.slice(), reason };
}

/** Why a well-shaped move is refused now, in the player's words, or null. */
function problem(s: CoinsState, seat: number, move: Move): Problem | null {
  if (s.phase === 'over') return ['game-over', 'The game is over: no more moves can be made.'];
  if (seat !== s.seat) return ['not-your-turn', `It is not ${Number.isInteger(seat) && seat >= 0 && seat < s.players ? seatName(s.mode, seat) : `seat ${String(seat)}`}'s turn. ${situation(s)}`];
  const code = checkMove(s, seat, move);
  return code ? [code, message(s, seat, move, code)] : null;
}

function message(s: CoinsState, seat: number, move: Move, code: string): string {
  switch (code) {
    case 'wrong-phase':
      return `That move is not possible now. ${situation(s)}`;
    case 'no-new-soldiers-after-turn-7':
      return `From turn ${lastPlacementTurn() + 1} no new soldier may be placed: move the ones already on the map.`;
    case 'no-such-square':
      return `There is no such square: a pathway has squares 1 to ${N}${s.mode === 'crusade' ? (move.type === 'hit' ? ', and you shoot only on your own map' : ' on the maps still in play') : ''}.`;
    case 'no-matching-coins': {
      const free = s.free.flatMap((n, i) => Array.from({ length: n }, () => `${[1, 2, 5][i]}c`));
      const [a, b] =
        move.type === 'place'
          ? [move.value, move.square]
          : move.type === 'advance'
            ? [s.realms[move.map].path[move.square - 1][move.level] & 7, move.steps]
            : [0, 0];
      return `This toss has no two free tails-up coins showing ${a} and ${b} (free now: ${free.join(', ') || 'none'}).`;
    }
    case 'supply-empty':
      return `No ${move.type === 'place' ? move.value : ''}c coin is left in the supply for a new soldier.`;
    case 'square-blocked':
      return move.type === 'place'
        ? `A new ${move.value}c soldier cannot enter square ${move.square}: an occupied square may only be entered by a soldier worth strictly less than one already there.`
        : 'The way is blocked: a soldier may only enter or pass an occupied square holding a soldier worth strictly more than itself.';
    case 'no-such-soldier':
      return move.type === 'hit' ? 'There is no soldier you can wound on that square.' : 'There is no soldier at that place.';
    case 'not-your-soldier':
      return 'That soldier belongs to another player: you move only your own soldiers.';
    case 'already-moved':
      return 'That soldier already moved this turn: a soldier moves once per turn (a new one counts as moved).';
    case 'not-enough-damage': {
      const m = move as Extract<Move, { type: 'hit' }>;
      const v = s.realms[m.map].path[m.square - 1][targetLevel(s, m.map, m.square)] & 7;
      return `Wounding that ${v}c soldier costs ${v} damage, and only ${s.damage} is left.`;
    }
    default:
      return 'That is not a move of Coin Siege.';
  }
}

function describe(s: CoinsState, _seat: number, move: Move): string {
  const crusade = s.mode === 'crusade';
  switch (move.type) {
    case 'role':
      return move.role === 'attacker'
        ? 'Attack this turn: toss your reinforcements and move your soldiers'
        : 'Defend this turn: toss your garrison at the soldiers on your map';
    case 'place':
      return `Place a new ${move.value}c soldier on square ${move.square}${crusade ? ' of your map' : ''} (coins ${move.value} + ${move.square})`;
    case 'advance': {
      const stack = s.realms[move.map]?.path[move.square - 1];
      const code = stack?.[move.level];
      if (code === undefined) return `Move a soldier on ${squareWords(s, move.map, move.square)} forward ${move.steps}`;
      const carried = stack.length - move.level - 1;
      const strikes = move.square + move.steps > N && castleOwner(s, move.map) !== ownerOf(code);
      return (
        `Move ${soldierWords(s, code)} ${placeInStack(stack.length, move.level)} ${squareWords(s, move.map, move.square)} forward ${plural(move.steps, 'square')}` +
        `${carried > 0 ? `, carrying ${plural(carried, 'soldier')}` : ''} (coins ${code & 7} + ${move.steps})${strikes ? ': it reaches the castle' : ''}`
      );
    }
    case 'endToss':
      return s.tossesLeft > 0
        ? `End this toss (${plural(s.tossesLeft, 'toss')} to come)`
        : `End this toss, the last of the turn (${crusade ? 'your soldiers march and your turn ends' : 'then the lap coin and the march'})`;
    case 'tossAgain':
      return s.mode === 'solo-attacker'
        ? `Have the Defender toss again until a critical (failure: no damage; success: +1 HP, the toss adds to the ${s.damage})`
        : `Toss the garrison ${s.tosses + 1 >= garrisonTossLimit(s) ? 'a last time' : 'again'} (total so far ${s.damage})`;
    case 'stop':
      return s.mode === 'solo-attacker' ? `Have the Defender inflict ${s.damage} damage on your soldiers, nearest the castle first` : `Stop tossing and inflict ${s.damage} damage`;
    case 'hit': {
      const lvl = targetLevel(s, move.map, move.square);
      const stack = s.realms[move.map]?.path[move.square - 1];
      if (!stack || lvl < 0) return `Wound a soldier on ${squareWords(s, move.map, move.square)}`;
      const code = stack[lvl];
      const v = code & 7;
      const where = lvl === stack.length - 1 ? (stack.length > 1 ? 'on top of' : 'on') : 'under your own soldiers on';
      return `${code & 8 ? 'Kill' : 'Wound'} ${soldierWords(s, code)} ${where} ${squareWords(s, move.map, move.square)} (costs ${v}, ${s.damage - v} damage left)`;
    }
  }
}

const NOBODY: number[] = [];
const ACTING: number[][] = [[0], [1], [2], [3]];

const rules = defineRules<CoinsState, Move, CoinsEvent>({
  moveSchema,
  problem,
  clone: cloneState,
  apply: applyMove,
  words: logWords,
  legalMoves,
  // Shared arrays, not fresh ones: playouts ask for the actors at every step and never change them.
  actors: (s) => (s.seat < 0 ? NOBODY : ACTING[s.seat]),
});

/** Coin Siege: the seed "Tower Defense" played with 1, 2 and 5 cent coins. */
export const coins: Game<CoinsState, Move, Options, CoinsView> = {
  id: 'coins',
  title: 'Coin Siege',
  version: '2',
  kind: { turns: 'strict', chance: true, information: 'perfect', play: 'competitive', players: { min: 1, max: 4 } },
  options: optionsSchema,
  moveSchema,
  playerCounts: (o) => (o.mode === 'duel' ? { min: 2, max: 2 } : o.mode === 'crusade' ? { min: 2, max: 4 } : { min: 1, max: 1 }),
  seatName: (_players, o, seat) => seatName(o.mode, seat),

  setup: (players, options, random) => setupGame(players, options, random, null),
  actors: (s) => (s.seat < 0 ? [] : [s.seat]),
  legalMoves,
  play: rules.play,
  view: (s, seat) => viewOf(s, seat, outcomeOf(s)),
  outcome: outcomeOf,
  resign(s, seat, log) {
    // Only Crusade has a beaten player's state (a fallen castle); the duel and solo end by the engine's rule.
    if (s.mode !== 'crusade') return null;
    if (s.realms[seat].out) throw new RuleError('already-out', `${seatName(s.mode, seat)}'s castle has already fallen.`);
    const after = cloneState(s);
    const events: CoinsEvent[] = [];
    resignRealm(after, seat, events);
    log?.push(...events.map((e) => ({ text: eventText(e) })));
    return after;
  },

  describeMove: describe,
  menuPath,
  terms,
  setupLog,
  renderText: render,
  evaluate,
  // The search's guides (guide.ts): a ranked shortlist and a greedy playout policy.
  ...guides,
  bots: coinsBots(() => coins),
  levels: { easy: 'heuristic:60', normal: 'heuristic:30', hard: 'guided:2000', expert: null },
  figures,
  difficultySteps,
  versusModes,
  content,
  fast: rules.fast,
  migrations,
};
