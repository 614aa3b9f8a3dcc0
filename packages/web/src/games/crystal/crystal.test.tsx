import { Match } from '@ramparts/engine';
import { crystalBoard, crystalContent as content, findGame } from '@ramparts/games';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Move } from '@ramparts/games/crystal/moves.ts';
import { mapLevelWords } from '@ramparts/games/crystal/rules/level.ts';
import type { CrystalView, DefenseState, EnemyState } from '@ramparts/games/crystal/state.ts';
import { keepChosen, narrow, nextKeys, pick } from '../../app/picker.ts';
import { coverageOf } from './geometry.ts';
import { CrystalRules } from './Rules.tsx';
import { crystalUi } from './ui.tsx';

// A hand-built position on the first map, from its content (never hard-coded ids): two heroes of one seat, a
// defense, an enemy on the floor and two on a spawn.
const map = content.maps[0];
const board = crystalBoard.boardOf(map);
const floor = board.hexes.filter((h) => h.kind === 'floor').map((h) => h.name);
const [heroA, heroB] = content.heroes.map((h) => h.id);
const defenseKind = content.kits[0].defenses[0];
const enemyKind = content.enemies[0].id;

function enemy(id: number, at: string, over: Partial<EnemyState> = {}): EnemyState {
  return { id, enemy: enemyKind, at, health: content.enemies[0].health, flipped: false, damagedBy: [], aggro: null, stunned: 0, weakened: false, confused: false, calmed: false, ...over };
}

function position(over: Partial<CrystalView> = {}): CrystalView {
  const defense: DefenseState = { id: 1, defense: defenseKind, owner: 0, at: floor[1], facing: 0, health: content.defense(defenseKind).health, cooldown: 0 };
  return {
    map: map.id,
    players: 1,
    difficulty: 'normal',
    wavesToWin: 4,
    phase: 'hero',
    turn: 3,
    wave: 1,
    spawnsLeft: 1,
    mana: 9,
    heroes: [
      { hero: heroA, seat: 0, at: floor[0], health: 4, steps: 3, actions: 2, done: false, out: null },
      { hero: heroB, seat: 0, at: null, health: content.hero(heroB).kit.health, steps: 0, actions: 0, done: true, out: 'skip' },
    ],
    defenses: [defense],
    enemies: [enemy(5, floor[2]), enemy(6, board.enemySpawns[0]), enemy(7, board.enemySpawns[0], { health: 1 })],
    used: ['x'],
    nextId: 8,
    result: null,
    deckSize: 11,
    ...over,
  };
}

function render(v: CrystalView, next: string[] = [], chosen: string[] = [], phone = false) {
  return renderToStaticMarkup(<crystalUi.Board view={v} seat={0} seatNames={['Player 1']} next={new Set(next)} chosen={chosen} onPick={() => {}} narrow={phone} />);
}

describe('crystal board', () => {
  it('draws the map from its data: every hex by name and kind, the walls, the crystal and both kinds of spawn', () => {
    const html = render(position());
    expect(html).toContain('Crystal Defenders board');
    for (const h of board.hexes) expect(html).toContain(`data-hex="${h.name}"`);
    for (const [a, b] of map.walls) expect(html).toContain(`A wall between ${a} and ${b}`);
    expect(html).toContain('the crystal — it cannot be entered');
    expect(html).toContain('a player spawn (+)');
    expect(html).toContain('an enemy spawn (!)');
    // The board's one legend is the table's (ui.legend): the map draws none of its own (#31.5).
    expect(html).not.toContain('>Legend</text>');
  });

  it('draws heroes with health, a defense with its health and state, enemies with health, a stack on a spawn with its count', () => {
    const v = position();
    const html = render(v);
    const hero = content.hero(heroA);
    expect(html).toContain(`${hero.name} (hero 1, Player 1), on ${floor[0]}: health 4 of ${hero.kit.health}`);
    expect(html).toContain('3 steps and 2 actions left');
    expect(html).toContain('fallen: sits out this Hero phase');
    const d = content.defense(defenseKind);
    expect(html).toMatch(new RegExp(`${d.name} 1 on ${floor[1]} \\(a ${d.kind}\\), facing E: health ${d.health} of ${d.health}.*face up, ready`));
    expect(html).toContain(`${content.enemies[0].name} 5 on ${floor[2]}: health ${content.enemies[0].health}`);
    expect(html).toContain(`2 enemies on the spawn ${board.enemySpawns[0]}, safe until they move`);
    expect(html).toContain('×2');
    // Wave, mana and deck (the deck's size only: its order is hidden).
    expect(html).toContain('1 of 4');
    expect(html).toContain('11 cards');
    expect(html).toContain('9</text>');
  });

  it('a face-down defense shows its cooldown (the seed: flip it over to show its cooldown)', () => {
    const v = position();
    v.defenses[0] = { ...v.defenses[0], cooldown: 2 };
    const html = render(v);
    expect(html).toContain('face down, cooldown 2');
    expect(html).toContain('⟳2');
  });

  it('coverage: hexes within range in the spread’s wedges, never an enemy spawn, and every facing offered lights its own cover', () => {
    const d = content.defense(defenseKind);
    const at = floor[1];
    for (let f = 0; f < 6; f++) {
      const cover = coverageOf(position(), defenseKind, at, f);
      for (const name of cover) {
        const h = board.hex(name)!;
        expect(crystalBoard.distance(board.hex(at)!, h)).toBeLessThanOrEqual(d.range);
        expect(h.kind).not.toBe('enemy-spawn');
      }
    }
    // Building: after the hex and the defense, the offered facings are arrows on the board and buttons under it.
    const html = render(position(), ['facing:0', 'facing:3'], [`hex:${floor[3]}`, `build:${defenseKind}`]);
    expect(html).toContain('data-key="facing:0"');
    expect(html).toContain('data-key="facing:3"');
    expect(html).toContain('which way it faces');
    expect(html).toContain('Facing W: covers');
  });

  it('a hex offering both a walk and builds shows the choice under the map', () => {
    const html = render(position(), ['move', `build:${defenseKind}`], [`hex:${floor[3]}`]);
    expect(html).toContain(`${floor[3]}: choose`);
    expect(html).toContain('data-key="move"');
    expect(html).toContain(`Build ${/^[AEIOU]/.test(content.defense(defenseKind).name) ? 'an' : 'a'} ${content.defense(defenseKind).name} (${content.defense(defenseKind).cost} mana)`);
  });

  it('Heal and Done are buttons in the box of the hero in hand', () => {
    const html = render(position(), ['heal', 'done']);
    expect(html).toContain('data-key="heal"');
    expect(html).toContain('data-key="done"');
    expect(html).toContain(`Heal +${content.hero(heroA).kit.cast}`);
  });

  it('path: the hero first only when its seat still has several heroes to act with; every key has words', () => {
    const one = position();
    const two = position({ heroes: [one.heroes[0], { ...one.heroes[1], done: false, out: 'place' }] });
    const moves: Move[] = [
      { type: 'move', hero: 0, to: floor[3] },
      { type: 'build', hero: 0, defense: defenseKind, at: floor[3], facing: 2 },
      { type: 'repair', hero: 0, defense: 1 },
      { type: 'attack', hero: 0, enemy: 5 },
      { type: 'heal', hero: 0 },
      { type: 'done', hero: 0 },
    ];
    expect(moves.map((m) => crystalUi.path(m, one))).toEqual([[`hex:${floor[3]}`, 'move'], [`hex:${floor[3]}`, `build:${defenseKind}`, 'facing:2'], ['defense:1'], ['enemy:5'], ['heal'], ['done']]);
    expect(crystalUi.path({ type: 'place', hero: 1, at: board.playerSpawns[0] }, two)).toEqual(['hero:1', `hex:${board.playerSpawns[0]}`]);
    expect(crystalUi.path(moves[5], two)).toEqual(['hero:0', 'done']);
    for (const m of moves) for (const k of crystalUi.path(m, two)) expect(crystalUi.label(k, two)).not.toBe(k);
    // A walk alone on a hex is played at the hex's click; a walk or a build waits for the choice.
    const pathed = moves.map((m) => ({ move: m, text: '', path: crystalUi.path(m, one) }));
    expect(pick(pathed.filter((m) => m.move.type === 'move'), [], `hex:${floor[3]}`).play?.move).toEqual(moves[0]);
    expect(pick(pathed, [], `hex:${floor[3]}`).play).toBeNull();
    expect(nextKeys(narrow(pathed, [`hex:${floor[3]}`]), 1)).toEqual(['move', `build:${defenseKind}`]);
  });

  it('at phone width the map fits 390 px and its text stays at least 8 px', () => {
    const html = render(position(), [], [], true);
    const width = Number(/viewBox="0 0 ([\d.]+) /.exec(html)![1]);
    expect(width).toBeLessThanOrEqual(390);
    const sizes = [...html.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(8);
  });

  it('status: the wave, the Hero phase, mana, the enemies and who is still to act', () => {
    expect(crystalUi.status(position(), ['Player 1'])).toBe(`Wave 1 of 4 · Hero phase 3 · mana 9 · 3 enemies · to act: ${content.hero(heroA).name}`);
    expect(crystalUi.status(position({ result: { won: true, reason: 'The heroes held the crystal through 4 waves.' } }), ['Player 1'])).toContain('held');
  });

  it('through a game: every step of every legal move is clickable on the board or under it, and a spectator can click nothing', () => {
    const match = Match.create(findGame('crystal')!, { players: 2, options: {}, seed: 'crystal-web' });
    let checked = 0;
    for (let step = 0; step < 60 && !match.outcome(); step++) {
      const seat = match.actors()[0];
      const view = match.view(seat) as CrystalView;
      const moves = (match.legalMoves(seat) as Move[]).map((move) => ({ move, text: '', path: crystalUi.path(move, view) }));
      // Follow one move's path click by click: each key it offers on the way is drawn as something to click.
      const target = moves[(step * 7) % moves.length];
      for (let depth = 0; depth < target.path.length; depth++) {
        const chosen = target.path.slice(0, depth);
        const next = nextKeys(narrow(moves, chosen), depth);
        const html = renderToStaticMarkup(<crystalUi.Board view={view} seat={seat} seatNames={['Player 1', 'Player 2']} next={new Set(next)} chosen={chosen} onPick={() => {}} />);
        for (const k of next) expect(html, `${k} after ${chosen.join(' ')}`).toContain(`data-key="${k}"`);
        checked += next.length;
      }
      match.play(seat, target.move);
    }
    expect(checked).toBeGreaterThan(60);
    const spectator = renderToStaticMarkup(<crystalUi.Board view={match.view(null) as CrystalView} seat={null} seatNames={['Player 1', 'Player 2']} next={new Set()} chosen={[]} onPick={() => {}} />);
    expect(spectator).not.toContain('data-key=');
    expect(spectator).not.toMatch(/"deck"/);
  });

  it('the rules page: the phases in the seed’s order, our decisions, and every hero, defense and enemy with the content’s numbers', () => {
    const html = renderToStaticMarkup(<CrystalRules />);
    const order = ['Hero phase', 'Respawn', 'Board phase', 'Cooldowns', 'Enemy movement', 'Defenses attack', 'Enemies attack', 'Spawning'].map((w) => html.indexOf(w));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1])), 'phases in order').toBe(true);
    expect(html).toContain(`take ${content.rules.actionsPerPhase} actions`);
    expect(html).toContain(`survive ${content.rules.wavesToWin} waves`);
    expect(html).toContain('equal Speed: the one nearer the crystal moves first');
    for (const k of content.kits) expect(html).toContain(`health ${k.health}, attack ${k.attack}, speed ${k.speed}, cast ${k.cast}, range ${k.range}`);
    for (const d of content.defenses) expect(html).toContain(`<strong>${d.name.replace(/'/g, '&#x27;')}</strong> (${d.kind}, ${d.cost} mana`);
    for (const e of content.enemies) expect(html).toContain(`<strong>${e.name}</strong> (${e.code} on the text board): speed ${e.speed}, attack ${e.attack}, health ${e.health}, range ${e.range}`);
    // Each map's own modifiers, in the words the game log uses.
    const maps = content.maps.map((m) => mapLevelWords(m.id)).filter((w) => w !== '');
    for (const w of maps) expect(html).toContain(w);
  });

  it('one person with two heroes clicks the hero first (its box, or its token once on the board), then where it goes', () => {
    const match = Match.create(findGame('crystal')!, { players: 1, options: { heroes: 2 }, seed: 'crystal-two' });
    const play = (chosen: string[]) => {
      const view = match.view(0) as CrystalView;
      const moves = (match.legalMoves(0) as Move[]).map((move) => ({ move, text: '', path: crystalUi.path(move, view) }));
      const next = nextKeys(narrow(moves, chosen), chosen.length);
      const html = renderToStaticMarkup(<crystalUi.Board view={view} seat={0} seatNames={['Player 1']} next={new Set(next)} chosen={chosen} onPick={() => {}} />);
      return { moves, next, html };
    };
    const first = play([]);
    expect(first.next.sort()).toEqual(['hero:0', 'hero:1']);
    for (const k of first.next) expect(first.html).toContain(`data-key="${k}"`);
    const entering = play(['hero:1']);
    expect(entering.next.every((k) => k.startsWith('hex:') && board.playerSpawns.includes(k.slice(4)))).toBe(true);
    expect(entering.html).toContain('Enter on');
    const place = pick(entering.moves, ['hero:1'], entering.next[0]).play!;
    expect(place.move).toMatchObject({ type: 'place', hero: 1 });
    match.play(0, place.move);
    // Hero 1 stands on the board now: its token is the click that chooses it.
    const after = play([]);
    const at = (match.view(0) as CrystalView).heroes[1].at!;
    const hexSvg = after.html.slice(after.html.indexOf(`data-hex="${at}"`)).split('data-hex="')[1];
    expect(hexSvg).toContain('data-key="hero:1"');
  });

  it('free order: another seat’s move keeps a half-made choice that still leads to a move, and drops one that does not', () => {
    const match = Match.create(findGame('crystal')!, { players: 2, options: {}, seed: 'crystal-keep' });
    const pathed = (seat: number) => {
      const view = match.view(seat) as CrystalView;
      return (match.legalMoves(seat) as Move[]).map((move) => ({ move, text: '', path: crystalUi.path(move, view) }));
    };
    // Both heroes enter; then Player 1 clicks a hex that offers builds while Player 2 walks.
    for (const seat of [0, 1]) match.play(seat, (match.legalMoves(seat) as Move[])[0]);
    const build = pathed(0).find((m) => m.move.type === 'build')!;
    const chosen = build.path.slice(0, 1);
    match.play(1, (match.legalMoves(1) as Move[]).find((m) => m.type === 'move' || m.type === 'done')!);
    expect(keepChosen(pathed(0), chosen)).toEqual(chosen);
    expect(keepChosen(pathed(0), ['hex:Z99'])).toEqual([]);
  });

  it('the table beside the board: the crystal, wave, mana and deck shared once; each seat its heroes’ health and steps and actions left', () => {
    const v = position();
    const p = crystalUi.panels!(v, ['Ann']);
    expect(p.seats.length).toBe(1);
    const shared = Object.fromEntries(p.shared!.map((f) => [f.label, f]));
    expect(shared.Crystal.value).toBe('standing');
    expect(shared.Wave.value).toBe(`1 of 4`);
    expect(shared.Mana.value).toBe(9);
    for (const f of p.shared!) expect(f.tip, f.label).toMatch(/\w+ \w+/);
    const mine = p.seats[0];
    const a = content.hero(heroA);
    expect(mine.find((f) => f.label === `${a.name} health`)?.value).toBe(`4/${a.kit.health}`);
    expect(mine.find((f) => f.label === `${a.name} left`)?.value).toBe('3 steps, 2 actions');
    expect(mine.find((f) => f.label === `${content.hero(heroB).name} is`)?.value).toBe('fallen');
    expect(p.seats.flat().some((f) => /mana/i.test(f.label))).toBe(false);
    expect(crystalUi.panels!({ ...v, result: { won: false, reason: 'x' } }, ['Ann']).shared!.find((f) => f.label === 'Crystal')).toMatchObject({ value: 'lost', tone: 'warn' });
  });

  it('the legend names the enemies and defenses on the board with their numbers; help says how to act; the Combat filter keeps fights only', () => {
    const v = position();
    const texts = crystalUi.legend!(v).map((l) => l.text);
    const e = content.enemies[0];
    const d = content.defense(defenseKind);
    expect(texts).toContain(`${e.name} — health ${e.health}, speed ${e.speed}, attack ${e.attack}, range ${e.range}, bounty ${e.bounty} mana`);
    expect(texts.some((t) => t.startsWith(`${d.name} (${d.kind}) — health ${d.health}`))).toBe(true);
    expect(crystalUi.help!(v, 0).join(' ')).toMatch(/click a hex to walk or to build there/);
    expect(crystalUi.combat!('Harpoon Turret 3 hits Goblin 7 for 2: it falls (+1 mana).')).toBe(true);
    expect(crystalUi.combat!('Squire walks to F4.')).toBe(false);
  });

  it('the rules page draws the tokens and a defense’s cover with the board’s own pieces', () => {
    const html = renderToStaticMarkup(<CrystalRules />);
    expect((html.match(/<figure/g) ?? []).length).toBe(2);
    expect(html).toContain('class="defense-token"');
    expect(html).toContain('class="enemy-token"');
    expect(html).toContain('class="hero-token"');
    expect(html).toMatch(/lights the \d+ hexes it covers/);
  });
});
