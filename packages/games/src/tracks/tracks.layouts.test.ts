import { createBot, Match, RuleError, variantGame, type AnyGame, type Variant } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { TRACKS_LAYOUT_LIMITS, tracksLayoutChecks, tracksLayoutProblems } from './content/layout-checks.ts';
import { tracks } from './index.ts';
import { fieldOf } from './rules/field.ts';
import type { TracksState } from './state.ts';

const meadow = () => ({ rows: [...content.layouts.get('meadow')!.rows] });
/** The Meadow with row `r` (from 0) written anew. */
const withRow = (r: number, text: string) => {
  const l = meadow();
  l.rows[r] = text;
  return l;
};
const messages = (check: keyof typeof tracksLayoutChecks, l: { rows: string[] }) => tracksLayoutChecks[check](l).map((p) => p.message);

describe('tracks layout checks', () => {
  it('every shipped layout passes every check', () => {
    for (const l of content.layouts.values()) expect(tracksLayoutProblems(l), l.id).toEqual([]);
  });

  it('size: at least one row, at most 30, each of at most 100 spaces', () => {
    expect(messages('size', { rows: [] })).toEqual(['A field needs at least one row.']);
    expect(messages('size', { rows: [...meadow().rows, ...meadow().rows, ...meadow().rows, '...'] })).toEqual([`A field has at most ${TRACKS_LAYOUT_LIMITS.rows} rows; this one has 31.`]);
    const long = withRow(0, Array<string>(101).fill('###').join(' '));
    expect(tracksLayoutChecks.size(long)).toEqual([{ path: ['rows', '0'], message: 'Row 1 has 101 spaces; a row has at most 100.' }]);
  });

  it('rectangle: every row has as many spaces as the first', () => {
    expect(tracksLayoutChecks.rectangle(withRow(4, '### ### ... ### ### ... ### ### ... ### ###'))).toEqual([
      { path: ['rows', '4'], message: 'Row 5 has 11 spaces, the first row 12; a field is a rectangle.' },
    ]);
  });

  it('tokens: every space is a track piece, free ground or an obstacle', () => {
    expect(tracksLayoutChecks.tokens(withRow(2, '... ... X ... ... ... ... ... ... ... ... A13'))).toEqual([
      { path: ['rows', '2', '2'], message: '"X" (row 3, space 3) is not a space: write A01-A25, B01-B25, "..." or "###".' },
    ]);
    expect(messages('tokens', withRow(2, '... ... A26 ... ... ... ... ... ... ... ... A13'))).toHaveLength(1);
  });

  it('tracksComplete: each track runs from 01 to 25, every piece placed once', () => {
    // A13 written over: Track A is broken there.
    expect(tracksLayoutChecks.tracksComplete(withRow(2, '... ... ... ... ... ... ... ... ... ... ... ...'))).toEqual([
      { path: ['rows'], message: 'Track A is broken: A13 is missing; a track runs from 01 to 25.' },
    ]);
    // A free space turned into a second B07: placed twice.
    expect(tracksLayoutChecks.tracksComplete(withRow(2, 'B07 ... ... ... ... ... ... ... ... ... ... A13'))).toEqual([
      { path: ['rows', '6', '6'], message: 'B07 is placed twice; each track piece is placed once.' },
    ]);
  });

  it('content.apply refuses a broken layout with bad-content naming the file and the problem, and changes nothing', () => {
    const before = meadow();
    const apply = () => tracks.content!.apply({ 'layouts.json': { layouts: { '0': { rows: { '2': '... ... ... ... ... ... ... ... ... ... ... ...' } } } } });
    expect(apply).toThrow(RuleError);
    expect(apply).toThrow(/^tracks content layouts\.json: layouts\.0\.rows: Track A is broken: A13 is missing/);
    expect(() => tracks.content!.apply({ 'layouts.json': { layouts: [content.layouts.get('river')] } })).toThrow(/layouts\.json: layouts: a variant keeps the layouts meadow, river, fortress/);
    // A campaign page plays on the Meadow: 2.A keeps its field to 120 spaces.
    const wider = { rows: [...before.rows, Array<string>(12).fill('...').join(' ')] };
    expect(() => tracks.content!.apply({ 'layouts.json': { layouts: { '0': wider } } })).toThrow(/^tracks content layouts\.json: layouts\.0\.rows: a campaign Playing Field has at most 120 spaces, this one 132 \(campaign page L1M\d plays on meadow\)$/);
    expect(content.layouts.get('meadow')!.rows).toEqual(before.rows);
  });

  it('a player-written layout (the layout option) is refused by the same checks', () => {
    const broken = withRow(2, '... ... ... ... ... ... ... ... ... ... ... ...');
    expect(tracks.options.safeParse({ layout: { name: 'Broken', ...broken } }).success).toBe(false);
  });
});

/** The Meadow with the first free space of its building lane (row 3, first space) an obstacle. */
const blocked: Variant = {
  format: 1,
  game: 'tracks',
  name: 'Meadow with a rock',
  patch: { 'layouts.json': { layouts: { '0': { rows: { '2': '### ... ... ... ... ... ... ... ... ... ... A13' } } } } },
};

describe('a tracks variant that redraws a layout', () => {
  it('sets up on the patched field while it runs, and on the original outside it', () => {
    const game = variantGame(tracks, blocked);
    const mine = Match.create(game, { players: 1, seed: 'rock' }).state as TracksState;
    const theirs = Match.create(tracks, { players: 1, seed: 'rock' }).state as TracksState;
    expect(fieldOf(mine.layout.rows).tokens[24]).toBe('###');
    expect(fieldOf(theirs.layout.rows).tokens[24]).toBe('...');
    expect(fieldOf(mine.layout.rows).open).not.toContain(24);
    expect(content.layouts.get('meadow')!.rows[2]).toMatch(/^\.\.\. /);
  });

  it('bots play it to the end, never building on the rock, while the original game played in between is untouched', () => {
    const playOut = (game: AnyGame, seed: string, between: () => void = () => {}) => {
      const match = Match.create(game, { players: 1, seed });
      const bot = createBot('normal', `${seed}/bot`, game);
      for (let i = 0; i < 5000 && match.outcome() === null; i++) {
        const seat = match.actors()[0]!;
        const move = bot.chooseMove(game, match.state, seat) as { type: string; cell?: number };
        if (game !== tracks) expect(move.type === 'build' && move.cell === 24).toBe(false);
        match.play(seat, move);
        between();
      }
      return match;
    };
    const alone = playOut(tracks, 'untouched');
    const original = Match.create(tracks, { players: 1, seed: 'untouched' });
    const bot = createBot('normal', 'untouched/bot', tracks);
    const stepOriginal = () => {
      if (original.outcome() !== null) return;
      const seat = original.actors()[0]!;
      original.play(seat, bot.chooseMove(tracks, original.state, seat));
    };
    const played = playOut(variantGame(tracks, blocked), 'rock-to-the-end', stepOriginal);
    while (original.outcome() === null) stepOriginal();
    expect(played.outcome()).not.toBeNull();
    expect((played.state as TracksState).layout.rows[2]).toMatch(/^### /);
    expect(original.moves()).toEqual(alone.moves());
    expect(original.outcome()).toEqual(alone.outcome());
  });
});
