import { Match } from '@ramparts/engine';
import { diceContent as content, findGame } from '@ramparts/games';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DiceView } from '@ramparts/games/dice/view.ts';
import { ICONS } from './icons.generated.ts';
import { ENEMY_ICONS, HERO_ICONS, TOWER_ICONS } from './pictures.ts';
import { DiceRules } from './Rules.tsx';
import { diceUi } from './ui.tsx';

// #31.5 "Pictures, not codes": every hero, tower, minion and boss of the content is drawn as its picture (a
// game-icon), its numbers on badges, its name in its tooltip and accessible name; no enemy code ("Gr×8") on the board.

/** A table of four with every minion kind on the road (one space each), a boss, and every tower type built. */
function everything(): DiceView {
  const view = Match.create(findGame('dice')!, { players: 4, options: {}, seed: 'dice-pictures' }).view(0) as DiceView;
  const map = content.map(view.map);
  const spaces = map.spaces.map((s) => s.id).filter((s) => s !== map.gate);
  return {
    ...view,
    minions: content.minions.map((m, i) => ({ enemy: m.id, space: spaces[i % spaces.length], count: i + 2 })),
    bosses: [{ boss: content.bosses[0].id, space: spaces[spaces.length - 1], health: 7 }],
    towers: content.towers.slice(0, map.sites.length).map((t, i) => ({ site: map.sites[i].id, tower: t.id, level: 1 + (i % 4) })),
  };
}

const render = (v: DiceView) => renderToStaticMarkup(<diceUi.Board view={v} seat={0} seatNames={['A', 'B', 'C', 'D']} next={new Set()} chosen={[]} onPick={() => {}} />);

/** The drawing of the piece of kind `id`: its group, up to the next piece, space or site. */
function pieceOf(html: string, id: string): string {
  const at = html.indexOf(`data-kind="${id}"`);
  expect(at, `a piece ${id} on the board`).toBeGreaterThan(0);
  const ends = ['data-kind=', 'data-space=', 'data-site=', '</svg>'].map((m) => html.indexOf(m, at + 1)).filter((i) => i > 0);
  return html.slice(at, Math.min(...ends));
}

/** The words a drawing shows (its <text>s). */
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)</g)].map((m) => m[1].trim()).filter(Boolean);

describe('dice pictures (#31.5)', () => {
  it('every hero, tower, minion and boss of the content has a picture in this game’s icon set', () => {
    for (const h of content.heroes) expect(ICONS[HERO_ICONS[h.id]], `hero ${h.id}`).toBeDefined();
    for (const t of content.towers) expect(ICONS[TOWER_ICONS[t.id]], `tower ${t.id}`).toBeDefined();
    for (const e of [...content.minions, ...content.bosses]) expect(ICONS[ENEMY_ICONS[e.id]], `enemy ${e.id}`).toBeDefined();
    // Two pieces of one family never share a picture (none needs a code to be told apart).
    for (const family of [HERO_ICONS, TOWER_ICONS, ENEMY_ICONS]) expect(new Set(Object.values(family)).size).toBe(Object.values(family).length);
  });

  it('on the board each enemy chip is its picture and its count (or a boss its health) on a badge, never its code; heroes and towers are pictures', () => {
    const v = everything();
    const html = render(v);
    for (const m of v.minions) {
      const drawn = pieceOf(html, m.enemy);
      expect(drawn).toContain('class="icon"');
      expect(texts(drawn)).toEqual([expect.stringMatching(new RegExp(`^×?${m.count}$`))]);
      expect(html).toContain(`${m.count} ${content.enemy(m.enemy).name}`);
    }
    const boss = pieceOf(html, v.bosses[0].boss);
    expect(boss).toContain('class="icon"');
    expect(texts(boss)).not.toContain(content.enemy(v.bosses[0].boss).code);
    for (const h of v.heroes) expect(pieceOf(html, h.id)).toContain('class="icon"');
    expect(html.match(/class="icon"/g)!.length).toBeGreaterThanOrEqual(v.minions.length + 1 + v.heroes.length + v.towers.length);
    const codes = new Set([...content.minions, ...content.bosses].map((e) => e.code));
    const board = html.slice(0, html.indexOf('<details'));
    for (const t of texts(board)) expect(codes.has(t.replace(/[×\d ♥]+$/, '')), `a code on the board: ${t}`).toBe(false);
  });

  it('one legend: the table’s, each piece on the board drawn as its picture beside its name, no codes', () => {
    const v = everything();
    expect(render(v)).not.toContain('>Legend</text>');
    const items = diceUi.legend!(v);
    for (const m of v.minions) {
      const e = content.enemy(m.enemy);
      const item = items.find((i) => i.text.startsWith(`${e.name} (${e.type})`));
      expect(item, e.name).toBeDefined();
      expect(renderToStaticMarkup(<>{item!.swatch}</>)).toContain('class="icon"');
    }
    for (const t of v.towers) expect(items.some((i) => i.text.startsWith(content.tower(t.tower).name)), t.tower).toBe(true);
    for (const i of items) expect(i.text).not.toMatch(/^[A-Z][A-Za-z]?(×N)?:/);
  });

  it('the rules page shows each enemy, tower and hero with its picture, and credits the icons as their licence asks', () => {
    const html = renderToStaticMarkup(<DiceRules />);
    expect((html.match(/class="piece-icon"/g) ?? []).length).toBeGreaterThanOrEqual(content.minions.length + content.bosses.length + content.towers.length + content.heroes.length);
    expect(html).toContain('Icons by Lorc, Delapouite &amp; contributors');
    expect(html).toContain('href="https://game-icons.net"');
  });

  it('an uncrowded space draws its chips larger (pictures 22 tall), all inside its square, with heroes on it or without', () => {
    const base = everything();
    const space = content.map(base.map).spaces[2].id;
    for (const heroes of [[], base.heroes.map((h) => ({ ...h, space, tower: null }))]) {
      // Under the heroes two rows (a boss and two stacks), else three (a boss and four stacks).
      const minions = content.minions.slice(0, heroes.length ? 2 : 4).map((m, i) => ({ enemy: m.id, space, count: i + 2 }));
      const v: DiceView = { ...base, heroes: heroes.length ? heroes : base.heroes, minions, bosses: [{ boss: content.bosses[0].id, space, health: 9 }] };
      const html = render(v);
      const square = html.match(new RegExp(`data-space="${space}"[^]*?<rect x="([\\d.]+)" y="([\\d.]+)" width="100" height="100"`))!;
      const [left, top] = [Number(square[1]), Number(square[2])];
      const chips = [...html.matchAll(/data-piece="(?:stack|boss):[^"]+" style="transform:translate\(([\d.]+)px, ([\d.]+)px\)"><g class="enemy-chip"[^>]*><rect[^>]*><\/rect><rect x="0" y="0" width="([\d.]+)" height="([\d.]+)"/g)].filter((m) => Number(m[1]) >= left && Number(m[1]) <= left + 100);
      expect(chips.length).toBe(minions.length + 1);
      for (const c of chips) {
        expect(Number(c[4])).toBe(22);
        expect(Number(c[1]) + Number(c[3])).toBeLessThanOrEqual(left + 100);
        expect(Number(c[2])).toBeGreaterThanOrEqual(top + 20);
        expect(Number(c[2]) + 22).toBeLessThanOrEqual(top + 100);
      }
    }
  });
});
