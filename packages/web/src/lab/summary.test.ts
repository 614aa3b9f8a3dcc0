import { readFileSync } from 'node:fs';
import type { CellMeasures } from '@ramparts/lab/types';
import { describe, expect, it } from 'vitest';
import { MEASURES } from '@ramparts/lab/measure-words.ts';
import { fileNameOf, sameOriginUrl } from './source.ts';
import { readRunSummary } from '@ramparts/lab/summary-schema.ts';

const fixtureText = readFileSync(new URL('../../test/fixtures/lab-summary.json', import.meta.url), 'utf8');

describe('reading a run summary', () => {
  it('accepts the fixture and keeps what it says, unknown fields included', () => {
    const withExtra = JSON.parse(fixtureText) as Record<string, unknown>;
    withExtra.fromANewerLab = 1;
    const summary = readRunSummary(JSON.stringify(withExtra), 'summary.json');
    expect(summary.cells).toHaveLength(4);
    expect(summary.cells[3].measures.inBand).toBe(false);
    expect((summary as unknown as Record<string, unknown>).fromANewerLab).toBe(1);
  });

  it('says in one sentence that a file is not JSON', () => {
    expect(() => readRunSummary('{ not json', 'garbled.json')).toThrow('garbled.json is not a lab run summary (the summary.json of a run folder): it is not JSON.');
  });

  it('names the first problem of a JSON file of another shape', () => {
    const broken = JSON.parse(fixtureText) as { cells: { measures: Record<string, unknown> }[] };
    broken.cells[1].measures.winRate = 0.5;
    const error = (() => {
      try {
        readRunSummary(JSON.stringify(broken), 'summary.json');
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toMatch(/^summary\.json is not a lab run summary .*: cells\.1\.measures\.winRate: expected an object/);
    expect(error?.message).not.toContain('\n');
    expect(() => readRunSummary('[]', 'record.json')).toThrow(/^record\.json is not a lab run summary/);
  });
});

describe('the measures table', () => {
  it('has words and a definition for every measure of a cell it shows, and shows every scalar measure', () => {
    const shown = new Set(MEASURES.map((m) => m.id));
    // The per-kind, per-figure and per-game lists are the charts' business; everything else is a column.
    const measureKeys: (keyof CellMeasures)[] = ['games', 'winRate', 'seatWins', 'balance', 'completion', 'decisiveness', 'lostTo', 'duration', 'branching', 'leadChanges', 'drama', 'skill', 'band'];
    for (const key of measureKeys) expect(shown.has(key), key).toBe(true);
    for (const m of MEASURES) {
      expect(m.words.length).toBeGreaterThan(2);
      expect(m.definition).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('reads the fixture in words: an interval, a band out of reach, a dash for a measure the game cannot have', () => {
    const summary = readRunSummary(fixtureText, 'summary.json');
    const row = (i: number) => Object.fromEntries(MEASURES.map((m) => [m.id, m.text(summary.cells[i].measures, summary)]));
    expect(row(0).winRate).toBe('85% (71–93%)');
    expect(row(0).band).toBe('In band (easy, ≥ 80%)');
    expect(row(3).band).toBe('Out of band (normal, 45–65%)');
    expect(row(3).skill).toBe('—');
    expect(row(0).seatWins).toBe('Player 1 85%');
    // a co-operative loss is named, not left among the draws
    expect(MEASURES.find((m) => m.id === 'lostTo')!.text({ ...summary.cells[0].measures, lostTo: { 'the horde': 0.15 } }, summary)).toBe('the horde 15%');
    expect(row(0).lostTo).toBe('—');
  });
});

describe('opening a summary by address', () => {
  const origin = 'http://127.0.0.1:3000';
  it('takes a path of this site', () => {
    expect(sameOriginUrl('/runs/dice/summary.json', origin)).toBe(`${origin}/runs/dice/summary.json`);
    expect(fileNameOf('/runs/dice/summary.json?x=1')).toBe('summary.json');
  });
  it('refuses another site, however it is written', () => {
    for (const path of ['https://evil.example/summary.json', '//evil.example/summary.json', '/\\evil.example/s.json', 'javascript:alert(1)', 'runs/summary.json']) {
      expect(() => sameOriginUrl(path, origin), path).toThrow(/^Only a summary on this site can be opened by address/);
    }
  });
});
