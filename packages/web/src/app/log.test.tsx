import { Match, type LogLine } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocalDriver } from '../local/driver.ts';
import { filterLog, fold, groupLog, readable, seatOfLine, type LogEntry } from './log.ts';
import { Log } from './LogPanel.tsx';

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
    expect(html).toContain(`<li>${lines[0].text}<details class="more"><summary>more (2)</summary><ul><li>${lines[1].text}</li><li>${lines[4].text}</li></ul></details></li>`);
    expect(html).not.toContain('<details open');
    expect(html.match(/<details/g)).toHaveLength(1);
  });

  it('a local coins duel: the table gets the engine’s detail lines (the toss spelled out), and undo takes them back', async () => {
    const save = { id: 'log', game: 'coins', players: 2, options: {}, seed: 'log-1', seats: [{ kind: 'me' as const, name: 'You' }, { kind: 'hotseat' as const, name: 'Friend' }], moves: [], createdAt: 0 };
    const d = new LocalDriver(save, findGame(save.game)!, { run: never });
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

describe('the log grouped by turn, condensed and filtered (#16)', () => {
  const names = ['Attacker', 'Defender'];
  const e = (text: string, seat?: number, move?: number, details: string[] = []): LogEntry => ({ text, details, ...(seat !== undefined ? { seat } : {}), ...(move !== undefined ? { move } : {}) });

  it('a plain headline’s seat is read from its first words, the longest name first', () => {
    expect(seatOfLine('Defender wounds the 1c on square 4', names)).toBe(1);
    expect(seatOfLine('The Attacker tosses the reinforcements', names)).toBe(0);
    expect(seatOfLine('Turn 2 begins.', names)).toBeUndefined();
    expect(seatOfLine('Player 10 builds', ['Player 1', 'Player 10'])).toBe(1);
    expect(seatOfLine('Player 1 builds', ['Player 1', 'Player 10'])).toBe(0);
  });

  it('consecutive moves of one seat form one group; a line of no seat stays with the turn before it', () => {
    const groups = groupLog([e('A game begins.'), e('Attacker places', 0, 0), e('Turn 2 begins.', 0, 0), e('Attacker moves', 0, 1), e('Defender stops', 1, 2), e('Attacker places', 0, 3)], names);
    expect(groups.map((g) => [g.seat, g.entries.length])).toEqual([
      [undefined, 1],
      [0, 3],
      [1, 1],
      [0, 1],
    ]);
    // Online: no move indices, seats read from the words.
    expect(groupLog([e('Defender stops with 2 damage'), e('Defender wounds the 1c')], names).map((g) => [g.seat, g.entries.length])).toEqual([[1, 2]]);
  });

  it('a bot’s turn of more than three steps is folded; a person’s never', () => {
    const run = [0, 1, 2, 3].map((i) => e(`Defender step ${i}`, 1, i));
    expect(groupLog(run, names, new Set([1]))[0].folded).toBe(true);
    expect(groupLog(run.slice(0, 3), names, new Set([1]))[0].folded).toBe(false);
    expect(groupLog(run, names, new Set([0]))[0].folded).toBe(false);
    const html = renderToStaticMarkup(<Log lines={run.map((x) => ({ text: x.text, seat: 1, move: x.move }))} seatNames={names} bots={new Set([1])} />);
    expect(html).toContain('<summary>3 earlier steps</summary>');
    expect(html).toContain('<p class="turn-head"');
  });

  it('Mine keeps the seat’s own turns, Combat only the entries about fighting (a detail line counts), Everyone all', () => {
    const groups = groupLog([e('Attacker places', 0, 0), e('Defender wounds the 1c', 1, 1), e('Defender stops', 1, 2, ['The soldier is killed.'])], names);
    const fights = (l: string) => /wound|kill/.test(l);
    expect(filterLog(groups, 'everyone', 0).length).toBe(2);
    expect(filterLog(groups, 'mine', 0).map((g) => g.seat)).toEqual([0]);
    expect(filterLog(groups, 'mine', null)).toEqual([]);
    expect(filterLog(groups, 'combat', 0, fights).flatMap((g) => g.entries.map((x) => x.text))).toEqual(['Defender wounds the 1c', 'Defender stops']);
  });

  it('an entry whose move the board can show is a button; the marked one is pressed', () => {
    const html = renderToStaticMarkup(<Log lines={[{ text: 'Attacker places', seat: 0, move: 0 }, { text: 'Defender stops', seat: 1, move: 1 }]} seatNames={names} canMark={(i) => i === 0} onMark={() => undefined} marked={0} />);
    expect(html).toMatch(/<button class="log-entry" aria-pressed="true"[^>]*>Attacker places<\/button>/);
    expect(html).not.toMatch(/<button[^>]*>Defender stops/);
  });
});
