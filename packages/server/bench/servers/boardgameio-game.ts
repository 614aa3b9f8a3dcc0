// Our coins rules as a boardgame.io Game, so that boardgame.io's server can be measured on the same rules as
// ours: one move, `play(move)`, which runs our `play` (our seeded Random kept in G, so a match is deterministic);
// our rules decide whose turn it is (every seat is active for boardgame.io, a move out of turn is INVALID_MOVE).
// `playerView` gives what our server sends a seat: its view, and its legal moves with their words when it acts.
// No boardgame.io code here: its two constants come in as arguments (the package is installed only on demand).
import { createRandom, isRuleError, restoreRandom, type AnyGame, type Random, type RandomState } from '@ramparts/engine';
import { findGame } from '@ramparts/games';

export const GAME_NAME = 'coins';

/** G: our state and where our generator stands. */
export interface CoinsG {
  state: unknown;
  random: RandomState;
  draws: number;
}

/** What a seat is sent as G. */
export interface SeatView {
  view: unknown;
  moves: { move: unknown; text: string }[];
  actors: number[];
  outcome: unknown;
}

/** What the wrapper needs of boardgame.io: two values of its `core`, and `original` of the immer it uses. */
export interface BoardgameioCore {
  INVALID_MOVE: string;
  ActivePlayers: { ALL: object };
  /**
   * A move gets G as an immer draft (a proxy). Our rules are pure and copy what they change, so they read the
   * plain G under the draft and the move returns a new G, as any pure reducer wrapped for boardgame.io would
   * (reading the whole state through the proxies took about a third of its server's CPU per move at 200 clients).
   */
  original: <T>(draft: T) => T | undefined;
}

interface Context {
  G: CoinsG;
  playerID?: string | null;
}

function coins(): AnyGame {
  const game = findGame('coins');
  if (!game) throw new Error('the coins game is missing from @ramparts/games');
  return game;
}

/** A duel of coins at its default options, dealt from `seed`. */
export function coinsSetup(seed: string): { game: AnyGame; state: unknown; random: Random } {
  const game = coins();
  const random = createRandom(seed);
  const state: unknown = game.setup(2, game.options.parse({}), random);
  return { game, state, random };
}

export function coinsGame({ INVALID_MOVE, ActivePlayers, original }: BoardgameioCore) {
  const game = coins();
  return {
    name: GAME_NAME,
    minPlayers: 2,
    maxPlayers: 2,
    setup: (_ctx: unknown, setupData?: { seed?: unknown }): CoinsG => {
      const { state, random } = coinsSetup(typeof setupData?.seed === 'string' ? setupData.seed : 'bench');
      return { state, random: random.save(), draws: random.draws };
    },
    turn: { activePlayers: ActivePlayers.ALL },
    moves: {
      play: ({ G: draft, playerID }: Context, move: unknown): CoinsG | string => {
        const G = original(draft) ?? draft;
        const random = restoreRandom(G.random, G.draws);
        try {
          const state: unknown = game.play(G.state, Number(playerID), move, random);
          return { state, random: random.save(), draws: random.draws };
        } catch (e) {
          if (isRuleError(e)) return INVALID_MOVE;
          throw e;
        }
      },
    },
    endIf: ({ G }: Context) => game.outcome(G.state) ?? undefined,
    playerView: ({ G, playerID }: Context): SeatView => seatView(game, G.state, playerID == null ? null : Number(playerID)),
  };
}

/** A seat's (or a spectator's, null) view, and its legal moves in words when it may act. */
export function seatView(game: AnyGame, state: unknown, seat: number | null): SeatView {
  const actors: number[] = game.actors(state);
  const acts = seat !== null && actors.includes(seat);
  return {
    view: game.view(state, seat),
    moves: acts ? (game.legalMoves(state, seat) as unknown[]).map((move) => ({ move, text: game.describeMove(state, seat, move) })) : [],
    actors,
    outcome: game.outcome(state),
  };
}
