import { canonicalJson, createBot, loadRecord, Match, RECORD_FORMAT, variantDigest, variantGame, type AnyGame, type Variant } from '@ramparts/engine';
import { firstNumberPatch } from '@ramparts/engine/testkit';
import { describe, expect, it } from 'vitest';
import { findGame, games } from './index.ts';

/** A patch that sets the first number of the game's content to itself: a variant that plays as the original. */
const samePatch = (game: AnyGame) => firstNumberPatch(game.content!.files) as Variant['patch'];

/** Plays a match with the level's bots at every seat, at most `limit` moves; returns it. */
function botMatch(game: AnyGame, seed: string, limit = 60): Match {
  const match = Match.create(game, { players: game.playerCounts(game.options.parse({})).min, seed });
  const bot = createBot('easy', `${seed}/bot`, game);
  for (let i = 0; i < limit && match.outcome() === null; i++) {
    const seat = game.actors(match.state)[0]!;
    match.play(seat, bot.chooseMove(game, match.state, seat));
  }
  return match;
}

const cheapArchery: Variant = { format: 1, game: 'dice', name: 'Cheap archery', note: 'Archery Towers cost 1.', patch: { 'towers.json': { towers: { '0': { purchase: 1 } } } } };

describe('a variant is a game of its own', () => {
  it.each(games.map((g) => [g.id, g] as const))('%s: a variant that changes nothing plays the original game move for move, and its record replays exactly', (_, game) => {
    const variant: Variant = { format: 1, game: game.id, name: 'Same', patch: samePatch(game) };
    const original = botMatch(game, 'same');
    const played = botMatch(variantGame(game, variant), 'same');
    expect(played.moves()).toEqual(original.moves());
    const record = JSON.parse(JSON.stringify(played.record()));
    expect(record).toMatchObject({ format: RECORD_FORMAT, variant });
    expect(JSON.stringify(Match.replay(record, findGame).record())).toBe(JSON.stringify(record));
  });

  it('dice: the variant’s Archery Tower costs 1 gold while a match of the original, played in between, still pays the rulebook’s price', () => {
    const variant = variantGame(findGame('dice')!, cheapArchery);
    const dice = findGame('dice')!;
    const mine = Match.create(variant, { players: 1, seed: 'v' });
    const theirs = Match.create(dice, { players: 1, seed: 'v' });
    const archery = (m: Match) => m.game.legalMoves(m.state, 0).map((mv: unknown) => m.game.describeMove(m.state, 0, mv)).find((w: string) => w.includes('Archery'));
    expect(archery(mine)).toMatch(/\(1 gold\)/);
    expect(archery(theirs)).not.toMatch(/\(1 gold\)/);
    expect(archery(mine)).toMatch(/\(1 gold\)/);
    expect((dice.content!.files['towers.json'] as { towers: { purchase: number }[] }).towers[0]!.purchase).toBe(4);
  });

  it('dice: bots play a variant to its end, and the replay of its record is the same game byte for byte', () => {
    const played = botMatch(variantGame(findGame('dice')!, cheapArchery), 'to-the-end', 2000);
    expect(played.outcome()).not.toBeNull();
    const text = JSON.stringify(played.record());
    const { game } = loadRecord(JSON.parse(text), findGame);
    expect(game.variant?.digest).toBe(variantDigest(cheapArchery));
    expect(JSON.stringify(Match.replay(JSON.parse(text), findGame).record())).toBe(text);
  });

  it('record format 4: a format-3 record (before variants) loads and replays as the original game', () => {
    const record = { ...JSON.parse(JSON.stringify(botMatch(findGame('coins')!, 'old', 20).record())), format: 3 };
    const { record: read, game } = loadRecord(record, findGame);
    expect(read.format).toBe(RECORD_FORMAT);
    expect(read.variant).toBeUndefined();
    expect(game.variant).toBeUndefined();
    expect(Match.replay(record, findGame).moves()).toEqual(record.moves);
  });

  it('a record whose variant the content refuses is bad-record, in words naming the variant and the problem', () => {
    const record = { ...JSON.parse(JSON.stringify(botMatch(findGame('dice')!, 'bad', 5).record())), variant: { ...cheapArchery, patch: { 'towers.json': { towers: { '0': { purchase: -3 } } } } } };
    expect(() => loadRecord(record, findGame)).toThrow(/variant "Cheap archery" cannot be played here: .*towers\.json/);
  });

  it('the content digest does not depend on the order of keys', () => {
    const reordered = JSON.parse(JSON.stringify({ patch: cheapArchery.patch, note: cheapArchery.note, name: cheapArchery.name, game: 'dice', format: 1 }));
    expect(canonicalJson(reordered)).toBe(canonicalJson(cheapArchery));
    expect(variantDigest(reordered)).toBe(variantDigest(cheapArchery));
    expect(variantDigest({ ...cheapArchery, name: 'Other' })).not.toBe(variantDigest(cheapArchery));
  });

  it.each([
    ['coins', { 'setup.json': { soldiers: { '1': { square: 40 } } } }, /a soldier starts on square 40, beyond the \d+ squares of the pathway/],
    ['cards', { 'rules.json': { deal: 40 } }, /a deal of 40 to each of \d+ players needs more than the \d+ cards/],
    ['tracks', { 'towers.json': { towers: { '0': { credits: 3 } } } }, /tracks content: tower S1: a Mk 1 tower flips to 1 credits/],
    ['crystal', { 'spawns.json': { cards: { '0': { green: { goblin: 1000 } } } } }, /spawns\.json: cards\.0\.green\.goblin: expected at most 20, got 1000/],
  ])('%s: a change the checks across files (or the limits) refuse is bad-content in words, and nothing changes', (id, patch, words) => {
    const game = findGame(id)!;
    const before = JSON.stringify(game.content!.files);
    expect(() => variantGame(game, { format: 1, game: id, name: 'Too much', patch })).toThrow(words);
    expect(JSON.stringify(game.content!.files)).toBe(before);
  });
});
