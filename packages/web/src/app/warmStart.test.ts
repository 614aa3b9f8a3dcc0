import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadUi = vi.fn(() => Promise.resolve({}));
const loadGame = vi.fn(() => Promise.resolve({}));
vi.mock('../games/index.ts', () => ({ hasUi: (g: string) => ['coins', 'cards'].includes(g), loadUi }));
vi.mock('../games/rules.ts', () => ({ loadGame }));

const { warmStart } = await import('./warmStart.ts');

const saves: Record<string, string> = {
  'ramparts:local:a1': JSON.stringify({ id: 'a1', game: 'coins', players: 2, moves: [], createdAt: 1 }),
  'ramparts:local:odd': JSON.stringify({ id: 'odd', game: 'chess', players: 2, moves: [], createdAt: 1 }),
  'ramparts:local:bad': '{not json',
};

describe('warmStart: a local table opened by its address fetches its game at once', () => {
  beforeEach(() => {
    loadUi.mockClear();
    loadGame.mockClear();
    vi.stubGlobal('localStorage', { getItem: (k: string) => saves[k] ?? null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("starts loading the save's board and rules", async () => {
    warmStart('#/local/a1');
    await vi.waitFor(() => expect(loadUi).toHaveBeenCalledWith('coins'));
    expect(loadGame).toHaveBeenCalledWith('coins');
  });

  it('starts nothing for another page, a missing or damaged save, or a game that is not one of ours', async () => {
    for (const hash of ['#/', '#/match/a1', '#/replay/local/a1', '#/local/none', '#/local/bad', '#/local/odd']) warmStart(hash);
    await new Promise((r) => setTimeout(r, 20));
    expect(loadUi).not.toHaveBeenCalled();
    expect(loadGame).not.toHaveBeenCalled();
  });
});
