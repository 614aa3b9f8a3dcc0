// The mid-game positions the docs' pictures show (`npm run screenshots`, `npm run clips`): played in Node by bots from
// a fixed seed, then written into a local match of the browser, which the table replays: the same picture every run.
import { createBot, Match, type RecordedMove } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import type { Page } from 'playwright-core';
import type { Harness } from '../test/browser.ts';

export interface Scene {
  game: string;
  players: number;
  options: Record<string, unknown>;
  /** Moves played before the picture (then on to the first turn of seat 0, the viewer's). */
  moves: number;
  /** The bot playing every seat up to the picture (the game's own when it has one). */
  bot: string;
}

export const SCENES: Scene[] = [
  { game: 'coins', players: 2, options: {}, moves: 24, bot: 'mcts:200' },
  { game: 'cards', players: 4, options: {}, moves: 125, bot: 'mcts:200' },
  { game: 'tracks', players: 2, options: {}, moves: 120, bot: 'heuristic' },
  { game: 'dice', players: 2, options: {}, moves: 30, bot: 'heuristic' },
  { game: 'crystal', players: 2, options: {}, moves: 70, bot: 'heuristic' },
];

export const SEED = 'screenshots';

/** The scene's moves, played by bots, stopping when it is seat 0's turn again after enough moves. */
export function playScene(scene: Scene): { options: unknown; moves: RecordedMove[] } {
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

/**
 * Opens the scene as a local table on `page`. Seat 0 is "You" unless `allBots`, when every seat is a `normal` bot and
 * the table plays on by itself (for the clips). The seats show a level, as a player's table would; the scene's own
 * bot only brought the game to this position.
 */
export async function openScene(h: Harness, page: Page, scene: Scene, allBots = false): Promise<number> {
  const game = findGame(scene.game)!;
  const { options, moves } = playScene(scene);
  const id = `shot-${scene.game}`;
  const seats = Array.from({ length: scene.players }, (_, i) =>
    i === 0 && !allBots ? { kind: 'me', name: 'You' } : { kind: 'bot', bot: 'normal', name: game.seatName(scene.players, options, i) },
  );
  const save = { id, game: scene.game, players: scene.players, options, seed: SEED, seats, moves, createdAt: Date.now() };
  await page.goto(h.url);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`ramparts:local:${id}`, JSON.stringify(save)] as const);
  await page.goto(`${h.url}#/local/${id}`);
  await page.locator('.board-area svg').first().waitFor();
  return moves.length;
}
