import { campaign } from '@ramparts/games/dice/campaign/index.ts';
import { content } from '@ramparts/games/dice/content/index.ts';
import { buildDeck } from '@ramparts/games/dice/rules/setup.ts';
import { createRandom } from '@ramparts/engine';
import { gameList } from '@ramparts/games/list';
import { describe, expect, it } from 'vitest';
import { LEAST_MM } from '../art.tsx';
import { boardsOf, cardsOf, fontSizes, markup, patched, tokensOf, words } from '../testing.tsx';
import type { CardSpec } from '../types.ts';
import { dicePrint } from './dice.tsx';
import { TOWER_DECK } from './dice/cards.tsx';

const deckOf = (title: string): CardSpec[] => cardsOf(dicePrint.sections(), title);
const card = (id: string): CardSpec => {
  const c = cardsOf(dicePrint.sections()).find((x) => x.id === id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};
const text = (el: CardSpec['front']): string => words(markup(el));

describe('Gate Defense in print', () => {
  it('is titled as the game list names it', () => {
    expect(dicePrint.id).toBe('dice');
    expect(dicePrint.title).toBe(gameList.find((g) => g.id === 'dice')!.title);
  });

  it('a road board for each map, with every space (spawn and gate too) and every tower site on it', () => {
    const boards = boardsOf(dicePrint.sections());
    expect(boards.map((b) => b.id)).toEqual(content.maps.map((m) => `map ${m.id}`));
    for (const m of content.maps) {
      const b = boards.find((x) => x.id === `map ${m.id}`)!;
      const svg = markup(b.art);
      expect(b.title).toBe(m.name);
      expect(svg).toContain(`viewBox="0 0 ${b.width} ${b.height}"`);
      const spaces = [...svg.matchAll(/data-space="([^"]+)"/g)].map((x) => x[1]);
      expect(spaces.sort()).toEqual(m.spaces.map((s) => s.id).sort());
      const sites = [...svg.matchAll(/data-site="([^"]+)"/g)].map((x) => x[1]);
      expect(sites.sort()).toEqual(m.sites.map((s) => s.id).sort());
      const said = words(svg);
      expect(said).toContain('spawn');
      expect(said).toContain('gate');
      // Every site names the spaces its tower shoots and where a hero builds it from.
      for (const t of m.sites) expect(said).toContain(`shoots ${t.links.join(', ')}`);
      // Every fork says so.
      const forks = m.spaces.filter((s) => s.next.length > 1).length;
      expect(said.match(/\bfork\b/g)?.length ?? 0).toBeGreaterThanOrEqual(forks);
    }
  });

  it('boards at a scale where a space holds a token: spaces 25-35 mm apart', async () => {
    const { CELL } = await import('./dice/board.tsx');
    expect(CELL).toBeGreaterThanOrEqual(25);
    expect(CELL).toBeLessThanOrEqual(35);
    for (const b of boardsOf(dicePrint.sections())) {
      const m = content.maps.find((x) => `map ${x.id}` === b.id)!;
      const cols = Math.max(...[...m.spaces, ...m.sites].map((p) => p.x)) - Math.min(...[...m.spaces, ...m.sites].map((p) => p.x)) + 1;
      expect(b.width).toBeGreaterThanOrEqual(cols * CELL);
    }
  });

  it('tower cards: one per tower per level, from level 1 to the highest', () => {
    const cards = deckOf(TOWER_DECK);
    expect(cards).toHaveLength(content.towers.length * content.rules.limits.maxLevel);
    for (const t of content.towers) {
      for (let l = 1; l <= content.rules.limits.maxLevel; l++) {
        const said = text(cards.find((c) => c.id === `tower ${t.id} level ${l}`)!.front);
        expect(said).toContain(t.name);
        expect(said).toContain(`Level ${l} of ${content.rules.limits.maxLevel}`);
        expect(said).toContain(l === 1 ? `Build for ${t.purchase} gold` : `Upgrade to level ${l} ${t.upgrade} gold`);
      }
    }
  });

  it('a tower rolls one die per level, Bombers two, the Trebuchet half its level (at least 1) after its aiming die', () => {
    expect(text(card('tower archery level 3').front)).toContain('Rolls 3 dice');
    expect(text(card('tower bombers level 3').front)).toContain('Rolls 6 dice');
    expect(text(card('tower trebuchet level 1').front)).toContain('then 1 die');
    expect(text(card('tower trebuchet level 5').front)).toContain('then 2 dice');
  });

  it('hero cards: one per hero, with health, movement, attack dice and the ability', () => {
    const cards = cardsOf(dicePrint.sections()).filter((c) => c.id.startsWith('hero '));
    expect(cards).toHaveLength(content.heroes.length);
    for (const h of content.heroes) {
      const said = text(card(`hero ${h.id}`).front);
      expect(said).toContain(h.name);
      expect(said).toContain(`Health ${h.health}`);
      expect(said).toContain(`Moves ${h.movement} space`);
      expect(said).toContain(`Attack ${h.attackDice} di`);
      expect(said).toContain(h.special.split(' ').slice(0, 4).join(' '));
    }
  });

  it("each scenario's event deck: a setup card, then one card per event card the scenario lists, its back its wave", () => {
    for (const s of content.scenarios) {
      const deck = dicePrint.sections().find((x) => x.kind === 'cards' && x.title === `${s.name} deck`);
      expect(deck?.kind).toBe('cards');
      const cards = deck!.kind === 'cards' ? deck!.cards : [];
      const listed = s.waves.flatMap((w) => w.cards.map((f) => ({ w, f })));
      expect(cards).toHaveLength(1 + listed.length);
      expect(text(cards[0].front)).toContain(content.map(s.map).name);
      expect(text(cards[0].front)).toContain(`Gate dice: ${s.gate.join(', ')}`);
      expect(text(cards[0].front)).toContain(`Starting gold: ${s.gold}`);
      listed.forEach(({ w, f }, i) => {
        const c = cards[i + 1];
        expect(text(c.back)).toContain(w.back);
        const said = text(c.front);
        if (f.kind === 'spawn') expect(said).toContain(`${f.count} ${f.enemy}`);
        if (f.kind === 'boss') expect(said).toContain(f.boss);
        if (f.kind === 'event') expect(said).toContain(f.event);
        if (f.kind === 'wait') expect(said).toContain('Wait');
      });
    }
  });

  it("a spawn card prints its count at every difficulty as the rules deal it ('horde' percent more, rounded)", () => {
    for (const [level, d] of Object.entries(content.rules.difficulty)) {
      if (level === 'rulebook') continue;
      const s = content.scenarios.find((x) => x.id === '2')!;
      // The rules' own deck at that difficulty, against the counts the cards print, wave by wave (shuffled within).
      const dealt = buildDeck(s.id, createRandom('print'), d.horde);
      const printed = s.waves.flatMap((w, wi) =>
        w.cards.flatMap((f, i) => {
          if (f.kind !== 'spawn') return [];
          const said = text(card(`scenario ${s.id} ${w.back} card ${i + 1}`).front);
          const n = Number(new RegExp(`${level.charAt(0).toUpperCase()}${level.slice(1)} (\\d+)`).exec(said)![1]);
          return [`${wi} ${content.enemy(f.enemy).id} ${n}`];
        }),
      );
      const waveOf = new Map(s.waves.map((w, i) => [w.back, i]));
      const rules = dealt.flatMap((c) => (c.face.kind === 'spawn' ? [`${waveOf.get(c.back)} ${c.face.enemy} ${c.face.count}`] : []));
      expect(printed.sort()).toEqual(rules.sort());
    }
  });

  it('tokens: as many of each minion as the box holds, one per boss, one per hero with a wounded back, the towers of each type', () => {
    const tokens = tokensOf(dicePrint.sections());
    const { tokensPerMinion, towersPerType } = content.rules.limits;
    for (const m of content.minions) expect(tokens.filter((t) => t.id.startsWith(`minion ${m.id} `))).toHaveLength(tokensPerMinion);
    for (const b of content.bosses) expect(tokens.filter((t) => t.id === `boss ${b.id}`)).toHaveLength(1);
    for (const h of content.heroes) {
      const t = tokens.find((x) => x.id === `hero ${h.id}`)!;
      expect(t.back).toBeDefined();
      expect(text(t.back!)).toContain('wounded');
    }
    for (const t of content.towers) expect(tokens.filter((x) => x.id.startsWith(`tower ${t.id} `))).toHaveLength(towersPerType);
    expect(new Set(tokens.map((t) => t.id)).size).toBe(tokens.length);
    for (const t of tokens.slice(0, 1)) expect(markup(t.front)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 100 100"/);
  });

  it('the campaign sheet lists every chapter and every hero', () => {
    const sheet = dicePrint.sections().find((s) => s.kind === 'sheet');
    expect(sheet?.kind).toBe('sheet');
    const svg = markup(sheet!.kind === 'sheet' ? sheet!.sheet.art : <svg />);
    expect(svg).toContain('viewBox="0 0 190 250"');
    const said = words(svg);
    for (const ch of campaign.chapters) expect(said).toContain(ch.title);
    for (const h of content.heroes) expect(said).toContain(h.name);
    expect(said).toContain(`bank at most ${campaign.carry.bankCap} gold`);
  });

  it('every card is 63 × 88 mm; every deck shares one back per wave', () => {
    const cards = cardsOf(dicePrint.sections());
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
    for (const c of cards) expect(markup(c.front)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 63 88"/);
    expect(new Set(deckOf(TOWER_DECK).map((c) => markup(c.back))).size).toBe(1);
    const s1 = content.scenarios[0];
    expect(new Set(deckOf(`${s1.name} deck`).map((c) => markup(c.back))).size).toBe(1 + s1.waves.length);
  });

  it('no word a player reads is under the least readable size (LEAST_MM, 2.2 mm), and no drawing leans on filters, masks or foreign objects', () => {
    const sections = dicePrint.sections();
    const checks: [string, number][] = [
      ...cardsOf(sections).flatMap((c) => [markup(c.front), markup(c.back)].map((svg): [string, number] => [svg, 1])),
      ...tokensOf(sections).flatMap((t) => [t.front, ...(t.back ? [t.back] : [])].map((el): [string, number] => [markup(el), t.size / 100])),
      ...boardsOf(sections).map((b): [string, number] => [markup(b.art), 1]),
      ...sections.flatMap((s) => (s.kind === 'sheet' ? [[markup(s.sheet.art), 1] as [string, number]] : [])),
    ];
    for (const [svg, scale] of checks) {
      for (const size of fontSizes(svg)) expect(size * scale).toBeGreaterThanOrEqual(LEAST_MM - 1e-9);
      expect(svg).not.toMatch(/filter=|mask=|<foreignObject|url\(#/);
    }
  });

  it("a card's words end above its foot line (no text runs into the deck's name or off the card)", () => {
    for (const c of cardsOf(dicePrint.sections())) {
      const svg = markup(c.front);
      const rows = [...svg.matchAll(/<text [^>]*y="([\d.]+)"[^>]*>(.*?)<\/text>/g)].map((m) => ({ y: Number(m[1]), words: words(m[2]) }));
      const foot = rows.find((r) => r.words.includes('Gate Defense ·'))!;
      for (const r of rows) if (r !== foot) expect(r.y, `${c.id}: "${r.words}"`).toBeLessThanOrEqual(foot.y - 3);
      // A spawn card's box of counts at other difficulties starts 3.4 mm over its label: the words above stay clear of it.
      const box = rows.find((r) => r.words.includes('At other difficulties') && !c.id.endsWith('setup'));
      if (box) for (const r of rows) if (r.y < box.y) expect(r.y, `${c.id}: "${r.words}"`).toBeLessThanOrEqual(box.y - 4.2);
    }
  });

  it('a variant shows: a changed tower cost, hero health, spawn count and box size print as the content says when printed', () => {
    const archery = content.towers.findIndex((t) => t.id === 'archery');
    const was = content.towers[archery].purchase;
    patched('dice', { 'towers.json': { towers: { [archery]: { purchase: was + 3 } } } }, () => {
      expect(text(card('tower archery level 1').front)).toContain(`Build for ${was + 3} gold`);
      expect(dicePrint.aid().tables[0].rows[archery][1]).toBe(was + 3);
    });
    expect(text(card('tower archery level 1').front)).toContain(`Build for ${was} gold`);

    const keith = content.heroes.findIndex((h) => h.id === 'keith');
    patched('dice', { 'heroes.json': { heroes: { [keith]: { health: 2 } } } }, () => expect(text(card('hero keith').front)).toContain('Health 2'));
    expect(text(card('hero keith').front)).toContain(`Health ${content.hero('keith').health}`);

    const s1 = content.scenarios.findIndex((s) => s.id === '1');
    const before = text(card('scenario 1 Wave I card 1').front);
    patched('dice', { 'scenarios.json': { scenarios: { [s1]: { waves: { 0: { cards: { 0: { kind: 'spawn', enemy: 'Gremlin', count: 9 } } } } } } } }, () => {
      expect(text(card('scenario 1 Wave I card 1').front)).toContain('9 Gremlins');
    });
    expect(text(card('scenario 1 Wave I card 1').front)).toBe(before);

    const n = content.rules.limits.tokensPerMinion;
    patched('dice', { 'rules.json': { limits: { tokensPerMinion: n + 2 } } }, () => {
      expect(tokensOf(dicePrint.sections()).filter((t) => t.id.startsWith('minion gremlin '))).toHaveLength(n + 2);
    });
  });

  it('the player aid: the four phases in order, the towers, enemies and difficulties', () => {
    const aid = dicePrint.aid();
    expect(aid.turn.map((l) => l.split(':')[0])).toEqual(['Event phase', 'Enemy phase', 'Players phase', 'Tower phase']);
    const table = (title: string) => aid.tables.find((t) => t.title.startsWith(title))!;
    expect(table('Towers').rows.map((r) => r[0])).toEqual(content.towers.map((t) => t.name));
    expect(table('Enemies').rows).toHaveLength(content.minions.length + content.bosses.length);
    expect(table('Difficulty').rows).toHaveLength(Object.keys(content.rules.difficulty).length);
    for (const t of aid.tables) for (const r of t.rows) expect(r).toHaveLength(t.columns.length);
  });
});
