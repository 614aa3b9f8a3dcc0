// `npm run screenshots`: each board at a mid-game position, on a desktop (1280×800) and a phone (390×844), into
// docs/screenshots/<game>-{desktop,phone}.png (the README shows them). The position is played in Node by bots from a
// fixed seed and written into a local match of the browser, which the table replays: the same picture every run.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createBot, Match, type RecordedMove } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { accessibilityProblems, newPage, startHarness, WEB, type Harness } from '../test/browser.ts';

const OUT = join(WEB, '..', '..', 'docs', 'screenshots');

interface Scene {
  game: string;
  players: number;
  options: Record<string, unknown>;
  /** Moves played before the picture (then on to the first turn of seat 0, the viewer's). */
  moves: number;
  /** The bot playing every seat up to the picture (the game's own when it has one). */
  bot: string;
}

const SCENES: Scene[] = [
  { game: 'coins', players: 2, options: {}, moves: 24, bot: 'mcts:200' },
  { game: 'cards', players: 4, options: {}, moves: 125, bot: 'mcts:200' },
  { game: 'tracks', players: 2, options: {}, moves: 120, bot: 'heuristic' },
  { game: 'dice', players: 2, options: {}, moves: 30, bot: 'heuristic' },
  { game: 'crystal', players: 2, options: {}, moves: 70, bot: 'heuristic' },
];

const SEED = 'screenshots';

/** The scene's moves, played by bots, stopping when it is seat 0's turn again after enough moves. */
function play(scene: Scene): { options: unknown; moves: RecordedMove[] } {
  const game = findGame(scene.game)!;
  const options = game.options.parse(scene.options);
  const match = Match.create(game, { players: scene.players, options, seed: SEED });
  while (!match.outcome()) {
    const seat = match.actors()[0];
    if (match.moveCount >= scene.moves && seat === 0) break;
    match.play(seat, createBot(scene.bot, `${SEED}:${seat}:${match.moveCount}`, game).chooseMove(game, match.state, seat));
  }
  if (match.outcome()) throw new Error(`${scene.game}: the game ended before move ${scene.moves}; choose fewer moves.`);
  return { options, moves: match.moves().map((m) => ({ ...m })) };
}

async function capture(h: Harness, scene: Scene): Promise<void> {
  const game = findGame(scene.game)!;
  const { options, moves } = play(scene);
  const id = `shot-${scene.game}`;
  const seats = Array.from({ length: scene.players }, (_, i) =>
    // The seats show a level, as a player's table would; the scene's own bot only brought the game to this position.
    i === 0 ? { kind: 'me', name: 'You' } : { kind: 'bot', bot: 'normal', name: game.seatName(scene.players, options, i) },
  );
  const save = { id, game: scene.game, players: scene.players, options, seed: SEED, seats, moves, createdAt: Date.now() };
  for (const [name, width, height] of [['desktop', 1280, 800], ['phone', 390, 844]] as const) {
    const page = await newPage(h, width, height);
    await page.goto(h.url);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`ramparts:local:${id}`, JSON.stringify(save)] as const);
    await page.goto(`${h.url}#/local/${id}`);
    await page.locator('.board-area svg').first().waitFor();
    await page.locator('.your-turn').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
    // On a phone the player panels come first: the picture starts at the board.
    if (name === 'phone') await page.locator('.board-area').first().evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(500);
    const file = join(OUT, `${scene.game}-${name}.png`);
    await page.screenshot({ path: file });
    console.log(`${file} (${moves.length} moves in)`);
    // What axe-core finds on the board at this position, said beside the picture (the boards' suites fail on it).
    for (const problem of await accessibilityProblems(page)) console.log(`  axe: ${problem}`);
    await page.context().close();
  }
}

mkdirSync(OUT, { recursive: true });
const h = await startHarness();
try {
  const only = process.argv.slice(2);
  for (const scene of SCENES) if (only.length === 0 || only.includes(scene.game)) await capture(h, scene);
} finally {
  await h.close();
}
