/**
 * `npm run lab:docs`: runs the ready-made experiments for every game with the budgets below
 * and rewrites the results of docs/lab.md, docs/lab/runs and docs/lab/charts. The games' results files stay in
 * node_modules/.cache/ramparts-lab-docs, so a stopped run resumes; delete it to start over.
 */
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { createBot } from '@ramparts/engine';
import { findGame, games } from '@ramparts/games';
import { writeLabDocs, type DocsBudgets } from '../src/ready/docs.ts';

const root = resolve(import.meta.dirname, '../../..');

/**
 * Small enough to finish in about half an hour on a two-core machine, so the intervals are wide: say so in the doc.
 * Ladders are climbed by the `hard` team (the bands are defined against the strongest team; `expert` where a game has
 * it costs four times more), with fewer games where a game is slow, and by `normal` in tracks, whose hard team needs
 * about 18 s of CPU a game.
 */
const BUDGETS: DocsBudgets = {
  difficulty: { bots: 'hard', games: 12, seed: 'docs' },
  seats: { bots: 'normal', games: 20, seed: 'docs' },
  bots: { bots: 'random,easy,normal,mcts:20', games: 10, seed: 'docs' },
  sweep: { bots: 'normal', games: 16, seed: 'docs' },
  // One central number per game, from the paths its README ("Lab") lists as safe to vary.
  vary: {
    coins: 'rules.json.attackerTosses=2..4',
    cards: 'rules.json.handLimit=2..4',
    tracks: 'towers.json.towers.S1.build=1..3',
    dice: 'towers.json.towers.archery.purchase=3..5',
    crystal: 'rules.json.startingMana=8..12:2',
  },
  byGame: {
    dice: { difficulty: { games: 8 } },
    crystal: { difficulty: { games: 8 } },
    tracks: { difficulty: { bots: 'normal', games: 16 } },
  },
};

const BUDGET_WORDS = [
  'Written by `npm run lab:docs` (packages/lab/scripts/lab-docs.ts) with small budgets, so that it finishes in minutes on a',
  'shared two-core machine; the intervals are wide, and a verdict near a band’s edge is a hint, not a finding:',
  `- difficulty: the \`hard\` team, ${BUDGETS.difficulty.games} games per step in coins, 8 in dice and crystal (the \`lab difficulty\` command plays \`expert\` where a game has it, dice); in tracks the \`normal\` team (its heuristic), 16 games per step, as its hard team is too slow for a docs run: there a step too easy for \`normal\` is too easy for any stronger team, while one too hard for it may be in band for the strongest;`,
  `- seats: \`${BUDGETS.seats.bots}\` in every seat, ${BUDGETS.seats.games} games per seat count;`,
  `- bots: \`${BUDGETS.bots.bots}\` (the levels a game lacks, or that repeat another, left out), ${BUDGETS.bots.games} games per pair;`,
  `- sweeps: \`${BUDGETS.sweep.bots}\` in every seat, ${BUDGETS.sweep.games} games per value;`,
  `- seed \`docs\` throughout. Run the commands above with larger \`--games\` (or \`--width\`) for numbers to tune by.`,
].join('\n');

// --only <ids>: a trial on some games; their runs and charts are written, the doc is printed, not saved.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1].split(',') : null;
const doc = await writeLabDocs({
  kit: { games, findGame, createBot, modules: { registry: '@ramparts/games', bots: '@ramparts/engine' } },
  games: games.filter((g) => !only || only.includes(g.id)),
  paths: { doc: join(root, 'docs/lab.md'), assets: join(root, 'docs/lab'), cache: join(root, 'node_modules/.cache/ramparts-lab-docs') },
  budgets: BUDGETS,
  budgetWords: BUDGET_WORDS,
  workers: Math.min(2, availableParallelism()),
  log: (line) => console.log(line),
  writeDoc: !only,
});
if (only) console.log(doc);
else console.log('docs/lab.md, docs/lab/runs and docs/lab/charts written.');
