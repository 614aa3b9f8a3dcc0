import type { GameMigration } from '@ramparts/engine';

/**
 * Records of older versions, brought forward so that they replay as they were played.
 *
 * 1 → 2: version 2 limits the garrison to three tosses a turn and, in solo-attacker, lets the player choose for the
 * rules' Defender (a new move). A version 1 game had no toss limit and a fixed rule chose; both live on as options
 * (`garrisonTosses: 'unlimited'`, `soloChoice: 'fixed'`), so an old record needs no new move and replays move for move.
 */
export const migrations: GameMigration[] = [
  {
    from: '1',
    to: '2',
    up: (record) => {
      const old = (typeof record.options === 'object' && record.options !== null ? record.options : {}) as Record<string, unknown>;
      return { options: { ...old, garrisonTosses: 'unlimited', soloChoice: 'fixed' }, moves: record.moves };
    },
  },
];
