import { describe, expect, it } from 'vitest';
import type { Row } from './drive.ts';
import { ratioTable } from './report.ts';

const row = (target: string, cpuPerMove: number, clients = 100, think = 0): Row => ({
  target, clients, think, cpuPerMove,
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
      '| coins | 100 | — | 0.150 | 0.100 | 1.50 | yes |',
      '| coins | 1000 | 200 | 0.360 | 0.120 | 3.00 | no |',
      '| tracks | 100 | — | 0.500 | 0.200 | 2.50 | no |',
    ]);
  });

  it('leaves out a step the echo has no row for', () => {
    expect(ratioTable([row('sqlite (coins)', 0.2)], ['coins']).split('\n')).toHaveLength(2);
  });

  it('leaves out a step where no move was answered (no tables set up): its CPU per move is the idle server over 1', () => {
    const failed = { ...row('sqlite (coins)', 240), moves: 0, rate: 0 };
    expect(ratioTable([row('echo (coins states)', 0.1), failed], ['coins']).split('\n')).toHaveLength(2);
  });
});
