/**
 * The lab's data contract: what an experiment says, what one played game leaves in a cell's results file, and what a
 * run's summary holds. Plain JSON throughout (files, worker threads, queue jobs and the web Lab page read the same
 * shapes). Browser-safe: no Node imports here.
 */
import type { DesignBand, Variant } from '@ramparts/engine';

/** One axis of an experiment: a path it varies and the values it takes, one cell per combination of all axes. */
export interface Axis {
  /**
   * What varies:
   * - `players`: the seat count;
   * - `options.<path>`: an option (`options.difficulty`, `options.scenario`);
   * - `content.<file>.<path>`: a content value through a content override patch (`content.towers.json.mk1-standard.cost`);
   * - `bots`: the whole bot list (each value a list, one spec per seat, or a single spec for every seat);
   * - `bots.<seat>`: one seat's bot.
   * - `step`: a difficulty step of the game (`Game.difficultySteps`, by id); it sets options and players.
   */
  path: string;
  values: unknown[];
  /** How a value reads in tables and charts (defaults to the value as text). */
  labels?: string[];
  /** The axis in words for charts ("archery tower's purchase cost"); defaults to words from the path. */
  title?: string;
}

/** When a cell has played enough. Checked only after whole chunks, so the answer never depends on the workers. */
export type StopRule =
  | { games: number }
  /** Until the 95% Wilson interval of the cell's win rate (see `cellWinRate`) is narrower than `width`, within `maxGames`. */
  | { width: number; minGames?: number; maxGames: number };

/** An experiment as written in its JSON or YAML file (validated by `experimentSchema`, experiment.ts). */
export interface Experiment {
  /** Shown in reports: "Dice: is Scenario 2 harder than Scenario 1?" */
  name: string;
  game: string;
  /** Base options (the defaults fill the rest). */
  options: Record<string, unknown>;
  /** Base seat count (default: the smallest the options allow). */
  players?: number;
  /** Base bots: one spec per seat, or one spec for every seat (`hard`, `mcts:500`, `heuristic`). */
  bots: string | string[];
  /** Game i of a cell turns the bot list by i seats, so every bot sits in every seat equally often (tournaments). */
  rotateSeats?: boolean;
  axes: Axis[];
  stop: StopRule;
  /** Games per chunk (the unit of work, of resuming and of queue jobs). Default 10. */
  chunk?: number;
  seed: string;
  /** A game still going after this many moves counts as unfinished. Default 10,000. */
  maxMoves?: number;
  /** What kind of experiment made it (`difficulty`, `seats`, `bots`, `sweep`, or `custom`), for the report's layout. */
  kind?: 'difficulty' | 'seats' | 'bots' | 'sweep' | 'custom';
  /** Per difficulty step cell: its design band (the `difficulty` experiment fills it). */
  bands?: Record<string, DesignBand>;
  /** A designer's variant every cell is played with: its patch is the base of each cell's content. */
  variant?: Variant;
  /** The design band every cell should fall in, where no step says (a sweep played on one ladder step). */
  band?: DesignBand;
}

/** One cell: the experiment with every axis fixed. `id` is stable and file-safe; `values` by axis path. */
export interface Cell {
  id: string;
  index: number;
  values: Record<string, unknown>;
  /** In words: "players 3 · difficulty hard". */
  label: string;
  game: string;
  players: number;
  /** The seats' names in this cell's set-up (a solo step's one seat may be the Attacker in one cell, the Defender in another). */
  seatNames?: string[];
  options: Record<string, unknown>;
  /** One spec per seat, before rotation. */
  bots: string[];
  rotateSeats: boolean;
  /** Content override patch (per file), {} for none. */
  content: Record<string, unknown>;
  /** Cell seed: game i plays with `${seed}:${i}`. */
  seed: string;
  maxMoves: number;
  band?: DesignBand;
}

/** A few samples of the game's public figures over a game, thinned evenly to at most 64 points. */
export interface Trajectory {
  /** The move number after which each sample was taken (0: the setup). */
  at: number[];
  /** Per figure id: one row per sample, each row one value per seat (or one shared value). */
  figures: Record<string, number[][]>;
  /** Per sample: each seat's standing in [0, 1] (the game's `evaluate`), for lead changes and drama; absent without it. */
  standing?: number[][];
}

/** One played game, as a line of a cell's results file (`cells/<cell id>.jsonl`). */
export interface GameLine {
  cell: string;
  index: number;
  /** The bot in each seat, after rotation. */
  bots: string[];
  winners: number[];
  /** A game lost to the side the rules play (a solo automaton, a co-operative game's enemy). */
  automatonWon: boolean;
  /** That side's name when it won ("the horde"), for tables that say who the seats lost to. */
  automatonWinner?: string;
  /** false: the move cap came first. */
  finished: boolean;
  moves: number;
  /** Rounds of turns: how many times the acting seat changed (a duration that reads like the table's). */
  turns: number;
  /** Decisions taken (moves chosen among more than one legal move) and their legal moves in all: branching = sum / decisions. */
  decisions: number;
  legalSum: number;
  /** How often each kind of move was played (`move.type`, or the move itself when it is a string). */
  moveKinds: Record<string, number>;
  scores?: number[];
  /** Labels of the figures (id → words), for charts. */
  figureLabels?: Record<string, string>;
  trajectory?: Trajectory;
}

/** A win rate with its 95% Wilson interval. */
export interface Rate {
  rate: number;
  low: number;
  high: number;
  n: number;
}

/** The measures of one cell (metrics.ts; each defined in docs/lab.md). */
export interface CellMeasures {
  games: number;
  /** Co-op: the team's win rate; competitive: seat 0's (or, with rotated seats, the first listed bot's). */
  winRate: Rate;
  /** Per seat: share of games won. */
  seatWins: Rate[];
  /** Per bot spec (competitive): share of the games it played that it won. */
  botWins: Record<string, Rate>;
  /** 1 − (largest seat win share − smallest) / largest, in [0, 1]; 1 is perfectly balanced. */
  balance: number;
  /** Share of games that ended before the move cap. */
  completion: number;
  /** Share of finished games with a winner (a seat or the automaton). */
  decisiveness: number;
  /** Share of the games won by the side the rules play, by its name ("the enemy": 0.1); absent when it never won. */
  lostTo?: Record<string, number>;
  /** Game length in moves and in turns: mean, median, p10, p90. */
  duration: { moves: Summary; turns: Summary };
  /** Mean legal moves per decision. */
  branching: number;
  /** Mean number of changes of the leading seat per game (by standing). */
  leadChanges: number | null;
  /** Mean share of the game gone when the lead last changed (0..1; late changes are dramatic). */
  drama: number | null;
  /** (stronger bot's win share − chance share) / (1 − chance share): 0 pure luck, 1 pure skill; competitive cells of mixed bots only. */
  skill: number | null;
  /** Per move kind: share of all moves played. */
  moveKinds: Record<string, number>;
  /** Figures: mean and spread per sample position (normalized time 0..1 in 11 steps), per figure id. */
  trajectories: Record<string, { label: string; t: number[]; mean: number[]; low: number[]; high: number[] }>;
  /** Lengths in moves, for the histogram (one per game). */
  lengths: number[];
  band?: DesignBand;
  /** Whether the win rate's point estimate lies in the band (absent without a band). */
  inBand?: boolean;
}

export interface Summary {
  mean: number;
  median: number;
  p10: number;
  p90: number;
}

/** A rating from a round-robin (Bradley-Terry strengths on an Elo-like scale), with its 95% interval. */
export interface Rating {
  bot: string;
  rating: number;
  low: number;
  high: number;
  games: number;
  wins: number;
}

/** `summary.json` of a run folder, and the file the web Lab page opens. */
export interface RunSummary {
  experiment: Experiment;
  title: string;
  /** Game's seat names for the base player count (charts label seats with them). */
  seatNames: string[];
  cells: { cell: Cell; measures: CellMeasures }[];
  /** Bots experiments: the rating table over all cells. */
  ratings?: Rating[];
  /** When the summary was written (ISO); the only field that differs between equal runs. */
  written: string;
}
