export { main } from './main.ts';
export { playCommand, type PlayFlags, type PlayResult } from './commands/play.ts';
export { replayCommand, loadMatch, type ReplayFlags } from './commands/replay.ts';
export { simulateCommand, formatReport, type SimulateFlags, type SimulationReport } from './commands/simulate.ts';
export { benchCommand, benchGame, type BenchFlags, type BenchRow } from './commands/bench.ts';
export { serveCommand, type ServeFlags } from './commands/serve.ts';
export { loadEnv, type Env, type BotKit, type BotLike, type Registry } from './env.ts';
export { CliError, processIo, type Io } from './io.ts';
export { wilson, summarize } from '@ramparts/lab/stats.ts';
