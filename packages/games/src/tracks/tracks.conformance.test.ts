import { conformance } from '@ramparts/engine/testkit';
import { describe, it } from 'vitest';
import { tracks } from './index.ts';

describe('Tracks & Waves conformance', () => {
  const setups = [
    { players: 2, options: {} },
    { players: 1, options: {} },
    { players: 3, options: { level: 2 } },
    { players: 4, options: { level: 3 } },
    { players: 2, options: { difficulty: '2/2/3/3', layout: 'fortress', lives: 4 } },
    { players: 1, options: { skillBoards: [{ board: 'tactics', side: 'b' }, { board: 'repair', side: 'b' }], startingCredits: 0 } },
  ];
  // Random playouts of six setups with every legal move tried every 5th step: about 40 s alone, more on a busy machine.
  for (const c of conformance(tracks, setups)) it(c.name, c.run, 180_000);
});
