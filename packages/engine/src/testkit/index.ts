/** The game test kit: conformance checks every game runs, golden playthroughs, and toy games for tests. */
export { conformance, type Check, type ConformanceOptions, type KitSetup } from './conformance.ts';
export { checkGolden, writeTranscript, type GoldenResult, type GoldenSetup } from './golden.ts';
export { brief, canonical, deepFreeze, jsonProblem } from './json.ts';
export * as toys from './toys.ts';
export { firstNumberPatch } from './lab-hooks.ts';
