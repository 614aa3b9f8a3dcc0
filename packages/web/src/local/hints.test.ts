import { findGame } from '@ramparts/games';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from '../testing/fake-browser.ts';
import { inlineHints } from './bots.ts';
import { LocalDriver } from './driver.ts';
import { loadLocal, type LocalSave } from './store.ts';

const browser = fakeBrowser();
beforeEach(() => browser.install());
afterEach(() => browser.reset());

const never = () => Promise.reject(new Error('no bot in this match'));

/** A hot-seat coins match (both seats people here), hints allowed or not. */
function coins(hintsAllowed: boolean): LocalSave {
  return { id: 'h1', game: 'coins', players: 2, options: {}, seed: 'hints', seats: [{ kind: 'me', name: 'You' }, { kind: 'hotseat', name: 'Friend' }], moves: [], createdAt: 0, ...(hintsAllowed ? { hintsAllowed: true, hints: [] } : {}) };
}

describe('#17 hints in a local match', () => {
  it('allowed: three legal moves of the seat to act, best first, in words with chances; the use is kept in the save and survives reopening', async () => {
    const save = coins(true);
    const d = new LocalDriver(save, findGame(save.game)!, { run: never, hint: inlineHints() });
    expect(d.get().hintsAllowed).toBe(true);
    const seat = d.get().seat!;
    const legal = d.get().moves.map((m) => JSON.stringify(m.move));
    const hints = await d.hint();
    expect(hints.length).toBe(Math.min(3, legal.length));
    for (const h of hints) {
      expect(legal).toContain(JSON.stringify(h.move));
      expect(h.chance).toBeGreaterThanOrEqual(0);
      expect(h.chance).toBeLessThanOrEqual(1);
      expect(h.text.length).toBeGreaterThan(0);
    }
    expect(d.get().hintsUsed).toEqual([{ seat, at: 0 }]);
    expect(loadLocal('h1')?.hints).toEqual([{ seat, at: 0 }]);
    // Played on and reopened: the use stays, and the record a replay reads has it.
    await d.play(d.get().moves[0].move);
    const again = new LocalDriver(loadLocal('h1')!, findGame((loadLocal('h1')!).game)!, { run: never });
    expect(again.get().hintsUsed).toEqual([{ seat, at: 0 }]);
  });

  it('off (the default): a hint is refused and nothing is recorded', async () => {
    const d = new LocalDriver(coins(false), findGame((coins(false)).game)!, { run: never, hint: inlineHints() });
    expect(d.get().hintsAllowed).toBe(false);
    await expect(d.hint()).rejects.toThrow(/Hints are off/);
    expect(d.get().hintsUsed).toEqual([]);
    expect(loadLocal('h1')?.hints).toBeUndefined();
  });

  it('refused while a bot’s seat acts: a hint is for the person whose turn it is', async () => {
    // Coins opens with the Attacker (seat 0), a bot here; the person plays the Defender.
    const save = { ...coins(true), seats: [{ kind: 'bot' as const, bot: 'random', name: 'Bot' }, { kind: 'me' as const, name: 'You' }] };
    const d = new LocalDriver(save, findGame(save.game)!, { run: () => new Promise(() => undefined), hint: inlineHints() });
    expect(d.get().actors).toEqual([0]);
    await expect(d.hint()).rejects.toThrow(/your own turn/);
    expect(d.get().hintsUsed).toEqual([]);
    d.close();
  });
});
