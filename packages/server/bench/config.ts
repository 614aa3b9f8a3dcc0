// The benchmark's settings, read once from the environment (see main.ts's header for each variable).
import { isBotStep, parseBotStep, SEARCH_SIZES, type BotStep } from './bots-step.ts';

export interface Step {
  clients: number;
  /** Milliseconds a client waits before each move (0: saturation). */
  think: number;
}

/** What `BENCH_AGAINST` may name: other servers run side by side with ours. */
export const RIVALS = ['boardgame.io'] as const;
export type Rival = (typeof RIVALS)[number];

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = Number(raw ?? fallback);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number of seconds, not "${raw}"`);
  return n;
}

function parseStep(text: string): Step {
  const [n, think, extra] = text.split('@');
  const step = { clients: Number(n), think: Number(think ?? 0) };
  if (extra !== undefined || !Number.isInteger(step.clients) || step.clients < 2 || step.clients % 2 !== 0 || !Number.isFinite(step.think) || step.think < 0) {
    throw new Error(`BENCH_STEPS: "${text}" is not a step: an even client count of 2 or more, optionally @think-ms (1000@200), spectators:N, or bots:N[@hard]`);
  }
  return step;
}

function parseCrowd(text: string): number {
  const n = Number(text.slice('spectators:'.length));
  if (!Number.isInteger(n) || n < 1) throw new Error(`BENCH_STEPS: "${text}" needs a spectator count (spectators:2000)`);
  return n;
}

const stepNames = (process.env.BENCH_STEPS ?? process.env.BENCH_CLIENTS ?? '100,500,1000,1000@200,1000@1000,spectators:2000')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

export const steps: Step[] = stepNames.filter((s) => !s.startsWith('spectators:') && !isBotStep(s)).map(parseStep);
export const crowds: number[] = stepNames.filter((s) => s.startsWith('spectators:')).map(parseCrowd);
/** `bots:N[@level]` steps and `bots:search[@level]` searches; BENCH_BOTS_SEARCH=1 adds a search at each level. */
export const botSteps: BotStep[] = [
  ...stepNames.filter(isBotStep).map(parseBotStep),
  ...(process.env.BENCH_BOTS_SEARCH === '1' ? ['bots:search', 'bots:search@hard'].map(parseBotStep) : []),
];
/** The match counts a bots search tries, in order (BENCH_BOTS_SIZES, default 50,100,200,400,800). */
export const botSearchSizes = process.env.BENCH_BOTS_SIZES ? process.env.BENCH_BOTS_SIZES.split(',').map((t) => {
  const n = Number(t);
  if (!Number.isInteger(n) || n < 1) throw new Error(`BENCH_BOTS_SIZES: "${t}" is not a match count (1 or more)`);
  return n;
}) : SEARCH_SIZES;

export const stores = (process.env.BENCH_STORES ?? 'sqlite,postgres').split(',').filter(Boolean);
for (const s of stores) if (s !== 'sqlite' && s !== 'postgres') throw new Error(`BENCH_STORES: "${s}" is neither sqlite nor postgres`);

/** The games measured: `ramparts serve` played, and the echo carrying their states. */
export const games = (process.env.BENCH_GAMES ?? 'coins,tracks').split(',').map((g) => g.trim()).filter(Boolean);
for (const g of games) if (g !== 'coins' && g !== 'tracks') throw new Error(`BENCH_GAMES: "${g}" is neither coins nor tracks`);

export const rivals: Rival[] = (process.env.BENCH_AGAINST ?? '').split(',').filter(Boolean).map((r) => {
  if (!(RIVALS as readonly string[]).includes(r)) throw new Error(`BENCH_AGAINST: "${r}" is not one of ${RIVALS.join(', ')}`);
  return r as Rival;
});

export const seconds = positive('BENCH_SECONDS', 10);
/** Rounds of the moves steps: each round runs every target once more, so the echo and ours alternate in time. */
export const repeats = Number(process.env.BENCH_REPEAT ?? 1);
if (!Number.isInteger(repeats) || repeats < 1) throw new Error(`BENCH_REPEAT must be a whole number of rounds (1 or more), not "${process.env.BENCH_REPEAT}"`);
export const warmup = Number(process.env.BENCH_WARMUP ?? 2);
if (!Number.isFinite(warmup) || warmup < 0) throw new Error(`BENCH_WARMUP must be 0 or more seconds, not "${process.env.BENCH_WARMUP}"`);
export const deadlineSeconds = positive('BENCH_DEADLINE', 900);
export const deadline = Date.now() + deadlineSeconds * 1000;
export const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Flags for every server's node: BENCH_NODE_ARGS, and a CPU profile per server when BENCH_PROF names a directory. */
export const serverNodeArgs = [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), ...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [])];
export const debug = Boolean(process.env.BENCH_DEBUG);
