import fc from 'fast-check';
import { RuleError } from '../errors.ts';
import type { AnyGame, LogLine, Seat } from '../game.ts';
import { createBot, moveKey } from '../bots/index.ts';
import { botLevels } from '../bots/levels.ts';
import { Match, parseOptions, type Applied } from '../match.ts';
import { createRandom, type Random } from '../random.ts';
import { contentCheck, difficultyStepsCheck, versusModesCheck } from './lab-hooks.ts';
import { brief, canonical, deepFreeze, firstDifference, freezeNew, frozenCopy, jsonProblem } from './json.ts';

/** A table to test: a seat count and options (parsed by the game's schema; `{}` gives the defaults). */
export interface KitSetup {
  players: number;
  options?: unknown;
}

export interface ConformanceOptions {
  /** Random playouts of the main contract check, spread over the setups (default 200). */
  playouts?: number;
  /** A playout that has not ended after this many moves fails (default 5000). */
  maxMoves?: number;
  /** Base of every seed the kit uses (default "conformance"). */
  seed?: string;
  /** Every legal move of every actor is tried through pure `play` on every Nth step (default 5). */
  sampleEvery?: number;
  /** Playouts of the lighter checks: replay, determinism, garbage, log, undo, leaks, determinize (default 20). */
  checkPlayouts?: number;
  /** Runs of the fast-path property (default 50), each at most `fastSteps` moves (default 300). */
  fastRuns?: number;
  fastSteps?: number;
  /**
   * Hidden information: strings that only `seat` may know in `state` (its cards' ids, its secret target).
   * The kit fails if one appears in another seat's (or a spectator's) view, or in a log line not addressed to `seat`.
   * Make them distinctive: "card-7", not "7".
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  secretsOf?: (state: any, seat: Seat) => string[];
}

/** One named check; a test file runs `for (const c of conformance(game, setups)) it(c.name, c.run)`. */
export interface Check {
  name: string;
  run(): void;
}

type Config = Required<Omit<ConformanceOptions, 'secretsOf'>> & Pick<ConformanceOptions, 'secretsOf'>;

/** Where a check is: the game, the table, the seed and the move number, for messages that let you reproduce it. */
class Trial {
  step = 0;
  readonly options: unknown;
  constructor(
    readonly game: AnyGame,
    readonly setup: KitSetup,
    readonly seed: string,
  ) {
    this.options = parseOptions(game, setup.options ?? {});
  }

  where(): string {
    return `${this.game.id} with ${this.setup.players} players, options ${brief(this.setup.options ?? {})}, seed "${this.seed}", move ${this.step}`;
  }

  fail(message: string): never {
    throw new Error(`${message}\n  (${this.where()})`);
  }

  match(): Match {
    return Match.create(this.game, { players: this.setup.players, options: this.setup.options ?? {}, seed: this.seed });
  }
}

/**
 * The conformance checks every game runs: random playouts that keep the contract, replay, determinism, garbage
 * moves, the log, undo, and, as `game.kind` says, the fast path, secrets and determinization.
 */
export function conformance(game: AnyGame, setups: KitSetup[], opts: ConformanceOptions = {}): Check[] {
  if (setups.length === 0) throw new Error('conformance needs at least one setup');
  const cfg: Config = {
    playouts: 200,
    maxMoves: 5000,
    seed: 'conformance',
    sampleEvery: 5,
    checkPlayouts: 20,
    fastRuns: 50,
    fastSteps: 300,
    ...opts,
  };
  const trials = (name: string, count: number): Trial[] =>
    Array.from({ length: count }, (_, i) => new Trial(game, setups[i % setups.length], `${cfg.seed}/${name}/${i}`));

  const checks: Check[] = [
    { name: 'random playouts end and keep the contract at every step', run: () => trials('playout', cfg.playouts).forEach((t) => contractPlayout(t, cfg)) },
    { name: 'replaying a record rebuilds the same final state', run: () => trials('replay', cfg.checkPlayouts).forEach((t) => replayPlayout(t, cfg)) },
    { name: 'the same seed, options and moves give the same states', run: () => trials('determinism', cfg.checkPlayouts).forEach((t) => determinismPlayout(t, cfg)) },
    {
      name: 'garbage moves and wrong seats are refused with RuleError and change nothing, by Match and by play itself',
      run: () => trials('garbage', cfg.checkPlayouts).forEach((t) => garbagePlayout(t, cfg)),
    },
    { name: 'log lines are JSON and each seat reads only its share', run: () => trials('log', cfg.checkPlayouts).forEach((t) => logPlayout(t, cfg)) },
    {
      name: 'play appends its log lines to the log list it is given and plays the same without one',
      run: () => trials('log-list', cfg.checkPlayouts).forEach((t) => logListPlayout(t, cfg)),
    },
    { name: 'undo gives back the exact previous state', run: () => trials('undo', cfg.checkPlayouts).forEach((t) => undoPlayout(t, cfg)) },
    {
      name: 'a resignation at any point: Game.resign is pure, the seat’s own moves are refused, stand-ins play to the end, it never wins, the record replays',
      run: () => trials('resign', cfg.checkPlayouts).forEach((t) => resignPlayout(t, cfg)),
    },
  ];
  if (game.menuPath) {
    checks.push({ name: 'menu paths: every legal move has one, and different moves different ones', run: () => trials('menu', cfg.checkPlayouts).forEach((t) => menuPlayout(t, cfg)) });
  }
  if (game.terms) checks.push({ name: 'terms have a name and a text, and no name twice', run: () => trials('terms', cfg.checkPlayouts).forEach((t) => termsPlayout(t, cfg)) });
  if (game.figures) checks.push({ name: 'figures: finite numbers, one per seat or one for the table, the same ids all game', run: () => trials('figures', cfg.checkPlayouts).forEach((t) => figuresPlayout(t, cfg)) });
  if (game.fast) checks.push({ name: 'the fast path agrees with play', run: () => fastAgrees(game, setups, cfg) });
  if (game.candidateMoves || game.playoutMove) {
    checks.push({
      name: 'candidate moves are legal, distinct and never none; a playout move is one of the moves offered; neither changes the state',
      run: () => trials('guides', cfg.checkPlayouts).forEach((t) => guidesPlayout(t, cfg)),
    });
  }
  checks.push({ name: 'every strength level names a concrete bot this game can make', run: () => levelsCheck(game) });
  if (game.difficultySteps) checks.push({ name: 'lab: every difficulty step parses and allows its players, ids distinct', run: () => difficultyStepsCheck(game) });
  if (game.versusModes) checks.push({ name: 'lab: every versus mode parses and allows two seats or more, ids distinct', run: () => versusModesCheck(game) });
  const content = game.content;
  if (content) checks.push({ name: 'lab: an empty content patch changes nothing, and a patch undone leaves the content as it was', run: () => contentCheck(game, content) });
  if (game.kind.information === 'hidden') {
    checks.push({
      name: 'no seat sees another seat’s secrets, in views or in the log',
      run: () => {
        if (!cfg.secretsOf) throw new Error(`${game.id} has hidden information: pass opts.secretsOf to conformance so the kit can look for leaks.`);
        trials('leaks', Math.max(cfg.checkPlayouts, Math.ceil(cfg.playouts / 4))).forEach((t) => leakPlayout(t, cfg, cfg.secretsOf!));
      },
    });
    checks.push({
      name: 'determinize keeps what the seat sees and its legal moves',
      run: () => {
        if (!game.determinize) throw new Error(`${game.id} has hidden information but no determinize: the bots need it to search without peeking.`);
        trials('determinize', cfg.checkPlayouts).forEach((t) => determinizePlayout(t, cfg));
      },
    });
  }
  return checks;
}

// ---------------------------------------------------------------------------------------------------------
// Playing randomly

/** A random actor with a legal move, and one of its moves; null when the game is over. */
function chooseMove(t: Trial, match: Match, chooser: Random): { seat: Seat; move: unknown } | null {
  const actors = match.actors();
  if (actors.length === 0) return null;
  const order = chooser.shuffle(actors);
  for (const seat of order) {
    const moves = match.legalMoves(seat);
    if (moves.length > 0) return { seat, move: moves[chooser.int(moves.length)] };
  }
  return t.fail(`seats ${actors.join(', ')} may act but none has a legal move`);
}

/** Plays a random game through a Match, calling `each` after every move; fails past `maxMoves`. */
function playRandom(t: Trial, cfg: Config, each?: (match: Match, applied: Applied, before: string) => void): Match {
  const match = t.match();
  const chooser = createRandom(`${t.seed}/choices`);
  for (t.step = 0; ; t.step++) {
    const choice = chooseMove(t, match, chooser);
    if (!choice) return match;
    if (t.step >= cfg.maxMoves) t.fail(`the game has not ended after ${cfg.maxMoves} random moves`);
    const before = each ? JSON.stringify(match.state) : '';
    const applied = match.play(choice.seat, choice.move);
    each?.(match, applied, before);
  }
}

function seatsOf(players: number): (Seat | null)[] {
  return [null, ...Array.from({ length: players }, (_, i) => i)];
}

const seatLabel = (seat: Seat | null) => (seat === null ? 'a spectator' : `seat ${seat}`);

/** Throws unless `fn` throws RuleError; any other exception is a bug of the game. */
function expectRuleError(t: Trial, what: string, fn: () => unknown): void {
  let threw: unknown = undefined;
  try {
    fn();
  } catch (e) {
    threw = e ?? new Error('(threw a nullish value)');
  }
  if (threw === undefined) t.fail(`${what}: it was accepted`);
  if (!(threw instanceof RuleError)) {
    const e = threw as Error;
    t.fail(`${what}: it threw ${e?.name ?? typeof threw} "${e?.message ?? String(threw)}" instead of a RuleError`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// The contract at every step

function contractPlayout(t: Trial, cfg: Config): void {
  const { game } = t;
  const players = t.setup.players;
  const match = t.match();
  const chooser = createRandom(`${t.seed}/choices`);
  for (t.step = 0; ; t.step++) {
    const state = match.state;
    const sampled = t.step % cfg.sampleEvery === 0;
    checkState(t, state, players, sampled);
    const actors = game.actors(state);
    if (actors.length === 0) return;
    if (t.step >= cfg.maxMoves) t.fail(`the game has not ended after ${cfg.maxMoves} random moves`);

    const legal = new Map<Seat, unknown[]>();
    for (const seat of actors) {
      const moves = game.legalMoves(state, seat);
      if (!Array.isArray(moves) || moves.length === 0) t.fail(`seat ${seat} is an actor but has no legal move`);
      legal.set(seat, moves);
      if (sampled) {
        const frozen = frozenCopy(state);
        for (const move of moves) checkLegalMove(t, state, frozen, seat, move);
      }
    }

    const seat = actors[chooser.int(actors.length)];
    const moves = legal.get(seat)!;
    const move = moves[chooser.int(moves.length)];
    // Frozen in place (only what is new since the last move): play must never change the state it is given.
    freezeNew(state);
    try {
      match.play(seat, move);
    } catch (e) {
      const err = e as Error;
      const hint = err instanceof TypeError ? ' (a TypeError on a frozen state usually means play changes its input)' : '';
      t.fail(`the legal move ${brief(move)} of seat ${seat} was refused: ${err?.name} "${err?.message}"${hint}`);
    }
  }
}

/** Actors, outcome and views of one state. */
function checkState(t: Trial, state: unknown, players: number, sampled: boolean): void {
  const { game } = t;
  const problem = jsonProblem(state, 'state');
  if (problem) t.fail(`the state is not plain JSON: ${problem}`);
  const actors = game.actors(state);
  if (!Array.isArray(actors)) t.fail('actors did not return an array');
  if (new Set(actors).size !== actors.length || actors.some((s) => !Number.isInteger(s) || s < 0 || s >= players)) {
    t.fail(`actors ${brief(actors)} are not distinct seats of this table`);
  }
  const outcome = game.outcome(state);
  if ((actors.length === 0) !== (outcome !== null)) {
    t.fail(actors.length === 0 ? 'nobody may act but the game has no outcome' : `the game has an outcome ${brief(outcome)} but seats ${actors.join(', ')} may still act`);
  }
  if (outcome) {
    const p = jsonProblem(outcome, 'outcome');
    if (p) t.fail(`the outcome is not plain JSON: ${p}`);
    if (!Array.isArray(outcome.winners) || outcome.winners.some((s) => !Number.isInteger(s) || s < 0 || s >= players)) t.fail(`the winners ${brief(outcome.winners)} are not seats of this table`);
    if (typeof outcome.reason !== 'string' || outcome.reason === '') t.fail('the outcome has no reason');
  } else if (game.kind.turns === 'strict' && actors.length !== 1) {
    t.fail(`a strict-turn game has ${actors.length} actors (${actors.join(', ')}), not exactly one`);
  }
  for (const seat of seatsOf(players)) {
    const view = game.view(state, seat);
    const p = jsonProblem(view, 'view');
    if (p) t.fail(`the view of ${seatLabel(seat)} is not plain JSON: ${p}`);
    // Plain JSON data (checked above) comes back from JSON.parse(JSON.stringify(view)) unchanged.
    if (sampled) {
      const text = game.renderText(view, seat);
      if (typeof text !== 'string') t.fail(`renderText for ${seatLabel(seat)} did not return a string`);
    }
  }
}

/** A legal move is plain JSON, survives the move schema unchanged, has words and plays on a frozen state. */
function checkLegalMove(t: Trial, state: unknown, frozen: unknown, seat: Seat, move: unknown): void {
  const { game } = t;
  const p = jsonProblem(move, 'move');
  if (p) t.fail(`the legal move ${brief(move)} of seat ${seat} is not plain JSON: ${p}`);
  const parsed = game.moveSchema.safeParse(move);
  if (!parsed.success) t.fail(`the legal move ${brief(move)} of seat ${seat} fails the move schema: ${parsed.error.issues[0]?.message}`);
  if (canonical(parsed.data) !== canonical(move)) t.fail(`the move schema turns the legal move ${brief(move)} into ${brief(parsed.data)}`);
  const words = game.describeMove(state, seat, move);
  if (typeof words !== 'string' || words === '') t.fail(`describeMove gave no words for ${brief(move)}`);
  let after: unknown;
  try {
    after = game.play(frozen, seat, frozenCopy(move), createRandom(`${t.seed}/try/${t.step}`));
  } catch (e) {
    const err = e as Error;
    const hint = err instanceof TypeError ? ' (a TypeError on a frozen state usually means play changes its input)' : '';
    t.fail(`playing the legal move ${brief(move)} of seat ${seat} threw ${err?.name} "${err?.message}"${hint}`);
  }
  const q = jsonProblem(after, 'state');
  if (q) t.fail(`after the legal move ${brief(move)} of seat ${seat} the state is not plain JSON: ${q}`);
}

// ---------------------------------------------------------------------------------------------------------
// Replay and determinism

function replayPlayout(t: Trial, cfg: Config): void {
  const match = playRandom(t, cfg);
  const record = JSON.parse(JSON.stringify(match.record()));
  let again: Match;
  try {
    again = Match.replay(record, (id) => (id === t.game.id ? t.game : undefined));
  } catch (e) {
    return t.fail(`the record of this game does not replay: ${(e as Error).message}`);
  }
  const a = JSON.stringify(match.state);
  const b = JSON.stringify(again.state);
  if (a !== b) t.fail(`replaying the record gives a different final state ${firstDifference(a, b)}`);
  if (JSON.stringify(again.log(null)) !== JSON.stringify(match.log(null))) t.fail('replaying the record gives a different log');
}

function determinismPlayout(t: Trial, cfg: Config): void {
  const { game } = t;
  const setupA = JSON.stringify(game.setup(t.setup.players, t.options, createRandom(t.seed)));
  const setupB = JSON.stringify(game.setup(t.setup.players, t.options, createRandom(t.seed)));
  if (setupA !== setupB) t.fail(`setup with the same seed gives different states ${firstDifference(setupA, setupB)}`);
  const twin = t.match();
  playRandom(t, cfg, (match, { seat, move, log }) => {
    const applied = twin.play(seat, move);
    const a = JSON.stringify(match.state);
    const b = JSON.stringify(twin.state);
    if (a !== b) t.fail(`the same move ${brief(move)} from the same state gave different states ${firstDifference(a, b)}`);
    if (JSON.stringify(applied.log) !== JSON.stringify(log)) t.fail(`the same move ${brief(move)} logged different lines: ${brief(log)} and ${brief(applied.log)}`);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Garbage

const SHAPES: unknown[] = [null, undefined, 0, -1, 1.5, NaN, Infinity, '', 'pass', 'x'.repeat(500), true, false, [], [0, 1], {}, { type: 'no-such-move' }, { type: 42 }, { zz: 1 }, { type: null }, [{}]];

/** Variants of a legal move: each field changed to an out-of-range number, a wrong type, or removed. */
function mutants(move: unknown): unknown[] {
  const out: unknown[] = [];
  const visit = (v: unknown, put: (nv: unknown) => unknown, depth: number): void => {
    if (depth > 6) return;
    if (typeof v === 'number') for (const nv of [-1, v + 1, v - 1, v + 1000, -v - 7, 0.5, v + 0.25, 2 ** 31, String(v), null]) out.push(put(nv));
    else if (typeof v === 'string') for (const nv of ['', `${v}-x`, 'no-such-thing', v.toUpperCase() === v ? v.toLowerCase() : v.toUpperCase(), 7, null]) out.push(put(nv));
    else if (typeof v === 'boolean') for (const nv of [!v, String(v), 1]) out.push(put(nv));
    else if (Array.isArray(v)) {
      out.push(put([]), put([...v, ...v.slice(0, 1)]), put(v.slice(1)), put(''), put({}));
      v.forEach((item, i) => visit(item, (nv) => put(v.map((x, j) => (j === i ? nv : x))), depth + 1));
    } else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      out.push(put([]), put('move'));
      for (const key of Object.keys(o)) {
        const { [key]: _dropped, ...rest } = o;
        out.push(put(rest));
        visit(o[key], (nv) => put({ ...o, [key]: nv }), depth + 1);
      }
    }
  };
  visit(move, (nv) => nv, 0);
  return out;
}

function garbagePlayout(t: Trial, cfg: Config): void {
  const chooser = createRandom(`${t.seed}/garbage`);
  const played: unknown[] = [];
  garbageAt(t, t.match(), chooser);
  let sites = 1;
  const match = playRandom(t, cfg, (m, { move }) => {
    played.push(move);
    if (sites < 8 && chooser.float() < 0.15) {
      sites++;
      garbageAt(t, m, chooser);
    }
  });
  // After the end, every move is refused.
  const end = JSON.stringify(match.state);
  const tries = [...played.slice(-1), ...played.slice(0, 3), ...SHAPES.slice(0, 3)];
  const frozenEnd = frozenCopy(match.state);
  for (let seat = 0; seat < t.setup.players; seat++) {
    for (const move of tries) {
      refused(t, match, seat, move, `after the game ended, seat ${seat} played ${brief(move)}`);
      expectRuleError(t, `after the game ended, play(state, ${seat}, ${brief(move)}) called directly`, () => t.game.play(frozenEnd, seat, frozenCopy(move), createRandom('garbage')));
    }
  }
  if (JSON.stringify(match.state) !== end) t.fail('moves after the end changed the state');
}

/** Garbage on the match's current state: wrong shapes, mutated legal moves, wrong seats, seats that may not act. */
function garbageAt(t: Trial, match: Match, chooser: Random): void {
  const { game } = t;
  const players = t.setup.players;
  const actors = match.actors();
  if (actors.length === 0) return;
  const listed = new Map<Seat, { moves: unknown[]; keys: Set<string> }>();
  for (const seat of actors) {
    const moves = match.legalMoves(seat);
    listed.set(seat, { moves, keys: new Set(moves.map((m) => canonical(game.moveSchema.safeParse(m).data))) });
  }
  const isListed = (seat: Seat, move: unknown) => {
    const parsed = game.moveSchema.safeParse(move);
    return parsed.success && !!listed.get(seat)?.keys.has(canonical(parsed.data));
  };
  const actor = actors[0];
  const someMove = listed.get(actor)!.moves[0];
  const frozen = frozenCopy(match.state);

  for (const seat of actors) {
    const { moves } = listed.get(seat)!;
    const candidates = [...SHAPES];
    for (let i = 0; i < Math.min(4, moves.length); i++) candidates.push(...mutants(moves[chooser.int(moves.length)]));
    const picked = candidates.length > 60 ? chooser.shuffle(candidates).slice(0, 60) : candidates;
    for (const move of picked) {
      if (isListed(seat, move)) continue;
      refused(t, match, seat, move, `seat ${seat} played the garbage move ${brief(move)}`);
      // The same garbage goes straight to play, on a frozen state: play must check the shape itself.
      expectRuleError(t, `play(state, ${seat}, ${brief(move)}) called directly with garbage`, () => game.play(frozen, seat, frozenCopy(move), createRandom('garbage')));
    }
  }
  for (const seat of [-1, players, players + 7, 0.5, NaN, Infinity, '0' as unknown as Seat, null as unknown as Seat]) {
    refused(t, match, seat, someMove, `seat ${String(seat)} (not a seat of this table) played ${brief(someMove)}`);
  }
  for (let seat = 0; seat < players; seat++) {
    if (actors.includes(seat)) continue;
    refused(t, match, seat, someMove, `seat ${seat}, who may not act now, played ${brief(someMove)}`);
    expectRuleError(t, `play(state, ${seat}, ${brief(someMove)}) called directly for seat ${seat}, who may not act now`, () => game.play(frozen, seat, frozenCopy(someMove), createRandom('garbage')));
  }
}

/** The match must refuse the move with a RuleError and stay exactly as it was. */
function refused(t: Trial, match: Match, seat: Seat, move: unknown, what: string): void {
  const before = JSON.stringify(match.state);
  const count = match.moveCount;
  expectRuleError(t, what, () => match.play(seat, move));
  const after = JSON.stringify(match.state);
  if (after !== before || match.moveCount !== count) t.fail(`${what}: it was refused but the state changed ${firstDifference(before, after)}`);
}

// ---------------------------------------------------------------------------------------------------------
// Log and undo

/** Each line is plain JSON with a text, `to` names seats of this table, and the first line is a headline. */
function checkLines(t: Trial, log: LogLine[], move: unknown): void {
  const players = t.setup.players;
  if (!Array.isArray(log)) t.fail(`the log of ${brief(move)} is not an array`);
  for (const line of log) {
    const p = jsonProblem(line, 'line');
    if (p) t.fail(`a log line of ${brief(move)} is not plain JSON: ${p}`);
    if (typeof line.text !== 'string' || line.text === '') t.fail(`a log line of ${brief(move)} has no text: ${brief(line)}`);
    if (line.to !== undefined && (!Array.isArray(line.to) || line.to.length === 0 || line.to.some((s) => !Number.isInteger(s) || s < 0 || s >= players))) {
      t.fail(`the log line "${line.text}" is addressed to ${brief(line.to)}, not to seats of this table`);
    }
    if (line.detail !== undefined && typeof line.detail !== 'boolean') t.fail(`the log line "${line.text}" has detail ${brief(line.detail)}, not true or false`);
  }
  if (log[0]?.detail) t.fail(`the log of ${brief(move)} starts with the detail line "${log[0].text}", not a headline`);
}

function logPlayout(t: Trial, cfg: Config): void {
  const players = t.setup.players;
  const lines: LogLine[] = [];
  const setupLines = t.match().log(null);
  const match = playRandom(t, cfg, (_m, { move, log }) => {
    checkLines(t, log, move);
    lines.push(...log);
  });
  for (const seat of seatsOf(players)) {
    const share = [...setupLines, ...lines.filter((l) => !l.to || (seat !== null && l.to.includes(seat))).map((l) => l.text)];
    const got = match.log(seat);
    if (JSON.stringify(got) !== JSON.stringify(share)) {
      const i = Math.max(0, got.findIndex((line, k) => line !== share[k]));
      t.fail(`the log of ${seatLabel(seat)} is not its share of the lines: line ${i + 1} is "${got[i]}", expected "${share[i]}"`);
    }
  }
}

/**
 * `play` called directly with a list keeps what the list held, appends its lines, and plays as without a list
 * (same state, same draws). Tried on every `sampleEvery`th position of random games.
 */
function logListPlayout(t: Trial, cfg: Config): void {
  const { game } = t;
  const earlier: LogLine = { text: 'A line that was in the list before the move.' };
  const match = t.match();
  const chooser = createRandom(`${t.seed}/choices`);
  for (t.step = 0; ; t.step++) {
    const choice = chooseMove(t, match, chooser);
    if (!choice) return;
    if (t.step >= cfg.maxMoves) t.fail(`the game has not ended after ${cfg.maxMoves} random moves`);
    const { seat, move } = choice;
    if (t.step % cfg.sampleEvery === 0) {
      const state = match.state;
      freezeNew(state);
      const seed = `${t.seed}/log-list/${t.step}`;
      const quietRandom = createRandom(seed);
      const loudRandom = createRandom(seed);
      const list: LogLine[] = [earlier];
      let quiet: unknown;
      let loud: unknown;
      try {
        quiet = game.play(state, seat, frozenCopy(move), quietRandom);
        loud = game.play(state, seat, frozenCopy(move), loudRandom, list);
      } catch (e) {
        t.fail(`play(state, ${seat}, ${brief(move)}) called directly threw ${(e as Error)?.name} "${(e as Error)?.message}"`);
      }
      if (list[0] !== earlier) t.fail(`play with a log list for ${brief(move)} changed what the list held before: ${brief(list)}`);
      checkLines(t, list.slice(1), move);
      const a = canonical(quiet);
      const b = canonical(loud);
      if (a !== b) t.fail(`${brief(move)} of seat ${seat} gives another state with a log list than without ${firstDifference(a, b)}`);
      if (quietRandom.draws !== loudRandom.draws) t.fail(`${brief(move)} of seat ${seat} drew ${loudRandom.draws} random numbers with a log list, ${quietRandom.draws} without`);
    }
    match.play(seat, move);
  }
}

function undoPlayout(t: Trial, cfg: Config): void {
  const chooser = createRandom(`${t.seed}/undo`);
  let undone = 0;
  playRandom(t, cfg, (match, { seat, move }, before) => {
    if (undone >= 8 || !match.canUndo(seat) || !chooser.coin()) return;
    undone++;
    const after = JSON.stringify(match.state);
    const count = match.moveCount;
    const log = match.log(null).length;
    match.undo(seat);
    const back = JSON.stringify(match.state);
    if (back !== before) t.fail(`undoing ${brief(move)} of seat ${seat} did not give back the previous state ${firstDifference(before, back)}`);
    if (match.moveCount !== count - 1) t.fail(`undoing ${brief(move)} left ${match.moveCount} moves, not ${count - 1}`);
    match.play(seat, move);
    const redone = JSON.stringify(match.state);
    if (redone !== after) t.fail(`playing ${brief(move)} again after undoing it gave a different state ${firstDifference(after, redone)}`);
    if (match.log(null).length !== log) t.fail('undo and replay changed the length of the log');
  });
}

/**
 * A random seat resigns after a random number of moves (issue #29); the game then goes on, every seat's moves chosen
 * at random as its bot would (`stand-in`), to its end.
 */
function resignPlayout(t: Trial, cfg: Config): void {
  const { game } = t;
  const chooser = createRandom(`${t.seed}/resign`);
  const match = t.match();
  const when = chooser.int(80);
  let resigned: Seat | null = null;
  let tried = false;
  for (t.step = 0; ; t.step++) {
    if (!tried && t.step >= when && match.actors().length > 0) {
      tried = true;
      const seat = chooser.int(t.setup.players);
      const before = JSON.stringify(match.state);
      if (game.resign) {
        const given = frozenCopy(match.state);
        try {
          game.resign(given, seat, []);
        } catch (e) {
          if (!(e instanceof RuleError)) t.fail(`Game.resign threw ${String(e)} instead of a RuleError`);
        }
      }
      try {
        match.resign(seat);
        resigned = seat;
      } catch (e) {
        if (!(e instanceof RuleError)) t.fail(`resigning seat ${seat} threw ${String(e)} instead of a RuleError`);
        if (JSON.stringify(match.state) !== before) t.fail(`a refused resignation of seat ${seat} changed the state`);
      }
    }
    if (resigned !== null && match.actors().includes(resigned)) {
      const own = match.legalMoves(resigned);
      if (own.length > 0) expectRuleError(t, `a move of seat ${resigned}, which resigned, by its own player`, () => match.play(resigned!, own[0]));
    }
    const choice = chooseMove(t, match, chooser);
    if (!choice) break;
    if (t.step >= cfg.maxMoves) t.fail(`the game has not ended ${cfg.maxMoves} moves after a resignation`);
    match.play(choice.seat, choice.move, 'stand-in');
  }
  const outcome = match.outcome();
  if (!outcome) t.fail('the game ended with no outcome after a resignation');
  if (resigned !== null && match.playKind() !== 'cooperative' && outcome.winners.includes(resigned)) t.fail(`seat ${resigned} resigned yet is among the winners`);
  const again = Match.replay(JSON.parse(JSON.stringify(match.record())), (id) => (id === game.id ? game : undefined));
  const a = JSON.stringify(match.state);
  const b = JSON.stringify(again.state);
  if (a !== b) t.fail(`replaying the record of a game with a resignation gives a different final state ${firstDifference(a, b)}`);
  if (JSON.stringify(again.log(null)) !== JSON.stringify(match.log(null))) t.fail('replaying the record of a game with a resignation gives a different log');
}

// ---------------------------------------------------------------------------------------------------------
// Menu paths and terms

function menuPlayout(t: Trial, cfg: Config): void {
  const { game } = t;
  const check = (match: Match) => {
    const state = match.state;
    for (const seat of match.actors()) {
      const owners = new Map<string, unknown>();
      const seen = new Set<string>();
      for (const move of match.legalMoves(seat)) {
        const key = canonical(move);
        if (seen.has(key)) continue;
        seen.add(key);
        const path = game.menuPath!(state, seat, move);
        if (!Array.isArray(path) || path.length === 0) t.fail(`menuPath of ${brief(move)} for seat ${seat} is ${brief(path)}, not a non-empty list of steps`);
        if (path.some((step) => typeof step !== 'string' || step.trim() === '')) t.fail(`menuPath of ${brief(move)} for seat ${seat} has an empty or non-text step: ${brief(path)}`);
        const full = JSON.stringify(path);
        const other = owners.get(full);
        if (other !== undefined) t.fail(`seat ${seat}'s legal moves ${brief(other)} and ${brief(move)} share the menu path ${brief(path)}`);
        owners.set(full, move);
      }
    }
  };
  const start = t.match();
  check(start);
  playRandom(t, cfg, (match) => {
    if (t.step % cfg.sampleEvery === cfg.sampleEvery - 1) check(match);
  });
}

function termsPlayout(t: Trial, cfg: Config): void {
  const { game } = t;
  const check = (match: Match) => {
    for (const seat of seatsOf(t.setup.players)) {
      const terms = game.terms!(match.view(seat));
      if (!Array.isArray(terms)) t.fail(`terms for ${seatLabel(seat)} did not return a list`);
      const p = jsonProblem(terms, 'terms');
      if (p) t.fail(`the terms for ${seatLabel(seat)} are not plain JSON: ${p}`);
      const names = new Set<string>();
      for (const term of terms) {
        if (typeof term?.name !== 'string' || term.name.trim() === '') t.fail(`a term for ${seatLabel(seat)} has no name: ${brief(term)}`);
        if (typeof term.text !== 'string' || term.text.trim() === '') t.fail(`the term "${term.name}" for ${seatLabel(seat)} has no text`);
        if (names.has(term.name)) t.fail(`the term "${term.name}" is listed twice for ${seatLabel(seat)}`);
        names.add(term.name);
      }
    }
  };
  check(t.match());
  playRandom(t, cfg, (match) => {
    if (t.step % cfg.sampleEvery === cfg.sampleEvery - 1) check(match);
  });
}

/** The bots' guides (`candidateMoves`, `playoutMove`) stay within the legal moves and touch nothing. */
function guidesPlayout(t: Trial, cfg: Config): void {
  const { game } = t;
  const random = createRandom(`${t.seed}/policy`);
  const check = (match: Match) => {
    for (const seat of match.actors()) {
      const legal = match.legalMoves(seat);
      const keys = new Set(legal.map(moveKey));
      const state = frozenCopy(match.state);
      if (game.candidateMoves) {
        const shortlist = game.candidateMoves(state, seat);
        if (legal.length > 0 && shortlist.length === 0) t.fail(`candidateMoves gave seat ${seat} no move, but it has ${legal.length} legal moves`);
        const seen = new Set<string>();
        for (const m of shortlist) {
          const k = moveKey(m);
          if (!keys.has(k)) t.fail(`candidateMoves offered seat ${seat} a move that is not legal: ${brief(m)}`);
          if (seen.has(k)) t.fail(`candidateMoves offered seat ${seat} the same move twice: ${brief(m)}`);
          seen.add(k);
        }
      }
      if (game.playoutMove && legal.length > 0) {
        const m = game.playoutMove(state, seat, legal, random);
        if (!keys.has(moveKey(m))) t.fail(`playoutMove chose a move it was not offered: ${brief(m)}`);
      }
    }
  };
  check(t.match());
  playRandom(t, cfg, (match) => {
    if (t.step % cfg.sampleEvery === cfg.sampleEvery - 1) check(match);
  });
}

/** Every level's spec is a bot of this game (not another level), so `--vs hard` can never fail at the table. */
function levelsCheck(game: AnyGame): void {
  const levels = botLevels(game);
  if (!levels.some((l) => l.level === 'hard')) throw new Error(`${game.id} offers no hard bot: easy, normal and hard are offered by every game`);
  for (const { level, spec } of levels) {
    if (/^(easy|normal|hard|expert)$/i.test(spec.trim())) throw new Error(`${game.id}'s ${level} level names another level ("${spec}") instead of a bot`);
    createBot(spec, 'kit', game);
  }
  for (const need of ['easy', 'normal', 'hard']) {
    if (!levels.some((l) => l.level === need)) throw new Error(`${game.id} offers no ${need} bot: easy, normal and hard are offered by every game`);
  }
}

/** A game's figures keep their ids and sizes from the setup to the end, so a trajectory is one line per figure. */
function figuresPlayout(t: Trial, cfg: Config): void {
  const { game } = t;
  let shape: string | null = null;
  const check = (match: Match) => {
    const figures = game.figures!(match.state);
    const p = jsonProblem(figures, 'figures');
    if (p) t.fail(`the figures are not plain JSON: ${p}`);
    for (const f of figures) {
      if (typeof f.id !== 'string' || f.id === '' || typeof f.label !== 'string' || f.label.trim() === '') t.fail(`a figure has no id or label: ${brief(f)}`);
      if (f.kind !== 'level' && f.kind !== 'total') t.fail(`the figure "${f.id}" has kind ${brief(f.kind)}, not 'level' or 'total'`);
      if (!Array.isArray(f.values) || (f.values.length !== 1 && f.values.length !== t.setup.players)) t.fail(`the figure "${f.id}" has ${brief(f.values)}: one value per seat or one for the table`);
      if (f.values.some((v) => typeof v !== 'number' || !Number.isFinite(v))) t.fail(`the figure "${f.id}" has a value that is not a finite number: ${brief(f.values)}`);
    }
    const now = JSON.stringify(figures.map((f) => [f.id, f.kind, f.values.length]));
    if (shape !== null && now !== shape) t.fail(`the figures changed their ids or sizes during the game: ${shape} became ${now}`);
    shape = now;
  };
  check(t.match());
  playRandom(t, cfg, (match) => {
    if (t.step % cfg.sampleEvery === cfg.sampleEvery - 1 || match.outcome()) check(match);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Hidden information

function leakPlayout(t: Trial, cfg: Config, secretsOf: (state: unknown, seat: Seat) => string[]): void {
  const { game } = t;
  const players = t.setup.players;
  const look = (state: unknown, lines: LogLine[]) => {
    const views = seatsOf(players).map((seat) => ({ seat, json: JSON.stringify(game.view(state, seat)) }));
    for (let owner = 0; owner < players; owner++) {
      const secrets = secretsOf(state, owner);
      for (const secret of secrets) {
        if (typeof secret !== 'string' || secret === '') t.fail(`secretsOf(state, ${owner}) gave ${brief(secret)}; secrets must be non-empty strings`);
        for (const { seat, json } of views) {
          if (seat !== owner && json.includes(secret)) t.fail(`the view of ${seatLabel(seat)} shows "${secret}", a secret of seat ${owner}: ${brief(json, 400)}`);
        }
        for (const line of lines) {
          if ((!line.to || !line.to.includes(owner)) && line.text.includes(secret)) {
            t.fail(`the log line "${line.text}" (for ${line.to ? `seats ${line.to.join(', ')}` : 'everyone'}) shows "${secret}", a secret of seat ${owner}`);
          }
        }
      }
    }
  };
  const match = t.match();
  look(match.state, []);
  const chooser = createRandom(`${t.seed}/choices`);
  for (t.step = 0; ; t.step++) {
    const choice = chooseMove(t, match, chooser);
    if (!choice) return;
    if (t.step >= cfg.maxMoves) t.fail(`the game has not ended after ${cfg.maxMoves} random moves`);
    const applied = match.play(choice.seat, choice.move);
    look(match.state, applied.log);
  }
}

function determinizePlayout(t: Trial, cfg: Config): void {
  const { game } = t;
  const players = t.setup.players;
  const sorted = (items: unknown[]) => items.map(canonical).sort().join('\n');
  const check = (state: unknown) => {
    const actors = game.actors(state);
    for (let seat = 0; seat < players; seat++) {
      const view = game.view(state, seat);
      const random = createRandom(`${t.seed}/determinize/${t.step}/${seat}`);
      let d: unknown;
      try {
        d = game.determinize!(frozenCopy(view), seat, random);
      } catch (e) {
        const err = e as Error;
        t.fail(`determinize for seat ${seat} threw ${err?.name} "${err?.message}"${err instanceof TypeError ? ' (it must not change the view it is given)' : ''}`);
      }
      const p = jsonProblem(d, 'state');
      if (p) t.fail(`determinize for seat ${seat} made a state that is not plain JSON: ${p}`);
      const a = canonical(view);
      const b = canonical(game.view(d, seat));
      if (a !== b) t.fail(`seat ${seat} sees something else in its determinized state ${firstDifference(a, b)}`);
      if (sorted(game.actors(d)) !== sorted(actors)) t.fail(`the determinized state for seat ${seat} has actors ${brief(game.actors(d))}, not ${brief(actors)}`);
      if (actors.includes(seat) && sorted(game.legalMoves(d, seat)) !== sorted(game.legalMoves(state, seat))) {
        t.fail(`seat ${seat} has other legal moves in its determinized state`);
      }
      // The bots play on from it.
      const mover = actors[0];
      if (mover !== undefined) {
        const moves = game.legalMoves(d, mover);
        if (moves.length > 0) {
          try {
            game.play(d, mover, moves[random.int(moves.length)], random);
          } catch (e) {
            t.fail(`a legal move in the determinized state for seat ${seat} threw "${(e as Error).message}"`);
          }
        }
      }
    }
  };
  const match = t.match();
  check(match.state);
  const chooser = createRandom(`${t.seed}/determinize`);
  playRandom(t, cfg, (m) => {
    if (chooser.float() < 0.3) check(m.state);
  });
}

// ---------------------------------------------------------------------------------------------------------
// The fast path

/** A 32-bit number from a string, for fast-check's seed. */
function seedNumber(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return h | 0;
}

function fastAgrees(game: AnyGame, setups: KitSetup[], cfg: Config): void {
  const fast = game.fast!;
  const fastActors = (s: unknown): Seat[] => (fast.actors ? fast.actors(s) : game.actors(s));
  const sorted = (items: unknown[]) => items.map(canonical).sort().join('\n');
  const property = fc.property(
    fc.nat({ max: setups.length - 1 }),
    fc.string({ maxLength: 8 }),
    fc.array(fc.nat(), { maxLength: cfg.fastSteps }),
    (index, seed, choices) => {
      const setup = setups[index];
      const t = new Trial(game, setup, seed);
      const start = deepFreeze(game.setup(setup.players, t.options, createRandom(seed)));
      let pure: unknown = start;
      let own: unknown;
      try {
        own = fast.clone(start);
      } catch (e) {
        t.fail(`fast.clone threw "${(e as Error).message}"`);
      }
      const rp = createRandom(`${seed}/moves`);
      const rf = createRandom(`${seed}/moves`);
      for (t.step = 0; ; t.step++) {
        const actors = game.actors(pure);
        const fActors = fastActors(own);
        if (sorted(actors) !== sorted(fActors)) t.fail(`the fast path's actors ${brief(fActors)} differ from the rules' ${brief(actors)}`);
        if (actors.length === 0 || t.step >= choices.length) return;
        for (const seat of actors) {
          const a = sorted(game.legalMoves(pure, seat));
          const b = sorted(fast.legalMoves(own, seat));
          if (a !== b) t.fail(`the fast path's legal moves for seat ${seat} differ from the rules' ${firstDifference(a, b)}`);
        }
        const c = choices[t.step];
        const seat = actors[c % actors.length];
        const moves = game.legalMoves(pure, seat);
        const move = moves[Math.floor(c / actors.length) % moves.length];
        pure = deepFreeze(game.play(pure, seat, frozenCopy(move), rp));
        try {
          own = fast.apply(own, seat, structuredClone(move), rf);
        } catch (e) {
          const err = e as Error;
          t.fail(`fast.apply of ${brief(move)} threw ${err?.name} "${err?.message}"${err instanceof TypeError ? ' (does clone share data with the state it copies?)' : ''}`);
        }
        const a = canonical(pure);
        const b = canonical(own);
        if (a !== b) t.fail(`after ${brief(move)} of seat ${seat} the fast path's state differs from play's ${firstDifference(a, b)}`);
        if (rp.draws !== rf.draws) t.fail(`after ${brief(move)} of seat ${seat} the fast path drew ${rf.draws} random numbers, play ${rp.draws}`);
      }
    },
  );
  const run = fc.check(property, { numRuns: cfg.fastRuns, seed: seedNumber(cfg.seed) });
  if (run.failed) {
    const inner = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
    throw new Error(`${inner}\n  (fast-check seed ${run.seed}, path "${run.counterexamplePath}", shrunk counterexample [setup, seed, choices] ${brief(run.counterexample)})`);
  }
}
