import { Match, type LogLine } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocalDriver } from '../local/driver.ts';
import { fold, readable } from './log.ts';
import { Log } from './Table.tsx';

const never = () => Promise.reject(new Error('no bot in this match'));

describe('the log folds each move’s detail lines under its headline (LogLine.detail)', () => {
  const lines: LogLine[] = [
    { text: 'Attacker: place a 5c soldier on square 3.' },
    { text: 'The soldier enters square 3.', detail: true },
    { text: 'Your hand: Rock 4.', to: [1] },
    { text: 'It draws Paper 2.', to: [1], detail: true },
    { text: 'The toss: 1c tails, 2c heads.', detail: true },
  ];

  it('a seat reads its own lines and the public ones, a spectator only the public ones, details kept as such', () => {
    expect(readable(lines, 1)).toEqual([{ text: lines[0].text }, { text: lines[1].text, detail: true }, { text: lines[2].text }, { text: lines[3].text, detail: true }, { text: lines[4].text, detail: true }]);
    expect(readable(lines, null).map((l) => l.text)).toEqual([lines[0].text, lines[1].text, lines[4].text]);
    expect(fold(readable(lines, 1))).toEqual([
      { text: lines[0].text, details: [lines[1].text] },
      { text: lines[2].text, details: [lines[3].text, lines[4].text] },
    ]);
    expect(fold([{ text: 'A stray step.', detail: true }])).toEqual([{ text: 'A stray step.', details: [] }]);
  });

  it('the Log shows headlines, with a "more" toggle holding the details folded', () => {
    const html = renderToStaticMarkup(<Log lines={readable(lines, null)} />);
    expect(html).toContain(`<ol><li>${lines[0].text}<details class="more"><summary>more (2)</summary><ul><li>${lines[1].text}</li><li>${lines[4].text}</li></ul></details></li></ol>`);
    expect(html).not.toContain('<details open');
    expect(html.match(/<details/g)).toHaveLength(1);
  });

  it('a local coins duel: the table gets the engine’s detail lines (the toss spelled out), and undo takes them back', async () => {
    const save = { id: 'log', game: 'coins', players: 2, options: {}, seed: 'log-1', seats: [{ kind: 'me' as const, name: 'You' }, { kind: 'hotseat' as const, name: 'Friend' }], moves: [], createdAt: 0 };
    const d = new LocalDriver(save, { run: never });
    const match = Match.create(findGame('coins')!, { players: 2, seed: 'log-1' });
    // The same lines as the engine's log, in order; some of them details.
    expect(d.get().log.map((l) => l.text)).toEqual(match.log(d.get().seat));
    for (let i = 0; i < 30 && !d.get().canUndo; i++) {
      const seat = d.get().seat!;
      const move = d.get().moves[0].move;
      await d.play(move);
      match.play(seat, move);
      expect(d.get().log.map((l) => l.text)).toEqual(match.log(d.get().seat));
    }
    expect(d.get().log.some((l) => l.detail)).toBe(true);
    expect(d.get().log[0].detail).toBeUndefined();
    expect(d.get().canUndo).toBe(true);
    const before = d.get().log.length;
    await d.undo();
    expect(d.get().log.length).toBeLessThan(before);
    match.undo(d.get().seat!);
    expect(d.get().log.map((l) => l.text)).toEqual(match.log(d.get().seat));
    d.close();
  });
});
