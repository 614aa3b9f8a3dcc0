import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBot, Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { expect, it } from 'vitest';
import { newPage, shot, sidewaysScroll, type Harness } from '../browser.ts';
import { scrubReplay } from './online.ts';

/** A record file (as the CLI saves it) opened from the home page's file input. */
export function recordFileTests(harness: () => Harness): void {
  it('a record file opened from the home page replays move by move; a file that is not a record says so', async () => {
    const h = harness();
    const dir = mkdtempSync(join(tmpdir(), 'ramparts-record-'));
    const file = join(dir, 'coins-record.json');
    const record = coinsRecord('file-7');
    writeFileSync(file, JSON.stringify(record));
    const bad = join(dir, 'not-a-record.json');
    writeFileSync(bad, '{ not json');

    // At phone width: the replay's controls and board fit without sideways scrolling too.
    const page = await newPage(h, 390, 844);
    await page.goto(h.url);
    await page.getByLabel('Open a record file (.json)').setInputFiles(bad);
    await page.getByText('not-a-record.json is not a record').waitFor();
    await page.getByLabel('Open a record file (.json)').setInputFiles(file);
    await page.getByRole('heading', { name: 'Replay: Coin Siege' }).waitFor();
    const total = record.moves.length;
    // It opens at the setup (#31.8).
    await expect.poll(() => page.locator('.status').textContent()).toContain(`Move 0 of ${total}`);
    await scrubReplay(page, total);
    expect(await sidewaysScroll(page)).toBe(0);
    await shot(page, 'phone-record-file-replay');
    await page.context().close();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
}

/** A coins duel played to its end by random bots, recorded as the CLI would save it. */
function coinsRecord(seed: string) {
  const game = findGame('coins')!;
  const match = Match.create(game, { players: 2, options: {}, seed });
  const bots = [createBot('random', `${seed}:0`), createBot('random', `${seed}:1`)];
  while (!match.outcome()) {
    const seat = match.actors()[0];
    match.play(seat, bots[seat].chooseMove(game, match.state, seat));
  }
  return match.record(['Ada', 'Bo']);
}
