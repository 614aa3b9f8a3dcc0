// The printed tables (Markdown): one row per (target, step) of the moves table, one per (store, size) of the crowd's.
import type { Row } from './drive.ts';
import type { CrowdRow } from './crowd.ts';
import type { BotRow } from './bots.ts';
import type { Step } from './config.ts';
import { echoName, rampartsName } from './names.ts';

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const bytes = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : '—');

const MOVE_COLUMNS = ['target', 'clients', 'think ms', 'moves/s', 'p50 ms', 'p95 ms', 'p99 ms', 'server CPU %', 'server CPU ms/move', 'main thread ms/move', 'bytes/move to mover', 'bytes/move to others', 'fraction of echo', 'bench client CPU %', 'problems'];

export function movesHeader(): string {
  return [`| ${MOVE_COLUMNS.join(' | ')} |`, `|${MOVE_COLUMNS.map(() => '---').join('|')}|`].join('\n');
}

/** `echoRate`: the echo's moves/s at the same step (undefined when it has none). */
export function movesRow(r: Row, echoRate: number | undefined): string {
  const fraction = echoRate && echoRate > 0 ? fmt(r.rate / echoRate, 2) : '—';
  const cells = [r.target, r.clients, r.think || '—', Math.round(r.rate), fmt(r.p50), fmt(r.p95), fmt(r.p99), fmt(r.serverCpu, 0), fmt(r.cpuPerMove, 2), fmt(r.mainCpuPerMove, 2), bytes(r.bytesToMover), bytes(r.bytesToOthers), fraction, fmt(r.clientCpu, 0), r.problems.join('; ') || '—'];
  return `| ${cells.join(' | ')} |`;
}

/** A row that holds a sentence instead of figures (skipped, failed). */
export function movesNote(target: string, { clients, think }: Step, note: string): string {
  return `| ${[target, clients, think || '—', note, ...MOVE_COLUMNS.slice(4).map(() => '')].join(' | ')} |`;
}

/** Issue #28's target: a move costs `ramparts serve` at most this many times the echo's server CPU. */
export const CPU_RATIO_TARGET = 2;


const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * Per game and step, the server CPU a move costs `ramparts serve` over `store` ÷ what it costs the echo carrying
 * that game's states, both from `rows` (the same run): the part of a move's cost that is ours, not the transport's.
 * With several rounds (BENCH_REPEAT) each round's pair gives a ratio and the table shows the medians, so one noisy
 * step of either side does not decide it. "Main" is the part the server's main thread (its event loop) used; the
 * rest went to its other threads (the SQLite thread, garbage collection). A round without both rows, or where
 * either answered no move (its CPU per move means nothing), is left out.
 */
export function ratioTable(rows: Row[], games: string[], store = 'sqlite'): string {
  const columns = ['game', 'clients', 'think ms', 'rounds', `${store} CPU ms/move`, 'of which main thread', 'echo (game states) CPU ms/move', 'of which main thread', 'ratio', `within ${CPU_RATIO_TARGET}×`];
  const lines = [`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`];
  const answered = (r: Row) => r.moves > 0 && r.cpuPerMove > 0;
  for (const game of games) {
    const ours = rows.filter((r) => r.target === rampartsName(store, game) && answered(r));
    const steps = [...new Map(ours.map((r) => [`${r.clients}@${r.think}`, r])).values()];
    for (const step of steps) {
      const pairs = ours
        .filter((r) => r.clients === step.clients && r.think === step.think)
        .flatMap((r) => {
          const echo = rows.find((x) => x.target === echoName(game) && x.round === r.round && x.clients === r.clients && x.think === r.think && answered(x));
          return echo ? [{ ours: r, echo }] : [];
        });
      if (pairs.length === 0) continue;
      const m = (f: (p: (typeof pairs)[number]) => number) => median(pairs.map(f));
      const ratio = m((p) => p.ours.cpuPerMove / p.echo.cpuPerMove);
      const cells = [game, step.clients, step.think || '—', pairs.length, fmt(m((p) => p.ours.cpuPerMove), 3), fmt(m((p) => p.ours.mainCpuPerMove), 3), fmt(m((p) => p.echo.cpuPerMove), 3), fmt(m((p) => p.echo.mainCpuPerMove), 3), fmt(ratio, 2), ratio <= CPU_RATIO_TARGET ? 'yes' : 'no'];
      lines.push(`| ${cells.join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

const CROWD_COLUMNS = ['store', 'spectators', 'connected', 'connect s', 'healthz max connect ms', 'moves', 'healthz max play ms', 'close s', 'healthz max close ms', 'problems'];

export function crowdHeader(): string {
  return [`| ${CROWD_COLUMNS.join(' | ')} |`, `|${CROWD_COLUMNS.map(() => '---').join('|')}|`].join('\n');
}

export function crowdRow(store: string, n: number, r: CrowdRow): string {
  return `| ${store} | ${n} | ${r.connected} | ${fmt(r.connectMs / 1000, 2)} | ${fmt(r.healthz.connect, 0)} | ${r.moves} | ${fmt(r.healthz.play, 0)} | ${fmt(r.closeMs / 1000, 2)} | ${fmt(r.healthz.close, 0)} | ${r.problems.join('; ') || '—'} |`;
}

export function crowdNote(store: string, n: number, note: string): string {
  return `| ${[store, n, note, ...CROWD_COLUMNS.slice(3).map(() => '')].join(' | ')} |`;
}

const BOT_COLUMNS = ['store', 'level', 'matches', 'set up', 'bot moves', 'think p50 ms', 'think p95 ms', 'think p99 ms', 'wait p95 ms', 'felt p50 ms', 'felt p95 ms', 'felt p99 ms', 'slowest game (felt p95 ms)', 'fallbacks', 'person moves', 'server CPU %', 'problems'];

export function botsHeader(): string {
  return [`| ${BOT_COLUMNS.join(' | ')} |`, `|${BOT_COLUMNS.map(() => '---').join('|')}|`].join('\n');
}

export function botsRow(store: string, r: BotRow): string {
  const cells = [store, r.level, r.asked, r.setUp, r.botMoves, fmt(r.think.p50, 0), fmt(r.think.p95, 0), fmt(r.think.p99, 0), fmt(r.waitP95, 0), fmt(r.felt.p50, 0), fmt(r.felt.p95, 0), fmt(r.felt.p99, 0), r.slowest, r.fallbacks, r.personMoves, fmt(r.serverCpu, 0), r.problems.join('; ') || '—'];
  return `| ${cells.join(' | ')} |`;
}

export function botsNote(store: string, level: string, matches: number | string, note: string): string {
  return `| ${[store, level, matches, note, ...BOT_COLUMNS.slice(4).map(() => '')].join(' | ')} |`;
}
