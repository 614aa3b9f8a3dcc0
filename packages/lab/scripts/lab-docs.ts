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
 * Small enough to finish in well under an hour on a two-core machine. Ladders are climbed by the `normal` team (the
 * game's heuristic at every seat: the fair player the bands are promised to, issue #27) until each step's interval is
 * at most 15 points wide; the other experiments keep small budgets, so their intervals are wide: say so in the doc.
 */
const BUDGETS: DocsBudgets = {
  difficulty: { bots: 'normal', width: 0.15, games: 400, seed: 'docs' },
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
};

const BUDGET_WORDS = [
  'Written by `npm run lab:docs` (packages/lab/scripts/lab-docs.ts) with these budgets:',
  `- difficulty: the \`${BUDGETS.difficulty.bots}\` team (the game's heuristic at every seat, a fair player; the bands are promised to it), each step played until its 95% interval is at most ${(BUDGETS.difficulty.width ?? 0) * 100} points wide (at most ${BUDGETS.difficulty.games} games); the strongest team's check is in [bots.md](bots.md#the-strongest-team-on-every-step);`,
  '- the other experiments keep small budgets, so that the whole page finishes within an hour on a shared two-core machine: their intervals are wide, and a verdict near an edge is a hint, not a finding;',
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
