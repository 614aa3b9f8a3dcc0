import { crystalBoard, crystalContent as content } from '@ramparts/games';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CrystalView, DefenseState, EnemyState } from '@ramparts/games/crystal/state.ts';
import { ICONS } from './icons.generated.ts';
import { DEFENSE_ICONS, ENEMY_ICONS, HERO_ICONS } from './pictures.ts';
import { CrystalRules } from './Rules.tsx';
import { crystalUi } from './ui.tsx';

// #31.5 "Pictures, not codes": every hero, defense and enemy of the content is drawn as its picture (a game-icon),
// its numbers on badges, its name in its tooltip and accessible name; no two-letter code on the board.

const map = content.maps[0];
const board = crystalBoard.boardOf(map);
const floor = board.hexes.filter((h) => h.kind === 'floor').map((h) => h.name);

const enemy = (id: number, kind: string, at: string): EnemyState => ({ id, enemy: kind, at, health: content.enemy(kind).health, flipped: false, damagedBy: [], aggro: null, stunned: 0, weakened: false, confused: false, calmed: false });
const defense = (id: number, kind: string, at: string): DefenseState => ({ id, defense: kind, owner: 0, at, facing: 0, health: content.defense(kind).health, cooldown: 0 });

/** A position with every hero, every defense and every enemy of the content on the map's floor. */
function everything(): CrystalView {
  const heroes = content.heroes.map((h, i) => ({ hero: h.id, seat: i % 4, at: floor[i], health: h.kit.health, steps: 3, actions: 2, done: false, out: null }));
  let at = heroes.length;
  const defenses = content.defenses.map((d, i) => defense(i + 1, d.id, floor[at++]));
  const enemies = content.enemies.map((e, i) => enemy(100 + i, e.id, floor[at++]));
  return { map: map.id, players: 4, difficulty: 'normal', wavesToWin: 4, phase: 'hero', turn: 1, wave: 1, spawnsLeft: 1, mana: 9, heroes, defenses, enemies, used: [], nextId: 200, result: null, deckSize: 11 };
}

const render = (v: CrystalView) => renderToStaticMarkup(<crystalUi.Board view={v} seat={0} seatNames={['A', 'B', 'C', 'D']} next={new Set()} chosen={[]} onPick={() => {}} />);

/** The drawing of the piece of kind `id` (its group, up to the next piece or hex). */
function pieceOf(html: string, id: string): string {
  const at = html.indexOf(`data-kind="${id}"`);
  expect(at, `a piece ${id} on the board`).toBeGreaterThan(0);
  const ends = ['data-kind=', 'data-hex=', '</svg>'].map((m) => html.indexOf(m, at + 1)).filter((i) => i > 0);
  return html.slice(at, Math.min(...ends));
}

/** The words a drawing shows (its <text>s). */
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)</g)].map((m) => m[1].trim()).filter(Boolean);

describe('crystal pictures (#31.5)', () => {
  it('every hero, defense and enemy of the content has a picture in this game’s icon set', () => {
    for (const h of content.heroes) expect(ICONS[HERO_ICONS[h.id]], `hero ${h.id}`).toBeDefined();
    for (const d of content.defenses) expect(ICONS[DEFENSE_ICONS[d.id]], `defense ${d.id}`).toBeDefined();
    for (const e of content.enemies) expect(ICONS[ENEMY_ICONS[e.id]], `enemy ${e.id}`).toBeDefined();
    // Two pieces of one family never share a picture (none needs a code to be told apart).
    for (const family of [HERO_ICONS, DEFENSE_ICONS, ENEMY_ICONS]) expect(new Set(Object.values(family)).size).toBe(Object.values(family).length);
  });

  it('on the board each piece is its picture with its numbers on badges, never its code; its name says what it is', () => {
    const v = everything();
    const html = render(v);
    const codes = new Set([...content.defenses.map((d) => d.code), ...content.enemies.map((e) => e.code), ...content.heroes.map((h) => h.name.slice(0, 2))]);
    for (const h of content.heroes) {
      const drawn = pieceOf(html, h.id);
      expect(drawn).toContain('class="icon"');
      expect(texts(drawn)).toEqual([String(h.kit.health)]);
    }
    for (const d of content.defenses) {
      const drawn = pieceOf(html, d.id);
      expect(drawn).toContain('class="icon"');
      expect(texts(drawn)).toEqual([String(d.health)]);
    }
    for (const e of content.enemies) {
      const drawn = pieceOf(html, e.id);
      expect(drawn).toContain('class="icon"');
      expect(texts(drawn)).toEqual([String(e.health)]);
    }
    for (const t of texts(html)) expect(codes.has(t), `a code on the board: ${t}`).toBe(false);
    // The names, in words, are the pieces' own (tooltip and accessible name).
    for (const e of v.enemies) expect(html).toContain(`aria-label="${content.enemy(e.enemy).name} ${e.id} on ${e.at}: health`);
    for (const d of v.defenses) expect(html).toContain(`aria-label="${content.defense(d.defense).name.replace(/'/g, '&#x27;')} ${d.id} on ${d.at} (a `);
    for (const h of content.heroes) expect(html).toContain(`data-tip="${h.name} (hero `);
  });

  it('one legend: the table’s, each piece on the board drawn as its picture beside its name, no codes', () => {
    const v = everything();
    expect(render(v)).not.toContain('>Legend</text>');
    const items = crystalUi.legend!(v);
    for (const e of content.enemies) {
      const item = items.find((i) => i.text.startsWith(`${e.name} — health`));
      expect(item, e.name).toBeDefined();
      expect(renderToStaticMarkup(<>{item!.swatch}</>)).toContain('class="icon"');
    }
    for (const d of content.defenses) expect(items.some((i) => i.text.startsWith(`${d.name} (${d.kind})`)), d.name).toBe(true);
    for (const i of items) expect(i.text).not.toMatch(/^[A-Z][A-Za-z]?:/);
  });

  it('the rules page shows each hero, defense and enemy with its picture, and credits the icons as their licence asks', () => {
    const html = renderToStaticMarkup(<CrystalRules />);
    expect((html.match(/class="piece-icon"/g) ?? []).length).toBeGreaterThanOrEqual(content.heroes.length + content.defenses.length + content.enemies.length);
    expect(html).toContain('Icons by Lorc, Delapouite &amp; contributors');
    expect(html).toContain('href="https://creativecommons.org/licenses/by/3.0/"');
  });

  it('the defenses offered to build are buttons with each defense’s picture beside its name', () => {
    const v = everything();
    const kit = content.kits[0].defenses;
    const html = renderToStaticMarkup(<crystalUi.Board view={v} seat={0} seatNames={['A']} next={new Set(['move', ...kit.map((d) => `build:${d}`)])} chosen={[`hex:${floor[floor.length - 1]}`]} onPick={() => {}} />);
    for (const d of kit) {
      const at = html.indexOf(`data-key="build:${d}"`);
      expect(at).toBeGreaterThan(0);
      const button = html.slice(at, html.indexOf('</g></g>', at));
      expect(button, d).toContain('class="icon"');
      expect(button).toContain(content.defense(d).name.replace(/'/g, '&#x27;').slice(0, 12));
    }
  });
});
