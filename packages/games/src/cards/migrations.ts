import type { GameMigration } from '@ramparts/engine';

/**
 * Records of older versions, brought forward so that they replay as they were played.
 *
 * 1 → 2: version 2 adds our stall rule (option `endStalls`, on by default: too many cards taken from the discard
 * pile while towers wait forces them down). A version 1 game had only the rulebook's empty draw pile, so an old
 * record replays with `endStalls: false`, move for move.
 */
export const migrations: GameMigration[] = [
  {
    from: '1',
    to: '2',
    up: (record) => {
      const old = (typeof record.options === 'object' && record.options !== null ? record.options : {}) as Record<string, unknown>;
      return { options: { ...old, endStalls: false }, moves: record.moves };
    },
  },
];
