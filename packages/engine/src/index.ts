export { contentOf, parseContent, type ContentFile, type CrossCheck } from './content.ts';
export { MAX_VARIANT_BYTES, VARIANT_FORMAT, parseVariant, variantSchema, variantSlug, withVariant, type Variant } from './variant.ts';
export { canonicalJson, variantBot, variantDigest, variantGame, type VariantOfGame } from './variant-game.ts';
export { RuleError, ensure, isRuleError } from './errors.ts';
export { plainText } from './plain-text.ts';
export { parseShape, shapeProblems } from './shape.ts';
export { createRandom, restoreRandom, type Random, type RandomState } from './random.ts';
export { playKindOf } from './play-kind.ts';
export { resultHeadline, type ResultReaders } from './result-words.ts';
export type { AnyGame, DesignBand, DifficultyStep, FastPath, Figure, Game, GameContent, GameKind, GameMigration, LogLine, Outcome, Seat, Term, VersusMode } from './game.ts';
export { defineRules, type BuiltRules, type Problem, type RulesSpec } from './rules.ts';
export { Match, parseOptions, readableBy, type Applied, type MatchSetup, type MoveBy, type Resigned } from './match.ts';
export { resignConsequence, type ResignEffect } from './resignation.ts';
export { loadRecord, migrateGame, RECORD_FORMAT, type HintUse, type MatchRecord, type RecordedMove, type Resignation, type TimeOut, type TimeOutChoice } from './record.ts';
export {
  analyseMatch,
  ANALYSIS_ITERATIONS,
  analysisIterations,
  BOT_KINDS,
  BOT_LEVELS,
  botLevels,
  createBot,
  DEFAULT_LEVELS,
  estimateChances,
  HINT_ITERATIONS,
  hintIterations,
  hintMoves,
  isBotLevel,
  LEVEL_WORDS,
  LevelBot,
  MctsBot,
  moveKey,
  playout,
  RandomBot,
  resolveBotSpec,
  rolloutMove,
  swingsOf,
  type Analysis,
  type Bot,
  type BotLevel,
  type Hint,
  type MctsOptions,
  type RolloutGuide,
  type RolloutOptions,
  type SearchStats,
  type Swing,
} from './bots/index.ts';
