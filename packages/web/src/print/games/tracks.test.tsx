import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { campaign } from '@ramparts/games/tracks/campaign/index.ts';
import { content } from '@ramparts/games/tracks/content/index.ts';
import { skillWords } from '@ramparts/games/tracks/text.ts';
import { versusContent } from '@ramparts/games/tracks/versus/index.ts';
import { gameList } from '@ramparts/games/list';
import { LEAST_MM } from '../art.tsx';
import { cardsOf, fontSizes, markup, patched, sheetsOf, texts, tokensOf } from '../testing.tsx';
import type { CardSpec, Section, SheetSpec, TokenSpec } from '../types.ts';
import { tracksPrint } from './tracks.tsx';

// Print and play (#33): the box of Tracks & Waves counted against its content, and a variant's numbers in print.

const cardsTitled = (title: RegExp): CardSpec[] => cardsOf(tracksPrint.sections(), title);
const tokensTitled = (title: RegExp): TokenSpec[] => tokensOf(tracksPrint.sections(), title);
const sheetsWithId = (id: RegExp): SheetSpec[] => sheetsOf(tracksPrint.sections(), id);
const players = gameList.find((g) => g.id === 'tracks')!.players.max;

describe('tracks print: the box', () => {
  it('Towers or Credits: one tower card per copy of each tower in the supply (Mk I 10, Mk II 4, Mk III 2), its credit on the back', () => {
    const cards = cardsTitled(/^Tower cards/);
    expect(cards.length).toBe(content.towerList.reduce((n, t) => n + t.copies, 0));
    for (const t of content.towerList) {
      const mine = cards.filter((c) => c.id.startsWith(`tower ${t.id} `));
      expect(mine.length, t.id).toBe(t.copies);
      const back = texts(mine[0].back).join(' ');
      expect(back).toContain(String(t.credits));
      const front = texts(mine[0].front);
      for (let level = 1; level <= 4; level++) expect(front).toContain(`Level ${level}`);
    }
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  });

  it('Enemy Waves or Track: one tile per wave of the content, its track on the front and every unit\'s HP and movement on the back, plus the start tiles', () => {
    const tiles = tokensTitled(/^Track tiles/);
    const waves = tiles.filter((t) => t.id.includes('/ wave'));
    expect(waves.length).toBe(content.waveList.length);
    for (const w of content.waveList) {
      const tile = waves.find((t) => t.id.includes(`tile ${w.id})`))!;
      expect(tile, w.id).toBeDefined();
      expect(texts(tile.front)).toContain(`${w.track}${w.number}`);
      const back = texts(tile.back!);
      w.units.forEach((u, i) => {
        expect(back).toContain(`${u.hp} HP`);
        expect(back).toContain(`Moves ${u.move}`);
        expect(back).toContain(`Unit ${i + 1} of ${w.units.length}`);
      });
    }
    // Track 0 (the place holder) and the reverse waves' start, one per track.
    expect(tiles.length - waves.length).toBe(2);
    expect(texts(tiles.at(-1)!.back!)).toContain(`B${content.rules.reverseStart}`);
  });

  it('Obstacles: as many as the fullest playing field of the content holds', () => {
    const most = Math.max(...[...content.layouts.values()].map((l) => l.rows.flatMap((r) => r.trim().split(/\s+/)).filter((t) => t === '###').length));
    expect(tokensTitled(/^Obstacles/).length).toBe(most);
  });

  it('L-Hexes: one Wave Modifier per modifier with No Wave Modifier behind, and each player\'s markers carry every Versus side twice', () => {
    const mods = tokensTitled(/Wave Modifiers \(No Wave/);
    expect(mods.length).toBe(content.modifierList.length);
    for (const m of content.modifierList) expect(mods.some((t) => texts(t.front).includes(m.name))).toBe(true);
    expect(texts(mods[0].back!)).toContain('No Wave Modifier');
    const hexes = tokensTitled(/Player Markers/);
    const perPlayer = 2 * (versusContent.towerMods.length + versusContent.waveMods.length);
    expect(hexes.filter((t) => t.id.startsWith('player ')).length).toBe(players * perPlayer);
    expect(hexes.filter((t) => t.id === 'turn tracker L-Hex').length).toBe(1);
    for (const m of [...versusContent.towerMods, ...versusContent.waveMods]) expect(hexes.filter((t) => t.back && texts(t.back).includes(m.name)).length).toBe(2 * players);
  });

  it('Game Conditions, Versus Energy and the Versus L-Hex cards: one Condition each, each Versus card once per player', () => {
    const conditions = cardsTitled(/^Game Conditions/);
    expect(conditions.length).toBe(content.conditionList.length);
    for (const c of content.conditionList) expect(conditions.some((k) => texts(k.front).includes(c.name))).toBe(true);
    const energy = cardsTitled(/^Versus Energy/);
    expect(energy.length).toBe(versusContent.cards.length * players);
    for (const v of versusContent.cards) expect(energy.filter((k) => texts(k.front).includes(v.name)).length).toBe(players);
    expect(cardsTitled(/^Tower Modifications/).length).toBe((versusContent.towerMods.length + versusContent.waveMods.length) * players);
  });

  it('Skill Markers and lives: the rules\' Skill Markers for every player, lives for the fullest start', () => {
    const markers = tokensTitled(/^Markers/);
    for (let p = 1; p <= players; p++) expect(markers.filter((t) => t.id.startsWith(`player ${p} skill marker`)).length).toBeGreaterThanOrEqual(content.rules.skillMarkers);
    const most = Math.max(...content.levels.map((l) => l.lives), ...campaign.pages.map((p) => p.lives));
    expect(markers.filter((t) => t.id.startsWith('life ')).length).toBeGreaterThanOrEqual(most);
    expect(markers.filter((t) => t.id === 'starting player marker').length).toBe(1);
  });

  it('Campaign: one page sheet per page with every track space of its design, and the EXP / unlock record sheet with every Lock', () => {
    const sheets = tracksPrint.sections().flatMap((s) => (s.kind === 'sheet' ? [s.sheet] : []));
    for (const page of campaign.pages) {
      const sheet = sheets.find((s) => s.id === `campaign page ${page.id}`)!;
      const words = texts(sheet.art);
      expect(words).toContain(page.name);
      const tracks = content.layouts.get(page.layout)!.rows.flatMap((r) => r.trim().split(/\s+/)).filter((t) => /^[AB]\d\d$/.test(t));
      expect(tracks.length).toBe(2 * content.rules.lastTrack);
      for (const t of tracks) expect(words, `${page.id} ${t}`).toContain(`${t[0]}${Number(t.slice(1))}`);
    }
    const record = texts(sheets.find((s) => s.id === 'exp record')!.art).join('\n');
    for (const l of [...campaign.locks, ...campaign.sandbox.locks, ...campaign.versus.locks]) expect(record).toContain(l.name);
  });

  it('every picture is plain SVG the PDF bridge draws (no filter, mask or foreignObject), with its viewBox', () => {
    for (const s of tracksPrint.sections()) {
      const pics = s.kind === 'cards' ? s.cards.flatMap((c) => [c.front, c.back]) : s.kind === 'tokens' ? s.tokens.flatMap((t) => (t.back ? [t.front, t.back] : [t.front])) : s.kind === 'sheet' ? [s.sheet.art] : [s.board.art];
      const box = s.kind === 'cards' ? '0 0 63 88' : s.kind === 'tokens' ? '0 0 100 100' : s.kind === 'board' ? `0 0 ${s.board.width} ${s.board.height}` : '0 0 190 250';
      for (const p of new Set(pics)) {
        const svg = markup(p);
        expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}"`));
        expect(svg).not.toMatch(/<filter|<mask|<foreignObject|url\(#art-shadow\)/);
      }
    }
  });

  it('words a player reads are at least the least readable size (LEAST_MM, 2.2 mm) on every card and token', () => {
    const least = (e: ReactElement, mmPerUnit: number) => Math.min(...fontSizes(markup(e)).map((size) => size * mmPerUnit));
    for (const s of tracksPrint.sections() as Section[]) {
      if (s.kind === 'cards') for (const c of s.cards.slice(0, 80)) expect(Math.min(least(c.front, 1), least(c.back, 1)), c.id).toBeGreaterThanOrEqual(LEAST_MM - 1e-9);
      if (s.kind === 'tokens') for (const t of s.tokens) expect(Math.min(least(t.front, t.size / 100), t.back ? least(t.back, t.size / 100) : 99), t.id).toBeGreaterThanOrEqual(LEAST_MM - 1e-9);
      // A sheet is drawn at least at 1 mm a unit (190 × 250 inside A4's and Letter's margins); a board at scale.
      if (s.kind === 'sheet') expect(least(s.sheet.art, 1), s.sheet.id).toBeGreaterThanOrEqual(LEAST_MM - 1e-9);
      if (s.kind === 'board') expect(least(s.board.art, 1), s.board.id).toBeGreaterThanOrEqual(LEAST_MM - 1e-9);
    }
  });

  it('Skill Boards: one sheet per board, both sides, every skill of skills.json with its words and one slot per slot', () => {
    const sheets = sheetsWithId(/^skill board /);
    expect(sheets.length).toBe(content.boards.length);
    let shown = 0;
    for (const b of content.boards) {
      const words = texts(sheets.find((s) => s.id === `skill board ${b.id}`)!.art);
      expect(words).toContain(b.name);
      expect(words).toContain('Side A');
      expect(words).toContain('Side B');
      for (const k of [...b.a, ...b.b]) {
        expect(words, k.id).toContain(k.name);
        expect(words.some((w) => w.toLowerCase().startsWith(skillWords(k.effect).toLowerCase())), k.id).toBe(true);
        shown += words.filter((w) => w === k.name).length;
      }
      const slots = [...b.a, ...b.b].reduce((n, k) => n + k.slots.length, 0);
      expect(words.filter((w) => /^Slot \d$/.test(w)).length, b.id).toBe(slots);
    }
    expect(shown).toBe(content.boards.reduce((n, b) => n + b.a.length + b.b.length, 0));
  });

  it('Player Mats: one per player, each with the four Stacks and every mat skill; the Game Board and the Life & Discarded Track board', () => {
    const mats = sheetsWithId(/^player mat /);
    expect(mats.length).toBe(players);
    for (const m of mats) {
      const words = texts(m.art);
      for (const t of ['Build', 'Upgrade', 'Boost', 'Combine', 'Kill Bonus', 'Conversion']) expect(words.join(' '), m.id).toContain(t);
      for (const k of content.matSkills) expect(words, `${m.id} ${k.id}`).toContain(k.name);
    }
    const board = tracksPrint.sections().flatMap((s) => (s.kind === 'board' ? [s.board] : []));
    expect(board.map((b) => b.id)).toEqual(['game board']);
    const piles = texts(board[0].art);
    for (const t of ['Mk I Towers', 'Mk I Discard', 'Mk II Towers', 'Mk III Towers', 'Unrevealed Conditions', 'Game Condition', 'Unrevealed Modifiers', 'Modifier Discard', 'Turn Tracker', 'Next Wave 1', 'Next Wave 2', 'Next Wave 3']) expect(piles).toContain(t);
    const life = texts(sheetsWithId(/^life and discarded track/)[0].art).join('\n');
    for (const l of content.levels) expect(life).toContain(`${l.name}: ${l.lives} lives · ${l.maxDiscardedTrack} track`);
    expect(sheetsWithId(/^versus stacks$/).length).toBe(1);
  });
});

describe('tracks print: a variant\'s numbers show', () => {
  it('a tower card prints the build cost and damage the content says at that moment', () => {
    const i = content.towerList.findIndex((t) => t.id === 'S1');
    const build = content.towerList[i].build;
    patched('tracks', { 'towers.json': { towers: { [i]: { build: build + 5, levels: { 0: { damage: 97 } } } } } }, () => {
      const card = cardsTitled(/^Tower cards/).find((c) => c.id.startsWith('tower S1 '))!;
      expect(texts(card.front).join(' ')).toContain(`Build ${build + 5}`);
      expect(texts(card.front)).toContain('Damage 97');
      expect(String(tracksPrint.aid().tables[0].rows[i][1])).toMatch(new RegExp(`^${build + 5} /`));
    });
  });

  it('a wave tile prints a patched unit\'s HP, a Versus card its patched cost, and the box its patched supply', () => {
    const w = content.waveList.findIndex((x) => x.id === 'A01a');
    const m = versusContent.towerMods.findIndex((x) => x.id === 'scope');
    const i = content.towerList.findIndex((t) => t.id === 'S3');
    patched('tracks', {
      'waves.json': { waves: { [w]: { units: { 0: { hp: 88 } } } } },
      'versus/content.json': { towerMods: { [m]: { cost: 5 } } },
      'towers.json': { towers: { [i]: { copies: 3 } } },
    }, () => {
      const tile = tokensTitled(/^Track tiles/).find((t) => t.id.includes('tile A01a'))!;
      expect(texts(tile.back!)).toContain('88 HP');
      const scope = cardsTitled(/^Tower Modifications/).find((c) => c.id.startsWith('tower modification Scope'))!;
      expect(texts(scope.front)).toContain('5');
      expect(cardsTitled(/^Tower cards/).filter((c) => c.id.startsWith('tower S3 ')).length).toBe(3);
    });
  });

  it('a Skill Board prints a patched skill\'s number and slot cost, a Player Mat its patched mat skill and Kill Bonus, the Life board a patched level', () => {
    const k = content.boards[0].a[0];
    const m = content.matSkills.findIndex((x) => x.id === 'rations');
    const bonus = content.rules.killBonus.mk2;
    patched('tracks', {
      'skills.json': { boards: { 0: { a: { 0: { effect: { n: 7 }, slots: { 0: 3 } } } } }, mat: { [m]: { effect: { n: 9 } } } },
      'rules.json': { killBonus: { mk2: bonus + 4 } },
      'modes.json': { levels: { 0: { lives: 13 } } },
    }, () => {
      const board = texts(sheetsWithId(/^skill board /)[0].art);
      expect(board).toContain(`${skillWords({ ...k.effect, n: 7 }).replace(/^./, (c) => c.toUpperCase())}${/discount/.test(k.effect.kind) && k.effect.kind !== 'combine-discount' ? ' (never below 1)' : ''}.`);
      expect(board.filter((w) => w === 'U').length).toBe(content.boards[0].a.concat(content.boards[0].b).reduce((n, x) => n + x.slots.reduce((a, c) => a + c, 0), 0));
      const mat = texts(sheetsWithId(/^player mat 1$/)[0].art).join(' ');
      expect(mat).toContain('draw 9 Mk I credits');
      expect(mat).toContain(`Mk II: ${bonus + 4}`);
      expect(texts(sheetsWithId(/^life and discarded track/)[0].art).join('\n')).toContain(`${content.levels[0].name}: 13 lives`);
    });
  });
});
