import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { expandCells } from './experiment.ts';
import { runProgress } from './progress.ts';
import { fakeKit } from './testing/fake-kit.ts';

/** A stream that keeps what it is given and says whether it is a terminal. */
class Screen extends Writable {
  text = '';
  columns = 100;
  constructor(readonly isTTY: boolean) {
    super();
  }
  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

describe('runProgress', () => {
  const [a, b] = expandCells({ name: 'x', game: 'sprint', options: {}, bots: 'random', axes: [{ path: 'players', values: [2, 3] }], stop: { games: 4 }, seed: 's' }, fakeKit);

  it('draws nothing when the stream is not a terminal', () => {
    const screen = new Screen(false);
    const progress = runProgress(screen);
    progress.onProgress({ cell: a, cellGames: 1, cellTarget: 4, runGames: 1, runTarget: 8 });
    progress.stop();
    expect(screen.text).toBe('');
  });

  it('draws the whole run and each cell at work on a terminal', () => {
    const screen = new Screen(true);
    const progress = runProgress(screen);
    progress.onProgress({ cell: a, cellGames: 2, cellTarget: 4, runGames: 2, runTarget: 8 });
    progress.onProgress({ cell: b, cellGames: 1, cellTarget: 4, runGames: 3, runTarget: 8 });
    progress.onProgress({ cell: a, cellGames: 4, cellTarget: 4, runGames: 5, runTarget: 8 });
    progress.stop();
    expect(screen.text).toContain('games in all');
    expect(screen.text).toContain('1/4 players 3');
  });
});
