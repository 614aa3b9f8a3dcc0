import { content } from '@ramparts/games/coins/content/index.ts';
import { describe, expect, it } from 'vitest';
import { drawable } from '../layout.ts';
import { boardsOf, count, markup, patched, sheetsOf, tokensOf, words } from '../testing.tsx';
import type { BoardSpec, SheetSpec, TokenSpec } from '../types.ts';
import { coinsPrint } from './coins.tsx';

const boards = (): BoardSpec[] => boardsOf(coinsPrint.sections());
const sheets = (): SheetSpec[] => sheetsOf(coinsPrint.sections());
const tokens = (): TokenSpec[] => tokensOf(coinsPrint.sections());
/** Every picture of the box, one markup. */
const allMarkup = (): string => [...boards().map((b) => b.art), ...sheets().map((s) => s.art), ...tokens().map((t) => t.front)].map(markup).join('\n');
const hpMarkup = (): string => sheets().filter((s) => s.id.startsWith('hit-points')).map((s) => markup(s.art)).join('');
const turnMarkup = (): string => markup(sheets().find((s) => s.id === 'turn-track')!.art);
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const allSetups = () => [content.setup, ...Object.values(content.crusade.players)];
const crusadeMost = (): number => Math.max(...Object.keys(content.crusade.players).map(Number));

describe('Coin Siege in print', () => {
  it('is titled as the game list names it', () => {
    expect(coinsPrint.title).toBe('Coin Siege');
  });

  it('holds a map per player of the largest Crusade ("each player needs a map"), each with every square of the pathway', () => {
    const maps = boards();
    expect(maps).toHaveLength(crusadeMost());
    expect(new Set(maps.map((m) => m.id)).size).toBe(maps.length);
    for (const m of maps) {
      const svg = markup(m.art);
      expect(count(svg, /data-square="/)).toBe(content.map.pathLength);
      expect(svg).toContain(`data-square="${content.map.pathLength}"`);
      expect(words(svg)).toContain(`${content.map.pathLength} squares to the castle`);
    }
  });

  it('a map is drawn at scale, a square big enough for a stack of real coins, and fits one A4 or Letter sheet', () => {
    const [map] = boards();
    const svg = markup(map.art);
    expect(svg).toContain(`viewBox="0 0 ${map.width} ${map.height}"`);
    const slab = Number(/<g data-square="1"><rect [^>]* width="([\d.]+)"/.exec(svg)![1]);
    expect(slab).toBeGreaterThanOrEqual(28);
    for (const paper of ['a4', 'letter'] as const) {
      const area = drawable(paper);
      expect(map.width).toBeLessThanOrEqual(area.width);
      expect(map.height).toBeLessThanOrEqual(area.height);
    }
  });

  it("a map marks the soldiers' starting squares, the castle's coins, the garrison and the lap counter from the set-up", () => {
    const svg = words(markup(boards()[0].art));
    for (const s of content.setup.soldiers) expect(svg).toContain(`start: ${s.value}c`);
    expect(svg).toContain(`${sum(content.setup.castle)} HP at the start`);
    expect(count(svg, /garrison /)).toBe(content.setup.garrison.length);
    content.setup.lapCounter.forEach((_, i) => expect(svg).toContain(`after turn ${i + 1}`));
    expect(svg).not.toContain(`after turn ${content.setup.lapCounter.length + 1}`);
  });

  it('a changed lap counter shows on every map', () => {
    const lap = [...content.setup.lapCounter, 1];
    const players = Object.fromEntries(Object.keys(content.crusade.players).map((n) => [n, { lapCounter: lap }]));
    patched('coins', { 'setup.json': { lapCounter: lap }, 'crusade.json': { players } }, () => {
      for (const m of boards()) expect(words(markup(m.art))).toContain(`after turn ${lap.length}`);
    });
  });

  it("the castle's hit point track: one per map, boxes from 0 to the most a castle can reach (every 1c of a set on it), the start marked", () => {
    const crit = content.rules.criticalSuccessCoin;
    const top = Math.max(...allSetups().map((s) => sum(s.castle) + crit * (content.coins.perValue - s.castle.filter((c) => c === crit).length)));
    const svg = hpMarkup();
    expect(count(svg, /data-hp="/)).toBe((top + 1) * crusadeMost());
    expect(svg).toContain(`data-hp="${top}"`);
    expect(svg).not.toContain(`data-hp="${top + 1}"`);
    const start = sum(content.setup.castle);
    expect(svg).toMatch(new RegExp(`data-hp="${start}"><rect[^>]*></rect><text[^>]*>${start}</text><text[^>]*>start</text>`));
  });

  it("a changed castle shows on its track: a castle of 5c + 5c + 2c + 1c starts at 13 HP and can climb higher", () => {
    const castle = [5, 5, 2, 1];
    const players = Object.fromEntries(Object.keys(content.crusade.players).map((n) => [n, { castle }]));
    const before = count(hpMarkup(), /data-hp="/);
    patched('coins', { 'setup.json': { castle }, 'crusade.json': { players } }, () => {
      const svg = hpMarkup();
      expect(svg).toMatch(/data-hp="13"><rect[^>]*><\/rect><text[^>]*>13<\/text><text[^>]*>start<\/text>/);
      expect(count(svg, /data-hp="/)).toBe(before + 5 * crusadeMost());
      expect(words(markup(boards()[0].art))).toContain('13 HP at the start');
    });
    expect(count(hpMarkup(), /data-hp="/)).toBe(before);
  });

  it('the turn track runs to twice the last turn a rule names and says what each turn brings', () => {
    const r = content.rules;
    const last = Math.max(content.setup.lapCounter.length, r.lastPlacementTurn + 1, r.defenderWinsFromTurn, content.crusade.castleLossFromTurn);
    const svg = turnMarkup();
    expect(count(svg, /data-turn="/)).toBeGreaterThanOrEqual(2 * last);
    expect(count(svg, /data-turn="/)).toBeLessThan(2 * last + 4);
    const box = (t: number) => words(/data-turn="(\d+)".*?(?=data-turn="|$)/s.exec(svg.slice(svg.indexOf(`data-turn="${t}"`)))![0]);
    expect(box(1)).toContain(`takes the ${content.setup.lapCounter[0]}c from the lap counter`);
    expect(box(r.lastPlacementTurn)).toContain('Last turn to place new soldiers');
    expect(box(r.defenderWinsFromTurn)).toContain('an empty road wins for the Defender');
    expect(box(content.crusade.castleLossFromTurn)).toContain(`loses ${content.crusade.castleLoss} HP`);
  });

  it('a changed turn rule moves on the track: soldiers placed until turn 9, the Defender winning from turn 10', () => {
    patched('coins', { 'rules.json': { lastPlacementTurn: 9, defenderWinsFromTurn: 10 } }, () => {
      const svg = turnMarkup();
      expect(count(svg, /data-turn="/)).toBe(20);
      const at10 = svg.slice(svg.indexOf('data-turn="10"'), svg.indexOf('data-turn="11"'));
      expect(words(at10)).toContain('an empty road wins for the Defender');
      expect(words(at10)).toContain('No new soldiers from now on');
    });
  });

  it('markers: a castle hit point marker and a turn marker per map, in its colour', () => {
    const t = tokens();
    expect(t).toHaveLength(2 * crusadeMost());
    expect(new Set(t.map((x) => x.id)).size).toBe(t.length);
    for (const x of t) expect(markup(x.front)).toContain('viewBox="0 0 100 100"');
  });

  it('prints no coins: real 1, 2 and 5 cent coins are standard', () => {
    expect(tokens().every((t) => /marker/.test(t.id))).toBe(true);
  });

  it('draws with nothing the PDF bridge ignores: no filters, masks, foreignObject or classes', () => {
    expect(allMarkup()).not.toMatch(/filter=|<mask|<foreignObject|class=/);
  });

  it('the player aid gives the turn in order and the set-up, pairing, entering, solo and Crusade tables from the content', () => {
    const aid = coinsPrint.aid();
    expect(aid.turn.length).toBeGreaterThan(6);
    expect(aid.tables.map((t) => t.title.split(/[ :(]/)[0])).toEqual(['Set-up', 'Pairing', 'Entering', 'Solo', 'Crusade']);
    const solo = aid.tables.find((t) => t.title.startsWith('Solo'))!;
    expect(solo.rows[0].slice(1)).toEqual((['easy', 'normal', 'heroic'] as const).map((l) => content.solo['solo-defender'][l].attackerTosses));
    const setup = aid.tables[0];
    expect(setup.rows[0][1]).toBe(`${content.setup.castle.map((c) => `${c}c`).join(' + ')} (${sum(content.setup.castle)} HP)`);
    patched('coins', { 'rules.json': { attackerTosses: 4 }, 'solo.json': { 'solo-attacker': { heroic: { defenderTosses: 6 } } } }, () => {
      const changed = coinsPrint.aid();
      expect(changed.turn[0]).toContain('toss your reinforcements 4 times');
      expect(changed.tables.find((t) => t.title.startsWith('Solo'))!.rows[2][3]).toBe(6);
    });
  });
});
