/**
 * Small games for testing the engine, the kit and anything that needs a game without depending on the real
 * ones (a server test, a CLI test). Each shows one corner of the contract:
 * - `diceNim`: strict turns, chance, 2-4 seats, a fast path, an evaluation;
 * - `coinCall`: one call, then a coin toss — a bot that could see the toss would always win;
 * - `hiddenHands`: hidden hands, `determinize`, final moves (a played card cannot be taken back);
 * - `exactTen`: cooperative, free order (anyone with cards may play).
 */
import { z } from 'zod';
import { RuleError } from '../errors.ts';
import type { Game, LogLine, Outcome, Seat } from '../game.ts';
import { defineRules, type RulesSpec } from '../rules.ts';

const playerName = (seat: Seat) => `Player ${seat + 1}`;
const strictKind = { turns: 'strict', information: 'perfect', play: 'competitive' } as const;

// ---------------------------------------------------------------------------------------------------------
// Dice Nim: take 1-3 stones or roll a die (1-2: one stone, 3-4: two, 5-6: three); who takes the last stone wins.

export interface NimState {
  players: number;
  pile: number;
  turn: Seat;
  winner: Seat | null;
  last: { seat: Seat; took: number; roll: number | null } | null;
  /** Whether rolling is allowed (the `dice` option). */
  dice: boolean;
}
export type NimMove = { type: 'take'; n: number } | { type: 'roll' };
export interface NimOptions {
  stones: number;
  dice: boolean;
}
/** What a move did: the stones taken, and the die when it was rolled. */
export interface NimEvent {
  took: number;
  roll: number | null;
}

const TAKES: readonly NimMove[] = [1, 2, 3].map((n) => Object.freeze({ type: 'take' as const, n }));
const ROLL: NimMove = Object.freeze({ type: 'roll' });

function nimMoves(s: NimState): NimMove[] {
  if (s.winner !== null) return [];
  const out = TAKES.slice(0, Math.min(3, s.pile));
  if (s.dice) out.push(ROLL);
  return out;
}

/** Dice Nim's rules, exported so tests can build variants that break one part of them. */
export const nimRules: RulesSpec<NimState, NimMove, NimEvent> = {
  moveSchema: z.discriminatedUnion('type', [z.object({ type: z.literal('take'), n: z.number().int() }), z.object({ type: z.literal('roll') })]),
  problem(s, seat, move) {
    if (s.winner !== null) return ['game-over', 'The pile is empty.'];
    if (seat !== s.turn) return ['not-your-turn', `It is ${playerName(s.turn)}'s turn.`];
    if (move.type === 'roll' && !s.dice) return ['bad-move', 'Dice are off in this game.'];
    if (move.type === 'take' && (move.n < 1 || move.n > 3 || move.n > s.pile)) return ['bad-move', `You may take 1 to ${Math.min(3, s.pile)} stones.`];
    return null;
  },
  clone: (s) => ({ ...s, last: s.last && { ...s.last } }),
  apply(s, seat, move, random, events) {
    const roll = move.type === 'roll' ? random.die(6) : null;
    const took = move.type === 'take' ? move.n : Math.min(s.pile, Math.ceil(roll! / 2));
    s.pile -= took;
    s.turn = (seat + 1) % s.players;
    if (s.pile === 0) s.winner = seat;
    s.last = { seat, took, roll };
    events?.push({ took, roll });
    return s;
  },
  words(events, _before, seat, _move, after) {
    const lines: LogLine[] = events.map(({ took, roll }) => ({ text: `${playerName(seat)} ${roll === null ? '' : `rolls a ${roll} and `}takes ${took}; ${after.pile} left.` }));
    if (after.winner !== null) lines.push({ text: `${playerName(after.winner)} wins.` });
    return lines;
  },
  legalMoves: (s, seat) => (seat === s.turn ? nimMoves(s) : []),
};
const nim = defineRules(nimRules);

export const diceNim: Game<NimState, NimMove, NimOptions, NimState> = {
  id: 'dice-nim',
  title: 'Dice Nim',
  version: '1',
  kind: { ...strictKind, chance: true, players: { min: 2, max: 4 } },
  options: z.object({ stones: z.number().int().min(1).max(99).default(21), dice: z.boolean().default(true) }),
  moveSchema: nimRules.moveSchema,
  playerCounts: () => ({ min: 2, max: 4 }),
  seatName: (_players, _options, seat) => playerName(seat),
  setup: (players, options) => ({ players, pile: options.stones, turn: 0, winner: null, last: null, dice: options.dice }),
  actors: (s) => (s.winner === null ? [s.turn] : []),
  legalMoves: nimRules.legalMoves,
  play: nim.play,
  view: (s) => structuredClone(s),
  outcome: (s): Outcome | null => (s.winner === null ? null : { winners: [s.winner], reason: `${playerName(s.winner)} took the last stone.` }),
  describeMove: (_s, _seat, m) => (m.type === 'roll' ? 'Roll the die and take what it says' : `Take ${m.n} ${m.n === 1 ? 'stone' : 'stones'}`),
  menuPath: (_s, _seat, m) => (m.type === 'roll' ? ['Roll'] : ['Take', `${m.n}`]),
  terms: (v) => [
    { name: 'Pile', text: `The stones left: ${v.pile}. Whoever takes the last one wins.` },
    ...(v.dice ? [{ name: 'Roll', text: 'Roll a die: 1-2 takes one stone, 3-4 two, 5-6 three (never more than are left).' }] : []),
  ],
  renderText: (v) => `Pile: ${'o'.repeat(v.pile)} (${v.pile})\n${v.winner === null ? `${playerName(v.turn)} to move` : `${playerName(v.winner)} won`}\no: a stone`,
  evaluate(s) {
    // A pile that is a multiple of 4 is lost for the seat to move when nobody rolls.
    const mover = s.pile % 4 === 0 ? 0.3 : 0.7;
    return Array.from({ length: s.players }, (_, seat) => (seat === s.turn ? mover : (1 - mover) / (s.players - 1)));
  },
  fast: nim.fast,
};

// ---------------------------------------------------------------------------------------------------------
// Coin Call: one player calls heads or tails, then the coin is tossed.

export interface CoinState {
  call: 'heads' | 'tails' | null;
  toss: 'heads' | 'tails' | null;
}
export type CoinMove = { type: 'call'; side: 'heads' | 'tails' };

const coinRules = defineRules<CoinState, CoinMove, never>({
  moveSchema: z.object({ type: z.literal('call'), side: z.enum(['heads', 'tails']) }),
  problem: (s, seat) => (s.toss !== null ? ['game-over', 'The coin has landed.'] : seat !== 0 ? ['not-your-turn', 'Only the caller plays.'] : null),
  clone: (s) => ({ ...s }),
  apply(s, _seat, move, random) {
    s.call = move.side;
    s.toss = random.coin() ? 'heads' : 'tails';
    return s;
  },
  words: (_events, _before, _seat, _move, after) => [{ text: `The caller calls ${after.call}; the coin shows ${after.toss}.` }],
  legalMoves: (s) => (s.toss === null ? [{ type: 'call', side: 'heads' }, { type: 'call', side: 'tails' }] : []),
});

export const coinCall: Game<CoinState, CoinMove, Record<string, never>, CoinState> = {
  id: 'coin-call',
  title: 'Coin Call',
  version: '1',
  kind: { turns: 'strict', chance: true, information: 'perfect', play: 'cooperative', players: { min: 1, max: 1 } },
  options: z.object({}) as unknown as z.ZodType<Record<string, never>>,
  moveSchema: z.object({ type: z.literal('call'), side: z.enum(['heads', 'tails']) }),
  playerCounts: () => ({ min: 1, max: 1 }),
  seatName: () => 'Caller',
  setup: () => ({ call: null, toss: null }),
  actors: (s) => (s.toss === null ? [0] : []),
  legalMoves: coinRules.fast.legalMoves,
  // No fast path: the bots step this game through `play`.
  play: coinRules.play,
  view: (s) => ({ ...s }),
  outcome: (s) => (s.toss === null ? null : { winners: s.call === s.toss ? [0] : [], reason: `The coin shows ${s.toss}.` }),
  describeMove: (_s, _seat, m) => `Call ${m.side}`,
  renderText: (v) => (v.toss === null ? 'The coin is in the air.' : `Called ${v.call}, landed ${v.toss}.`),
};

// ---------------------------------------------------------------------------------------------------------
// Hidden Hands: nine cards, three each, three tricks; the higher card takes the trick, its winner leads.

export const CARDS = ['card-1', 'card-2', 'card-3', 'card-4', 'card-5', 'card-6', 'card-7', 'card-8', 'card-9'];
const rank = (card: string) => Number(card.slice(5));

export interface HandsState {
  hands: string[][];
  /** The three cards nobody holds, face down. */
  undealt: string[];
  /** The current trick, in play order. */
  table: string[];
  lead: Seat;
  turn: Seat;
  tricks: number[];
  /** Cards of finished tricks. */
  played: string[];
}
export interface HandsView {
  seat: Seat | null;
  /** The viewer's hand; empty for a spectator. */
  hand: string[];
  handSizes: number[];
  table: string[];
  lead: Seat;
  turn: Seat;
  tricks: number[];
  played: string[];
}
export type HandsMove = { type: 'play'; card: string };
/** A card played, and who took the trick when it was the second. */
interface HandsEvent {
  card: string;
  trickTo: Seat | null;
}

const handsOver = (s: HandsState) => s.hands[0].length === 0 && s.hands[1].length === 0 && s.table.length === 0;

const handsRules = defineRules<HandsState, HandsMove, HandsEvent>({
  moveSchema: z.object({ type: z.literal('play'), card: z.string() }),
  problem(s, seat, move) {
    if (handsOver(s)) return ['game-over', 'All tricks are played.'];
    if (seat !== s.turn) return ['not-your-turn', `It is ${playerName(s.turn)}'s turn.`];
    if (!s.hands[seat].includes(move.card)) return ['bad-move', `You do not hold ${move.card}.`];
    return null;
  },
  clone: (s) => ({ ...s, hands: s.hands.map((h) => [...h]), undealt: [...s.undealt], table: [...s.table], tricks: [...s.tricks], played: [...s.played] }),
  apply(s, seat, move, _random, events) {
    s.hands[seat] = s.hands[seat].filter((c) => c !== move.card);
    s.table.push(move.card);
    if (s.table.length < 2) {
      s.turn = 1 - seat;
      events?.push({ card: move.card, trickTo: null });
      return s;
    }
    const winner = rank(s.table[1]) > rank(s.table[0]) ? seat : s.lead;
    s.tricks[winner]++;
    s.played.push(...s.table);
    s.table = [];
    s.lead = winner;
    s.turn = winner;
    events?.push({ card: move.card, trickTo: winner });
    return s;
  },
  words(events, _before, seat, _move, after) {
    const lines: LogLine[] = [];
    for (const { card, trickTo } of events) {
      lines.push({ text: `${playerName(seat)} plays ${card}.` });
      if (trickTo !== null) lines.push({ text: `${playerName(trickTo)} takes the trick.` });
    }
    // The rest of the hand is named to its holder alone.
    if (after.hands[seat].length > 0) lines.push({ text: `You keep ${after.hands[seat].join(', ')}.`, to: [seat], detail: true });
    return lines;
  },
  legalMoves: (s, seat) => (handsOver(s) || seat !== s.turn ? [] : s.hands[seat].map((card) => ({ type: 'play', card }))),
});

export const hiddenHands: Game<HandsState, HandsMove, Record<string, never>, HandsView> = {
  id: 'hidden-hands',
  title: 'Hidden Hands',
  version: '1',
  kind: { ...strictKind, information: 'hidden', chance: false, players: { min: 2, max: 2 } },
  options: z.object({}) as unknown as z.ZodType<Record<string, never>>,
  moveSchema: z.object({ type: z.literal('play'), card: z.string() }),
  playerCounts: () => ({ min: 2, max: 2 }),
  seatName: (_p, _o, seat) => playerName(seat),
  setup(_players, _options, random) {
    const deck = random.shuffle(CARDS);
    return { hands: [deck.slice(0, 3).sort(), deck.slice(3, 6).sort()], undealt: deck.slice(6), table: [], lead: 0, turn: 0, tricks: [0, 0], played: [] };
  },
  actors: (s) => (handsOver(s) ? [] : [s.turn]),
  legalMoves: handsRules.fast.legalMoves,
  // No fast path: the bots step this game through `play` (the kit's name test relies on one game without it).
  play: handsRules.play,
  view: (s, seat) => ({
    seat,
    hand: seat === null ? [] : [...s.hands[seat]],
    handSizes: s.hands.map((h) => h.length),
    table: [...s.table],
    lead: s.lead,
    turn: s.turn,
    tricks: [...s.tricks],
    played: [...s.played],
  }),
  outcome: (s) => (handsOver(s) ? { winners: [s.tricks[0] > s.tricks[1] ? 0 : 1], reason: 'All three tricks are played.', scores: [...s.tricks] } : null),
  describeMove: (_s, _seat, m) => `Play ${m.card}`,
  menuPath: (_s, _seat, m) => ['Play', m.card],
  renderText: (v) =>
    [`Your hand: ${v.hand.join(' ') || '-'}`, `Table: ${v.table.join(' ') || '-'}`, `Tricks: ${v.tricks.join(' - ')}`, `${playerName(v.turn)} to play`].join('\n'),
  isFinal: () => true,
  determinize(v, seat, random) {
    const known = new Set([...v.hand, ...v.table, ...v.played]);
    const unknown = random.shuffle(CARDS.filter((c) => !known.has(c)));
    const other = 1 - seat;
    const hands: string[][] = [];
    hands[seat] = [...v.hand];
    hands[other] = unknown.slice(0, v.handSizes[other]).sort();
    return { hands, undealt: unknown.slice(v.handSizes[other]), table: [...v.table], lead: v.lead, turn: v.turn, tricks: [...v.tricks], played: [...v.played] };
  },
};

// ---------------------------------------------------------------------------------------------------------
// Exact Ten: a cooperative game in free order. Everyone holds number cards; anyone may play one onto the sum.
// The team wins when the sum is exactly the target, and loses when it goes over or nobody can play.

export interface TenState {
  hands: number[][];
  total: number;
  target: number;
}
export type TenMove = { type: 'play'; card: number };

const tenActors = (s: TenState): Seat[] => {
  if (s.total >= s.target) return [];
  const out: Seat[] = [];
  for (let i = 0; i < s.hands.length; i++) if (s.hands[i].length > 0) out.push(i);
  return out;
};
const tenMoves = (s: TenState, seat: Seat): TenMove[] =>
  s.total >= s.target || !s.hands[seat] ? [] : [...new Set(s.hands[seat])].sort((a, b) => a - b).map((card) => ({ type: 'play', card }));

const tenRules = defineRules<TenState, TenMove, never>({
  moveSchema: z.object({ type: z.literal('play'), card: z.number() }),
  problem(s, seat, move) {
    const actors = tenActors(s);
    if (actors.length === 0) return ['game-over', 'The game is over.'];
    if (!actors.includes(seat)) return ['not-your-turn', 'You have no cards left.'];
    return s.hands[seat].includes(move.card) ? null : ['bad-move', `You hold no ${move.card}.`];
  },
  clone: (s) => ({ hands: s.hands.map((h) => h.slice()), total: s.total, target: s.target }),
  apply(s, seat, move) {
    const h = s.hands[seat];
    h.splice(h.indexOf(move.card), 1);
    s.total += move.card;
    return s;
  },
  words: (_events, _before, seat, m, after) => [{ text: `${playerName(seat)} plays ${m.card}; the sum is ${after.total}.` }],
  legalMoves: tenMoves,
  actors: tenActors,
});

export const exactTen: Game<TenState, TenMove, { target: number }, TenState> = {
  id: 'exact-ten',
  title: 'Exact Ten',
  version: '1',
  kind: { turns: 'free', chance: false, information: 'perfect', play: 'cooperative', players: { min: 2, max: 3 } },
  options: z.object({ target: z.number().int().min(1).max(30).default(10) }),
  moveSchema: z.object({ type: z.literal('play'), card: z.number() }),
  playerCounts: () => ({ min: 2, max: 3 }),
  seatName: (_p, _o, seat) => playerName(seat),
  setup: (players, options, random) => ({
    hands: Array.from({ length: players }, () => [random.die(5), random.die(5), random.die(5)].sort((a, b) => a - b)),
    total: 0,
    target: options.target,
  }),
  actors: tenActors,
  legalMoves: tenMoves,
  play: tenRules.play,
  view: (s) => structuredClone(s),
  outcome(s) {
    if (s.total === s.target) return { winners: s.hands.map((_, i) => i), reason: `The sum is exactly ${s.target}.` };
    if (s.total > s.target) return { winners: [], reason: `The sum went over ${s.target}.` };
    return tenActors(s).length === 0 ? { winners: [], reason: 'Nobody can play and the sum is short.' } : null;
  },
  describeMove: (_s, _seat, m) => `Play your ${m.card}`,
  renderText: (v) => `Sum ${v.total} of ${v.target}\n${v.hands.map((h, i) => `${playerName(i)}: ${h.join(' ') || '-'}`).join('\n')}`,
  fast: tenRules.fast,
};

// ---------------------------------------------------------------------------------------------------------
// Broken games: each breaks one rule of the contract, so the kit's own tests can see it fail.

/** `clone` shares the state, so `play` changes the state it was given. */
export const mutatingNim: typeof diceNim = { ...diceNim, id: 'mutating-nim', ...defineRules({ ...nimRules, clone: (s) => s }) };

/** The rules trust the move's number: an out-of-range take throws a TypeError instead of a RuleError. */
const STONE_WORDS = ['none', 'one', 'two', 'three'];
export const throwingNim: typeof diceNim = {
  ...diceNim,
  id: 'throwing-nim',
  ...defineRules({
    ...nimRules,
    problem(s, seat, move) {
      if (move.type === 'take') void STONE_WORDS[move.n].toUpperCase();
      return nimRules.problem(s, seat, move);
    },
  }),
};

/**
 * `play` written by hand without a shape check: `null` and other garbage throw a TypeError. Only calling `play`
 * itself shows it, since `Match` parses every move before it gets to `play`.
 */
export const unguardedNim: typeof diceNim = {
  ...diceNim,
  id: 'unguarded-nim',
  play(s, seat, move, random, log) {
    const problem = nimRules.problem(s, seat, move);
    if (problem) throw new RuleError(problem[0], problem[1]);
    return diceNim.play(s, seat, move, random, log);
  },
};

/** The view shows the opponent's hand. */
export const leakyHands: typeof hiddenHands = {
  ...hiddenHands,
  id: 'leaky-hands',
  view: (s, seat) => ({ ...hiddenHands.view(s, seat), hand: seat === null ? s.hands[0] : s.hands[1 - seat] }),
};

/** The fast path rounds the die down where the rules round it up. */
export const driftingNim: typeof diceNim = {
  ...diceNim,
  id: 'drifting-nim',
  fast: {
    ...diceNim.fast!,
    apply(s, seat, move, random) {
      const took = move.type === 'take' ? move.n : Math.min(s.pile, Math.max(1, Math.floor(random.die(6) / 2)));
      s.pile -= took;
      s.turn = (seat + 1) % s.players;
      if (s.pile === 0) s.winner = seat;
      s.last = { seat, took, roll: null };
      return s;
    },
  },
};

/** Taking the last stone refills the pile: the game never ends. */
export const endlessNim: typeof diceNim = {
  ...diceNim,
  id: 'endless-nim',
  ...defineRules({
    ...nimRules,
    apply(s, seat, move, random, events) {
      nimRules.apply(s, seat, move, random, events);
      if (s.winner !== null) Object.assign(s, { pile: 21, winner: null });
      return s;
    },
  }),
};

/** The view carries `undefined` and a Map, which do not survive JSON. */
export const sloppyNim: Game<NimState, NimMove, NimOptions, unknown> = {
  ...diceNim,
  id: 'sloppy-nim',
  view: (s) => ({ ...s, note: undefined, seen: new Map() }),
  renderText: () => '',
};

/** Uses Math.random, so two runs with the same seed differ. */
export const unseededNim: typeof diceNim = {
  ...diceNim,
  id: 'unseeded-nim',
  ...defineRules({
    ...nimRules,
    apply(s, seat, move, random, events) {
      nimRules.apply(s, seat, move, random, events);
      if (move.type === 'roll') s.last = { ...s.last!, roll: Math.floor(Math.random() * 6) + 1 };
      return s;
    },
  }),
};
