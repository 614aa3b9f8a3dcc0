import { gameList } from '@ramparts/games';
import { content } from '@ramparts/games/crystal/content/index.ts';
import { SECTIONS } from '@ramparts/games/crystal/content/schema.ts';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LEAST_MM } from '../art.tsx';
import { boardsOf, cardsOf, count, fontSizes, markup, patched, tokensOf, words } from '../testing.tsx';
import type { TokenSpec } from '../types.ts';
import { crystalPrint } from './crystal.tsx';

// Crystal Defenders' box as printed, counted against the content: every map's hexes and walls, a hero card per
// hero, a card per spawn card, each defense's bag, the enemies the spawn deck can put on the table, and numbers that
// follow a variant's patch.

const ofKind = (tokens: TokenSpec[], prefix: string) => tokens.filter((t) => t.id.startsWith(`${prefix} `));

describe('Crystal Defenders in print', () => {
  it('is titled as the game list names it', () => {
    expect(crystalPrint.id).toBe('crystal');
    expect(crystalPrint.title).toBe(gameList.find((g) => g.id === 'crystal')!.title);
  });

  describe('the maps ("the game board has 3 special space types")', () => {
    const boards = boardsOf(crystalPrint.sections());

    it('prints a board per map of the content', () => {
      expect(boards.map((b) => b.title)).toEqual(content.maps.map((m) => m.name));
    });

    it('draws every hex of each map once, by its name, and every wall on its edge', () => {
      for (const map of content.maps) {
        const svg = markup(boards.find((b) => b.title === map.name)!.art);
        const hexes = map.rows.flatMap((row, r) => [...row].flatMap((ch, c) => (ch === ' ' ? [] : [`${String.fromCharCode(65 + c)}${r + 1}`])));
        expect(count(svg, 'data-hex="')).toBe(hexes.length);
        for (const name of hexes) expect(svg).toContain(`data-hex="${name}"`);
        expect(count(svg, 'data-wall="')).toBe(map.walls.length);
      }
    });

    it('marks the crystal, the player spawns (+) and the enemy spawns (!), each enemy spawn numbered in spawn order', () => {
      for (const map of content.maps) {
        const svg = markup(boards.find((b) => b.title === map.name)!.art);
        const chars = map.rows.join('');
        expect(count(svg, 'data-kind="player-spawn"')).toBe(count(chars, '+'));
        expect(count(svg, 'data-kind="enemy-spawn"')).toBe(count(chars, '!'));
        expect(count(svg, 'data-kind="crystal"')).toBe(count(chars, 'C'));
        expect(count(words(svg), 'player spawn')).toBeGreaterThanOrEqual(count(chars, '+'));
        for (let n = 1; n <= count(chars, '!'); n++) expect(svg).toMatch(new RegExp(`>${n}</text>`));
        expect(svg).toContain('#38bdf8'); // the board's crystal
      }
    });

    it('draws a hex large enough for a token: about 25-30 mm across', () => {
      for (const b of boards) {
        const svg = markup(b.art);
        expect(svg).toContain(`viewBox="0 0 ${b.width} ${b.height}"`);
        const pts = /<polygon points="([^"]+)"/.exec(svg.slice(svg.indexOf('data-hex=')))![1].split(' ').map((p) => p.split(',').map(Number));
        const across = Math.max(...pts.map((p) => p[0])) - Math.min(...pts.map((p) => p[0]));
        expect(across).toBeGreaterThan(25);
        expect(across).toBeLessThan(31);
        for (const t of tokensOf(crystalPrint.sections())) expect(t.size).toBeLessThanOrEqual(across);
      }
    });
  });

  describe('the hero cards ("each player has a hero card with all that hero\'s stats")', () => {
    it('prints one card per hero, with its five numbers and every defense of its kit', () => {
      const cards = cardsOf(crystalPrint.sections(), 'Hero cards');
      expect(cards.map((c) => c.id)).toEqual(content.heroes.map((h) => `hero ${h.id}`));
      for (const h of content.heroes) {
        const text = words(markup(cards.find((c) => c.id === `hero ${h.id}`)!.front));
        expect(text).toContain(h.name);
        for (const stat of ['Health', 'Attack', 'Speed', 'Cast', 'Range'] as const) expect(text).toMatch(new RegExp(` ${h.kit[stat.toLowerCase() as 'health']} ${stat} `));
        for (const d of h.kit.defenses) expect(text).toContain(content.defense(d).name);
      }
    });

    it("shows a defense's cost as the content says when printed (a variant's cost shows)", () => {
      const index = content.defenses.findIndex((d) => d.id === 'spike-wall');
      const before = content.defenses[index].cost;
      const row = (cost: number) => new RegExp(`Spike Wall ${content.defenses[index].health} ${content.defenses[index].attack} ${content.defenses[index].range} ${content.defenses[index].rate} ${cost} `);
      const card = () => words(markup(cardsOf(crystalPrint.sections(), 'Hero cards').find((c) => c.id === 'hero squire')!.front));
      patched('crystal', { 'defenses.json': { defenses: { [index]: { cost: before + 7 } } } }, () => expect(card()).toMatch(row(before + 7)));
      expect(card()).toMatch(row(before));
    });
  });

  describe('the spawn deck ("draw a card from the Spawn Deck … which section you should use is based on the number of players")', () => {
    it('prints one card per spawn card, each with its four sections and their enemies', () => {
      const cards = cardsOf(crystalPrint.sections(), 'Spawn deck');
      expect(cards.map((c) => c.id)).toEqual(content.cards.map((c) => `spawn ${c.id}`));
      for (const c of content.cards) {
        const text = words(markup(cards.find((x) => x.id === `spawn ${c.id}`)!.front));
        for (const s of SECTIONS) {
          expect(text).toContain(s.charAt(0).toUpperCase() + s.slice(1));
          for (const [id, n] of Object.entries(c[s])) expect(text).toContain(`${n} ${content.enemy(id).name}`);
        }
      }
    });

    it('names the heroes each colour is for, from the rules (1-2 green, 3-4 orange, 5-6 red, 7-8 purple)', () => {
      const text = words(markup(cardsOf(crystalPrint.sections(), 'Spawn deck')[0].front));
      for (const s of SECTIONS) {
        const n = content.rules.sectionByHeroes.flatMap((x, i) => (x === s ? [i + 1] : []));
        expect(text).toContain(`${n[0]}–${n[n.length - 1]}`);
      }
    });

    it("shows a card's counts as the content says when printed", () => {
      const card = () => words(markup(cardsOf(crystalPrint.sections(), 'Spawn deck')[0].front));
      const goblins = content.cards[0].green.goblin!;
      patched('crystal', { 'spawns.json': { cards: { 0: { green: { goblin: goblins + 4 } } } } }, () => expect(card()).toContain(`${goblins + 4} Goblins`));
      expect(card()).toContain(`${goblins} Goblin`);
    });

    it('gives every card of a deck the same back, naming the deck', () => {
      for (const title of ['Hero cards', 'Spawn deck']) {
        const backs = new Set(cardsOf(crystalPrint.sections(), title).map((c) => markup(c.back)));
        expect(backs.size).toBe(1);
        expect(words([...backs][0])).toContain(title === 'Hero cards' ? 'Hero card' : 'Spawn deck');
      }
    });
  });

  describe('the tokens', () => {
    it("holds each defense's bag: as many tokens as the content's bag, each flipping to its cooldown", () => {
      const tokens = ofKind(tokensOf(crystalPrint.sections()), 'defense');
      expect(tokens).toHaveLength(content.defenses.reduce((s, d) => s + d.tokens, 0));
      for (const d of content.defenses) {
        const mine = tokens.filter((t) => t.id.startsWith(`defense ${d.id} #`));
        expect(mine).toHaveLength(d.tokens);
        expect(words(markup(mine[0].front))).toContain(`${d.health} health`);
        expect(words(markup(mine[0].back!))).toMatch(new RegExp(`cooldown ${d.rate} `));
      }
    });

    it("shows a defense's health as the content says when printed", () => {
      const front = () => words(markup(ofKind(tokensOf(crystalPrint.sections()), 'defense').find((t) => t.id.startsWith('defense harpoon-turret'))!.front));
      const index = content.defenses.findIndex((d) => d.id === 'harpoon-turret');
      const before = content.defenses[index].health;
      patched('crystal', { 'defenses.json': { defenses: { [index]: { health: before + 5 } } } }, () => expect(front()).toContain(`${before + 5} health`));
      expect(front()).toContain(`${before} health`);
    });

    it('holds enough enemies for the whole spawn deck at once in its fullest section, with every Mage\'s Skeletons', () => {
      const tokens = ofKind(tokensOf(crystalPrint.sections()), 'enemy');
      for (const e of content.enemies) {
        const need = Math.max(
          ...SECTIONS.map((s) =>
            content.cards.reduce((sum, c) => sum + (c[s][e.id] ?? 0) + Object.entries(c[s]).reduce((m, [id, n]) => m + n * (content.enemy(id).trigger?.summons?.[e.id] ?? 0), 0), 0),
          ),
        );
        expect(tokens.filter((t) => t.id.startsWith(`enemy ${e.id} #`)), e.id).toHaveLength(need);
      }
    });

    it('prints the four numbers of an enemy token (Speed, Attack, Health, Range) and the flipped side on the back of those that flip', () => {
      const tokens = ofKind(tokensOf(crystalPrint.sections()), 'enemy');
      for (const e of content.enemies) {
        const t = tokens.find((x) => x.id.startsWith(`enemy ${e.id} #`));
        if (!t) continue;
        const text = words(markup(t.front));
        expect(text).toContain(e.name);
        for (const [n, w] of [[e.speed, 'speed'], [e.attack, 'attack'], [e.range, 'range']] as const) expect(text).toContain(` ${n} ${w} `);
        expect(text).toContain(` ${e.health} health `);
        if (e.flipped) {
          const back = words(markup(t.back!));
          expect(back).toContain('flipped');
          expect(back).toContain(` ${e.flipped.speed} speed `);
          expect(back).toContain(` ${e.flipped.range} range `);
        } else expect(t.back).toBeUndefined();
      }
    });

    it('adds more Goblins when a variant puts more on the cards', () => {
      const goblins = () => ofKind(tokensOf(crystalPrint.sections()), 'enemy goblin').length;
      const before = goblins();
      patched('crystal', { 'spawns.json': { cards: Object.fromEntries(content.cards.map((c, i) => [i, { purple: { goblin: (c.purple.goblin ?? 0) + 1 } }])) } }, () => expect(goblins()).toBe(before + content.cards.length));
      expect(goblins()).toBe(before);
    });

    it('holds a token per hero and the markers for stunned, weakened, confused and calmed enemies', () => {
      const tokens = tokensOf(crystalPrint.sections());
      expect(ofKind(tokens, 'hero').map((t) => t.id)).toEqual(content.heroes.map((h) => `hero ${h.id}`));
      for (const k of ['stun', 'weaken', 'confused', 'calming'] as const) {
        const bags = content.defenses.filter((d) => d.keywords[k] !== undefined).reduce((s, d) => s + d.tokens, 0);
        expect(ofKind(tokens, `marker ${k}`), k).toHaveLength(2 * bags);
      }
    });

    it('gives every token a unique id', () => {
      const ids = tokensOf(crystalPrint.sections()).map((t) => t.id);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });

  describe('print rules', () => {
    const sections = crystalPrint.sections();
    const pictures: { what: string; el: ReactElement; mm: number }[] = [
      ...sections.flatMap((s) => (s.kind === 'cards' ? s.cards.flatMap((c) => [{ what: c.id, el: c.front, mm: 1 }, { what: `${c.id} back`, el: c.back, mm: 1 }]) : [])),
      ...tokensOf(sections).flatMap((t) => [{ what: t.id, el: t.front, mm: t.size / 100 }, ...(t.back ? [{ what: `${t.id} back`, el: t.back, mm: t.size / 100 }] : [])]),
      ...boardsOf(sections).map((b) => ({ what: b.id, el: b.art, mm: 1 })),
      ...sections.flatMap((s) => (s.kind === 'sheet' ? [{ what: s.sheet.id, el: s.sheet.art, mm: 1 }] : [])),
    ];

    it('draws every picture as an <svg> with its viewBox: cards 63 × 88, tokens 100 × 100, sheets 190 × 250', () => {
      for (const s of sections) {
        if (s.kind === 'cards') for (const c of s.cards) for (const el of [c.front, c.back]) expect(markup(el)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 63 88"/);
        if (s.kind === 'tokens') for (const t of s.tokens) for (const el of [t.front, t.back ?? t.front]) expect(markup(el)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 100 100"/);
        if (s.kind === 'sheet') expect(markup(s.sheet.art)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 190 250"/);
      }
    });

    it('sets no text a player reads under the least readable size (LEAST_MM, 2.2 mm), and no filter, mask or foreignObject', () => {
      for (const p of pictures) {
        const svg = markup(p.el);
        expect(svg, p.what).not.toMatch(/<(filter|mask|foreignObject)|filter=/);
        for (const size of fontSizes(svg)) expect(size * p.mm, p.what).toBeGreaterThanOrEqual(LEAST_MM - 1e-9);
      }
    });
  });

  describe('the player aid', () => {
    it('gives the turn in order and a row per defense and per enemy', () => {
      const aid = crystalPrint.aid();
      expect(aid.turn.length).toBeGreaterThan(3);
      expect(aid.turn.join(' ')).toMatch(/Hero phase.*Board phase.*Waves/);
      const defenses = aid.tables.find((t) => t.title === 'Defenses')!;
      expect(defenses.rows.map((r) => r[0])).toEqual(content.defenses.map((d) => d.name));
      const enemies = aid.tables.find((t) => t.title.startsWith('Enemies'))!;
      expect(enemies.rows.map((r) => r[0])).toEqual(content.enemies.map((e) => e.name));
    });

    it("shows a variant's numbers: an enemy's attack and the starting mana", () => {
      const index = content.enemies.findIndex((e) => e.id === 'orc');
      const attack = content.enemies[index].attack;
      const mana = content.rules.startingMana;
      const row = () => crystalPrint.aid().tables.find((t) => t.title.startsWith('Enemies'))!.rows.find((r) => r[0] === 'Orc')!;
      patched('crystal', { 'enemies.json': { enemies: { [index]: { attack: attack + 3 } } }, 'rules.json': { startingMana: mana + 5 } }, () => {
        expect(row()[2]).toBe(attack + 3);
        expect(crystalPrint.aid().turn.join(' ')).toContain(`team mana ${mana + 5}`);
      });
      expect(row()[2]).toBe(attack);
    });
  });
});
