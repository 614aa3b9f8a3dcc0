// "Trouble": Dice Nim with bots that misbehave, for the tests of the bot pool and of a server that must outlive
// them. Its random bot plays ordinary Dice Nim; each named bot breaks one way:
// - `loop` never answers (a search that would run for ever);
// - `hog` allocates until its worker runs out of memory;
// - `throws` throws while choosing;
// - `boom` chooses a move the game's schema accepts but whose `play` throws a plain Error (a bug in a game,
//   met on the server's main thread, not in the worker).
import { z } from 'zod';
import type { AnyGame, Bot, Game } from '@ramparts/engine';
import { toys } from '@ramparts/engine/testkit';

type NimState = toys.NimState;
type TroubleMove = toys.NimMove | { type: 'boom' };

const nim = toys.diceNim;
const moveSchema = z.union([nim.moveSchema, z.object({ type: z.literal('boom') })]) as z.ZodType<TroubleMove>;

function bot(name: string, chooseMove: Bot['chooseMove']): (seed: string) => Bot {
  return () => ({ name, chooseMove });
}

/** Memory the `hog` bot holds on to, so the garbage collector cannot take it back. */
const hoard: unknown[] = [];

export const trouble: Game<NimState, TroubleMove, toys.NimOptions, NimState> = {
  ...nim,
  id: 'trouble',
  title: 'Trouble',
  moveSchema,
  fast: undefined,
  play(state, seat, move, random, log) {
    if (move.type === 'boom') throw new Error('the game broke while playing this move');
    return nim.play(state, seat, move, random, log);
  },
  describeMove: (s, seat, m) => (m.type === 'boom' ? 'Break the game' : nim.describeMove(s, seat, m)),
  menuPath: (s, seat, m) => (m.type === 'boom' ? ['Boom'] : nim.menuPath!(s, seat, m)),
  bots: {
    loop: bot('loop', () => {
      for (;;) {
        // Thinks for ever.
      }
    }),
    hog: bot('hog', () => {
      for (;;) hoard.push(new Array(1 << 16).fill(hoard.length));
    }),
    throws: bot('throws', () => {
      throw new Error('the bot broke while thinking');
    }),
    boom: bot('boom', () => ({ type: 'boom' })),
  },
};

export const troubleGame = trouble as AnyGame;
