import { describe, expect, it } from 'vitest';
import type { Row } from './drive.ts';
import { ratioTable } from './report.ts';

const row = (target: string, cpuPerMove: number, clients = 100, think = 0, round = 1): Row => ({
  target, round, clients, think, cpuPerMove, mainCpuPerMove: cpuPerMove / 2,
  connected: clients, moves: 1000, rate: 100, p50: 1, p95: 2, p99: 3, serverCpu: 50, bytesToMover: 1, bytesToOthers: 1, clientCpu: 50, problems: [],
});

describe('ratioTable (issue #28)', () => {
  it("divides each game's SQLite CPU per move by the echo carrying that game's states, step by step", () => {
    const rows = [
      row('echo', 0.05),
      row('echo (coins states)', 0.1),
      row('echo (tracks states)', 0.2),
      row('echo (coins states)', 0.12, 1000, 200),
      row('sqlite (coins)', 0.15),
      row('sqlite (tracks)', 0.5),
      row('sqlite (coins)', 0.36, 1000, 200),
      row('postgres (coins)', 9),
    ];
    const lines = ratioTable(rows, ['coins', 'tracks']).split('\n');
    expect(lines.slice(2)).toEqual([
      '| coins | 100 | — | 1 | 0.150 | 0.075 | 0.100 | 0.050 | 1.50 | yes |',
      '| coins | 1000 | 200 | 1 | 0.360 | 0.180 | 0.120 | 0.060 | 3.00 | no |',
      '| tracks | 100 | — | 1 | 0.500 | 0.250 | 0.200 | 0.100 | 2.50 | no |',
    ]);
  });

  it("pairs each round's rows and shows the median of the rounds' ratios (BENCH_REPEAT)", () => {
    const rows = [
      row('echo (coins states)', 0.1, 100, 0, 1),
      row('sqlite (coins)', 0.3, 100, 0, 1),
      row('echo (coins states)', 0.2, 100, 0, 2),
      row('sqlite (coins)', 0.3, 100, 0, 2),
      row('echo (coins states)', 0.15, 100, 0, 3),
      row('sqlite (coins)', 0.27, 100, 0, 3),
    ];
    // Ratios 3, 1.5 and 1.8: their median is 1.8, not the ratio of the medians (0.3 ÷ 0.15 = 2).
    expect(ratioTable(rows, ['coins']).split('\n')[2]).toBe('| coins | 100 | — | 3 | 0.300 | 0.150 | 0.150 | 0.075 | 1.80 | yes |');
  });

  it('leaves out a step the echo has no row for', () => {
    expect(ratioTable([row('sqlite (coins)', 0.2)], ['coins']).split('\n')).toHaveLength(2);
  });

  it('leaves out a step where no move was answered (no tables set up): its CPU per move is the idle server over 1', () => {
    const failed = { ...row('sqlite (coins)', 240), moves: 0, rate: 0 };
    expect(ratioTable([row('echo (coins states)', 0.1), failed], ['coins']).split('\n')).toHaveLength(2);
  });
});
