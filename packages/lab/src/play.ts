import { createRandom, RuleError, type AnyGame, type Random, type Seat } from '@ramparts/engine';
import type { ChunkJob } from './executor.ts';
import type { LabKit } from './kit.ts';
import type { Cell, GameLine, Trajectory } from './types.ts';

/** Most samples a game's trajectory keeps (thinned evenly beyond). */
export const MAX_SAMPLES = 64;

/** Seeds, as `ramparts simulate` has always used them: game i plays with `${seed}:${i}`; seat j's bot draws from `${seed}:${i}:${j}`. */
export const gameSeed = (seed: string, index: number) => `${seed}:${index}`;
export const botSeed = (seed: string, index: number, seat: number) => `${seed}:${index}:${seat}`;

/** The bots of game `index`: with rotated seats, seat s gets cell.bots[(s + index) % n], so each bot sits everywhere equally. */
export function botsOfGame(cell: Cell, index: number): string[] {
  const n = cell.bots.length;
  return cell.rotateSeats ? cell.bots.map((_, s) => cell.bots[(s + index) % n]) : cell.bots.slice();
}

/** What to record besides the result. */
export interface PlayOptions {
  /** Sample figures and standings into a trajectory (default true); `ramparts simulate` reads none, so it skips them. */
  trajectory?: boolean;
}

/** Plays game `index` of a cell and returns its line. */
export function playGame(kit: LabKit, cell: Cell, index: number, options: PlayOptions = {}): GameLine {
  const game = gameOf(kit, cell);
  return withContent(game, cell, () => playOne(kit, game, cell, index, options));
}

/** Plays one chunk's games in order. */
export function playChunk(kit: LabKit, job: ChunkJob, options: PlayOptions = {}): GameLine[] {
  const lines: GameLine[] = [];
  playChunkEach(kit, job, (line) => lines.push(line), options);
  return lines;
}

/** Plays one chunk's games in order, handing each line over as soon as it is played (for progress). */
export function playChunkEach(kit: LabKit, job: ChunkJob, onLine: (line: GameLine) => void, options: PlayOptions = {}): void {
  const game = gameOf(kit, job.cell);
  const first = job.chunk * job.size;
  withContent(game, job.cell, () => {
    for (let i = first; i < first + job.count; i++) onLine(playOne(kit, game, job.cell, i, options));
  });
}

function gameOf(kit: LabKit, cell: Cell): AnyGame {
  const game = kit.findGame(cell.game);
  if (!game) throw new RuleError('bad-experiment', `There is no game "${cell.game}". Games: ${kit.games.map((g) => g.id).join(', ')}.`);
  return game;
}

/** Runs `fn` with the cell's content patch applied, and always puts the content back. */
function withContent<T>(game: AnyGame, cell: Cell, fn: () => T): T {
  if (Object.keys(cell.content).length === 0) return fn();
  if (!game.content) throw new RuleError('bad-experiment', `${game.title} has no content the lab can vary, but cell ${cell.id} changes some.`);
  const undo = game.content.apply(cell.content);
  try {
    return fn();
  } finally {
    undo();
  }
}

/** What a game's line is built from while it is played. */
interface Samples {
  at: number[];
  figures: Record<string, number[][]>;
  labels: Record<string, string>;
  standing: number[][];
}

function playOne(kit: LabKit, game: AnyGame, cell: Cell, index: number, options: PlayOptions): GameLine {
  try {
    return playLine(kit, game, cell, index, options.trajectory !== false);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    // A cell without an id is a plain simulation (`ramparts simulate`): the game alone names it.
    throw new Error(`${cell.id ? `Cell ${cell.id}, game` : 'Game'} ${index} (seed "${gameSeed(cell.seed, index)}", bots ${botsOfGame(cell, index).join(',')}) failed: ${why}`, { cause: e });
  }
}

function playLine(kit: LabKit, game: AnyGame, cell: Cell, index: number, record: boolean): GameLine {
  const random = createRandom(gameSeed(cell.seed, index));
  const names = botsOfGame(cell, index);
  const bots = names.map((spec, seat) => kit.createBot(spec, botSeed(cell.seed, index, seat), game));
  // When several seats may act at once, who goes first is drawn from a generator of its own.
  let order: Random | null = null;
  let state: unknown = game.setup(cell.players, cell.options, random);
  const samples: Samples = { at: [], figures: {}, labels: {}, standing: [] };
  const sample = (at: number) => {
    if (record && samples.at[samples.at.length - 1] !== at) takeSample(game, state, at, samples);
  };
  sample(0);
  const solo = cell.players === 1;
  const moveKinds: Record<string, number> = {};
  let moves = 0;
  let turns = 0;
  let decisions = 0;
  let legalSum = 0;
  let last: Seat | null = null;
  for (;;) {
    const actors = game.actors(state) as Seat[];
    if (actors.length === 0 || moves >= cell.maxMoves) break;
    let seat = actors[0];
    if (actors.length > 1) {
      order ??= createRandom(`${gameSeed(cell.seed, index)}:order`);
      seat = order.pick(actors);
    }
    // A turn is a run of moves by one seat; alone at the table, every move is one.
    if (seat !== last || solo) {
      turns++;
      sample(moves);
    }
    last = seat;
    const legal = game.legalMoves(state, seat).length;
    if (legal > 1) {
      decisions++;
      legalSum += legal;
    }
    const move = bots[seat].chooseMove(game, state, seat);
    const kind = typeof move === 'string' ? move : typeof (move as { type?: unknown })?.type === 'string' ? (move as { type: string }).type : 'move';
    moveKinds[kind] = (moveKinds[kind] ?? 0) + 1;
    state = game.play(state, seat, move, random);
    moves++;
  }
  sample(moves);
  const outcome = game.outcome(state);
  const line: GameLine = {
    cell: cell.id,
    index,
    bots: names,
    winners: outcome ? outcome.winners.slice() : [],
    automatonWon: outcome?.automatonWinner !== undefined,
    finished: outcome !== null,
    moves,
    turns,
    decisions,
    legalSum,
    moveKinds,
  };
  if (outcome?.automatonWinner !== undefined) line.automatonWinner = outcome.automatonWinner;
  if (outcome?.scores) line.scores = outcome.scores.slice();
  const trajectory = record ? thin(samples, !!game.figures, !!game.evaluate) : undefined;
  if (trajectory) {
    if (Object.keys(samples.labels).length > 0) line.figureLabels = samples.labels;
    line.trajectory = trajectory;
  }
  return line;
}

function takeSample(game: AnyGame, state: unknown, at: number, samples: Samples): void {
  const row = samples.at.length;
  samples.at.push(at);
  if (game.figures) {
    for (const figure of game.figures(state)) {
      samples.labels[figure.id] ??= figure.label;
      const rows = (samples.figures[figure.id] ??= []);
      // A figure that appears late starts with its first value; one that vanishes keeps its last.
      while (rows.length < row) rows.push(figure.values.slice());
      rows.push(figure.values.slice());
    }
    for (const rows of Object.values(samples.figures)) if (rows.length === row) rows.push(rows[row - 1].slice());
  }
  // Four decimals tell leaders apart and keep the results files small.
  if (game.evaluate) samples.standing.push(game.evaluate(state).map((v: number) => Math.round(v * 1e4) / 1e4));
}

/** At most MAX_SAMPLES samples, evenly spread, first and last kept; undefined when the game gives neither figures nor standing. */
function thin(samples: Samples, figures: boolean, standing: boolean): Trajectory | undefined {
  if (!figures && !standing) return undefined;
  const n = samples.at.length;
  const keep = n <= MAX_SAMPLES ? samples.at.map((_, i) => i) : Array.from({ length: MAX_SAMPLES }, (_, k) => Math.round((k * (n - 1)) / (MAX_SAMPLES - 1)));
  const pick = <T>(rows: T[]) => keep.map((i) => rows[i]);
  const trajectory: Trajectory = { at: pick(samples.at), figures: {} };
  for (const [id, rows] of Object.entries(samples.figures)) trajectory.figures[id] = pick(rows);
  if (standing) trajectory.standing = pick(samples.standing);
  return trajectory;
}
