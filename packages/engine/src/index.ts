export { parseContent } from './content.ts';
export { RuleError, ensure, isRuleError } from './errors.ts';
export { parseShape, shapeProblems } from './shape.ts';
export { createRandom, restoreRandom, type Random, type RandomState } from './random.ts';
export type { AnyGame, FastPath, Figure, Game, GameKind, GameMigration, LogLine, Outcome, Seat, Term } from './game.ts';
export { defineRules, type BuiltRules, type Problem, type RulesSpec } from './rules.ts';
export { Match, parseOptions, readableBy, type Applied, type MatchSetup } from './match.ts';
export { loadRecord, migrateGame, RECORD_FORMAT, type MatchRecord, type RecordedMove } from './record.ts';
export { BOT_KINDS, createBot, MctsBot, moveKey, playout, RandomBot, type Bot, type MctsOptions, type SearchStats } from './bots/index.ts';
