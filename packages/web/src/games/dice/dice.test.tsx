import { Match } from '@ramparts/engine';
import { diceContent, findGame } from '@ramparts/games';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Move } from '@ramparts/games/dice/moves.ts';
import type { DiceView } from '@ramparts/games/dice/view.ts';
import { narrow, nextKeys, pick } from '../../app/picker.ts';
import { LocalDriver } from '../../local/driver.ts';
import type { LocalSave } from '../../local/store.ts';
import { DiceRules } from './Rules.tsx';
import { panels } from './table.tsx';
import { diceUi } from './ui.tsx';

const game = findGame('dice')!;

function start(players = 2, seed = 'dice-web') {
  return Match.create(game, { players, options: {}, seed });
}

function render(match: Match, seat: number | null, opts: { chosen?: string[]; phone?: boolean } = {}) {
  const view = match.view(seat) as DiceView;
  const chosen = opts.chosen ?? [];
  const moves = seat === null ? [] : match.legalMoves(seat).map((move) => ({ move, text: '', path: diceUi.path(move as Move, view) }));
  const next = new Set(nextKeys(narrow(moves, chosen), chosen.length));
  const html = renderToStaticMarkup(<diceUi.Board view={view} seat={seat} seatNames={['Player 1', 'Player 2']} next={next} chosen={chosen} onPick={() => {}} narrow={opts.phone} />);
  return { html, view, moves, next };
}

/** Plays moves chosen by `choose` until `until` holds (or the game ends); returns whether it held. */
function playUntil(match: Match, until: (v: DiceView, legal: Move[]) => boolean, choose: (legal: Move[]) => Move = (l) => l[0]): boolean {
  for (let i = 0; i < 400 && !match.outcome(); i++) {
    const seat = match.actors()[0];
    const legal = match.legalMoves(seat) as Move[];
    if (until(match.view(seat) as DiceView, legal)) return true;
    match.play(seat, choose(legal));
  }
  return false;
}

describe('dice board', () => {
  it('a Wait card shows while it holds the draw, and a finished board gives no waiting instruction (issue #27)', () => {
    const match = start();
    const waiting = { ...(match.view(0) as DiceView), waiting: true };
    const over = { ...waiting, result: { won: false, reason: 'The last gate die is gone: the gate has fallen and the horde pours in.' } };
    const board = (view: DiceView) =>
      renderToStaticMarkup(<diceUi.Board view={view} seat={0} seatNames={['Player 1', 'Player 2']} next={new Set()} chosen={[]} onPick={() => {}} />);
    const facts = (view: DiceView) => panels(view, ['Player 1', 'Player 2']).shared?.map((f) => f.label) ?? [];
    expect(board(waiting)).toContain('Wait: clear the map');
    expect(facts(waiting)).toContain('Wait');
    expect(board(over)).not.toMatch(/Wait: clear the map|A Wait card is in force/);
    expect(facts(over)).not.toContain('Wait');
  });

  it('draws the map from its data: every space and site, the spawn, the gate with one die per gate die, gold, the deck and the legend', () => {
    const match = start();
    const seat = match.actors()[0];
    const { html, view } = render(match, seat);
    expect(html).toContain('Gate Defense board');
    for (const s of ['P1', 'P2', 'P3', 'N4', 'S4', 'P5', 'P6', 'G']) expect(html).toContain(`data-space="${s}"`);
    for (let t = 1; t <= 7; t++) expect(html).toContain(`data-site="T${t}"`);
    expect(html).toContain('the spawn: new enemies arrive here');
    expect(html).toContain(`Gate dice: ${view.gate.join(', ')}.`);
    expect(html).toContain(`${view.gold} of ${view.goldCap}`);
    expect(html).toContain(`${view.deck.size} cards`);
    expect(html).toContain(`next: ${view.deck.next}`);
    expect(html).toContain(view.discard[view.discard.length - 1].name);
    // The board's one legend is the table's (ui.legend): the map draws none of its own (#31.5).
    expect(html).not.toContain('>Legend</text>');
    // The first card's Gremlins are on the map, as a chip with their picture and count, and named in the tooltip.
    const stack = view.minions[0];
    expect(html).toMatch(new RegExp(`data-kind="${stack.enemy}"[^]*?class="icon"[^]*?<text[^>]*>×${stack.count}</text>`));
    expect(html).toContain(`${stack.count} Gremlins on ${stack.space}: Ground, damage 1`);
    // Every hero with its health.
    for (const h of view.heroes) expect(html).toContain(`data-hero="${h.id}"`);
    expect(html).toMatch(/health \d\/\d/);
  });

  it('every first step of the legal moves is clickable on the board, and a spectator can click nothing', () => {
    const match = start();
    const seat = match.actors()[0];
    const { html, next } = render(match, seat);
    expect(next.size).toBeGreaterThan(1);
    for (const k of next) expect(html, k).toContain(`data-key="${k}"`);
    expect(render(match, null).html).not.toContain('data-key=');
  });

  it('building: clicking an empty site offers each tower the hero can pay for, with its cost after the hero\u2019s discount', () => {
    const match = start(1);
    // Walk until the acting hero stands beside an empty site it can build on.
    expect(playUntil(match, (_, legal) => legal.some((m) => m.type === 'build'), (l) => l.find((m) => m.type === 'move') ?? l[0])).toBe(true);
    const seat = match.actors()[0];
    const build = (match.legalMoves(seat) as Move[]).find((m) => m.type === 'build') as Extract<Move, { type: 'build' }>;
    const { html, view } = render(match, seat, { chosen: [`site:${build.site}`] });
    expect(html).toContain(`Site ${build.site}: choose`);
    const hero = view.heroes[view.current];
    const towers = (match.legalMoves(seat) as Move[]).filter((m): m is typeof build => m.type === 'build' && m.site === build.site);
    for (const t of towers) expect(html).toContain(`data-key="build:${t.tower}"`);
    // Keith pays 1 less for an Archery Tower (4): 3 gold.
    if (hero.id === 'keith' && towers.some((t) => t.tower === 'archery')) expect(diceUi.label('build:archery', view)).toBe('an Archery Tower (3 gold)');
  });

  it('a built tower shows its level on its die, its reach in the tooltip, and can be clicked to upgrade or mount', () => {
    const match = start(1);
    expect(playUntil(match, (v) => v.towers.length > 0 && v.current >= 0, (l) => l.find((m) => m.type === 'build') ?? l.find((m) => m.type === 'move') ?? l[0])).toBe(true);
    const seat = match.actors()[0];
    const { html, view } = render(match, seat);
    const t = view.towers[0];
    expect(html).toMatch(new RegExp(`on ${t.site}, level ${t.level} \\(the die shows the level\\)[^"]*reaches [A-Z0-9, ]+`));
    const steps = (match.legalMoves(seat) as Move[]).filter((m) => (m.type === 'upgrade' || m.type === 'mount') && m.site === t.site);
    if (steps.length) expect(html).toContain(`data-key="site:${t.site}"`);
  });

  it('attacking: the enemy stacks on the hero\u2019s space are the targets, one key per kind', () => {
    const match = start(1, 'dice-attack');
    expect(playUntil(match, (_, legal) => legal.some((m) => m.type === 'attack'), (l) => l.find((m) => m.type === 'move' && /^P[23]$/.test(m.to)) ?? l.find((m) => m.type === 'rest') ?? l[0])).toBe(true);
    const seat = match.actors()[0];
    const { html, view } = render(match, seat);
    const hero = view.heroes[view.current];
    const attack = (match.legalMoves(seat) as Move[]).find((m) => m.type === 'attack') as Extract<Move, { type: 'attack' }>;
    const key = `enemy:${hero.space}:${attack.enemy}`;
    expect(diceUi.path(attack, view)).toEqual([key]);
    expect(html).toContain(`data-key="${key}"`);
    expect(diceUi.label(key, view)).toMatch(/^Attack the \d+ \w+ on /);
  });

  it('every legal move has a distinct click path, and clicking it through plays exactly that move (a whole game)', () => {
    const match = start(2, 'dice-paths');
    for (let step = 0; !match.outcome(); step++) {
      const seat = match.actors()[0];
      const view = match.view(seat) as DiceView;
      const moves = (match.legalMoves(seat) as Move[]).map((move) => ({ move, text: '', path: diceUi.path(move, view) }));
      expect(new Set(moves.map((m) => m.path.join('|'))).size).toBe(moves.length);
      const target = moves[(step * 7) % moves.length];
      let chosen: string[] = [];
      let played = null;
      for (const key of target.path) {
        const r = pick(moves, chosen, key);
        if (r.play) {
          played = r.play;
          break;
        }
        chosen = r.chosen;
      }
      expect(played?.move).toEqual(target.move);
      for (const k of target.path) expect(diceUi.label(k, view)).not.toBe(k);
      match.play(seat, target.move);
    }
    expect(diceUi.status(match.view(0) as DiceView, [])).toBe(match.outcome()!.reason);
  });

  it('phone layout: the road runs top to bottom, the board is about a phone\u2019s width, with the same things to click', () => {
    const match = start();
    const seat = match.actors()[0];
    const width = (html: string) => Number(html.match(/viewBox="0 0 ([\d.]+) /)![1]);
    const keys = (html: string) => [...html.matchAll(/data-key="([^"]+)"/g)].map((m) => m[1]).sort();
    const wide = render(match, seat).html;
    const phone = render(match, seat, { phone: true }).html;
    expect(width(phone)).toBeLessThanOrEqual(420);
    expect(width(phone)).toBeLessThan(width(wide));
    expect(keys(phone)).toEqual(keys(wide));
  });

  it('hot-seat: two people at one screen pass it without a hand-over (every seat sees the same table), while cards still hands over', async () => {
    const seats: LocalSave['seats'] = [
      { kind: 'me', name: 'You' },
      { kind: 'hotseat', name: 'Friend' },
    ];
    const never = () => Promise.reject(new Error('no bot in this match'));
    const d = new LocalDriver({ id: 'd', game: 'dice', players: 2, options: {}, seed: 'hot', seats, moves: [], createdAt: 0 }, findGame('dice')!, { run: never });
    for (let i = 0; i < 6; i++) {
      expect(d.get().handOver).toBeNull();
      expect(d.get().moves.length).toBeGreaterThan(0);
      await d.play(d.get().moves[d.get().moves.length - 1].move);
    }
    expect(new Set(d.get().log.map((l) => l.text)).size).toBeGreaterThan(3);
    const cards = new LocalDriver({ id: 'c', game: 'cards', players: 2, options: {}, seed: 'hot', seats, moves: [], createdAt: 0 }, findGame('cards')!, { run: never });
    expect(cards.get().handOver).toBe(0);
  });

  it('a crowded space draws every stack and boss inside its square, three chips to a row', () => {
    const match = start();
    const view = match.view(0) as DiceView;
    const space = 'P5';
    const crowded: DiceView = {
      ...view,
      minions: ['gremlin', 'devil-steed', 'golem', 'bat-monkeys'].map((enemy, i) => ({ enemy, space, count: i + 2 })),
      bosses: [{ boss: 'morgu', space, health: 7 }],
      heroes: view.heroes.map((h) => ({ ...h, space })),
    };
    const html = renderToStaticMarkup(<diceUi.Board view={crowded} seat={0} seatNames={[]} next={new Set()} chosen={[]} onPick={() => {}} />);
    const square = html.match(/data-space="P5"[^]*?<rect x="([\d.]+)" y="([\d.]+)" width="100" height="100"/)!;
    const [left, top] = [Number(square[1]), Number(square[2])];
    // Each chip is a piece placed by its translate (it glides from there); the chip is drawn at the piece's origin.
    const chips = [...html.matchAll(/data-piece="(?:stack|boss):[^"]+" style="transform:translate\(([\d.]+)px, ([\d.]+)px\)"><g class="enemy-chip"[^>]*><rect[^>]*><\/rect><rect x="0" y="0" width="([\d.]+)" height="18"/g)].filter((m) => Number(m[1]) >= left && Number(m[1]) <= left + 100);
    expect(chips.length).toBe(5);
    for (const c of chips) {
      expect(Number(c[1]) + Number(c[3])).toBeLessThanOrEqual(left + 100);
      expect(Number(c[2]) + 18).toBeLessThanOrEqual(top + 100);
    }
    // Crowded, a chip is its picture and its number: the boss's health, a stack's count (no code, no name).
    expect(html).toMatch(/data-kind="morgu"[^]*?<text[^>]*>7<\/text>/);
    expect(html).toMatch(/data-kind="golem"[^]*?<text[^>]*>4<\/text>/);
  });

  it('the table beside the board: team things shared once (gold, gate dice, deck, objective), each seat its heroes’ health, the acting hero’s actions', () => {
    const match = start(2);
    const view = match.view(0) as DiceView;
    const p = diceUi.panels!(view, ['Ann', 'Bob']);
    expect(p.seats.length).toBe(2);
    const shared = Object.fromEntries(p.shared!.map((f) => [f.label, f]));
    expect(shared.Gold.value).toBe(`${view.gold}/${view.goldCap}`);
    expect(shared.Gate.value).toBe(view.gate.join(' · '));
    expect(shared['Event deck'].value).toBe(`${view.deck.size} cards`);
    for (const f of p.shared!) expect(f.tip, f.label).toMatch(/\w+ \w+/);
    const acting = view.heroes[view.current];
    const mine = p.seats[acting.seat];
    expect(mine.find((f) => f.label === 'Actions left')?.value).toBe(acting.actions);
    expect(mine.some((f) => f.value === `${acting.health}/${acting.maxHealth}`)).toBe(true);
    // Gold is the team's: never repeated per seat.
    expect(p.seats.flat().some((f) => /gold/i.test(f.label))).toBe(false);
  });

  it('the legend names every enemy on the map with its picture and numbers; help says how to act; the Combat filter keeps fights only', () => {
    const match = start(2);
    const view = match.view(0) as DiceView;
    const legend = diceUi.legend!(view);
    expect(view.minions.length).toBeGreaterThan(0);
    for (const m of view.minions) {
      const e = diceContent.enemy(m.enemy);
      expect(legend.map((l) => l.text)).toContainEqual(expect.stringMatching(new RegExp(`^${e.name} \\(${e.type}\\) — a die of ${e.health} or more kills one; damage ${e.damage}`)));
    }
    expect(legend.some((l) => /Orange outline: what you can click now/.test(l.text))).toBe(true);
    const help = diceUi.help!(view, view.heroes[view.current].seat);
    expect(help.join(' ')).toMatch(/click a space to walk/);
    expect(diceUi.combat!('Keith attacks 3 Gremlins on P2: rolls 4, kills 1 Gremlin')).toBe(true);
    expect(diceUi.combat!('Round 3: the event card is "Golem x 2".')).toBe(false);
  });

  it('the rules page teaches the whole game: the board drawn with the board’s pieces, a round in order, every enemy, tower and hero', () => {
    const html = renderToStaticMarkup(<DiceRules />);
    const order = ['The board', 'A round', 'Event', 'Enemies', 'Players', 'Towers'].map((w) => html.indexOf(`${w}</`));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1])), 'sections in order').toBe(true);
    expect((html.match(/<figure/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(html).toContain('class="enemy-chip"');
    expect(html).toContain('class="die"');
    for (const name of ['Gremlin', 'Morgu', 'Archery Tower', 'Trebuchet', 'Glorbud the Huge']) expect(html).toContain(name);
  });
});
