import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { accountsCommand, adminStore, backupCommand, cutoffOf, pruneCommand, ratingsCommand, resetPasswordCommand } from './commands/admin.ts';
import { benchCommand } from './commands/bench.ts';
import { registerLab } from './commands/lab/index.ts';
import { campaignCommand, isCampaign, isSavedSandbox, sandboxCommand } from './commands/campaign.ts';
import { diceCampaignCommand, isDiceCampaign } from './commands/dice-campaign.ts';
import { playCommand } from './commands/play.ts';
import { printCommand } from './commands/print.ts';
import { replayCommand } from './commands/replay.ts';
import { serveCommand } from './commands/serve.ts';
import { simulateCounts, simulateEach } from './commands/simulate.ts';
import { loadEnv, type Env } from './env.ts';
import { CliError, processIo, say, type Io } from './io.ts';
import { BOT_WORDS } from './seats.ts';

function wholeNumber(min: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min) throw new InvalidArgumentError(`expected a whole number${min > 0 ? ` of at least ${min}` : ''}.`);
    return n;
  };
}

/** A seat count or an inclusive range of them: "3" or "2..4". */
function playerRange(value: string): number[] {
  const m = /^\s*(\d+)\s*(?:\.\.\s*(\d+)\s*)?$/.exec(value);
  const from = m ? Number(m[1]) : NaN;
  const to = m?.[2] !== undefined ? Number(m[2]) : from;
  if (!m || from < 1 || to < from || to > 16) throw new InvalidArgumentError('expected a number of players, or a range like 2..4.');
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function positiveNumber(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError('expected a positive number.');
  return n;
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** The flags every command that sets up a game shares. */
function gameOptions(cmd: Command): Command {
  return cmd
    .option('--mode <mode>', "the game's mode (coins: duel, solo-defender, solo-attacker, crusade; tracks: cooperative-sandbox, campaign, versus; dice: campaign)")
    .option('--difficulty <level>', 'the difficulty (coins solo: easy, normal, heroic; dice and crystal: easy, normal, hard)')
    .option('--scenario <id>', 'the scenario (dice: 1 to 4)')
    .option('--heroes <list>', 'the heroes (dice, crystal): how many (2), or which (keith,edward); dealt to the seats in turn')
    .option('--option <key=value>', 'any other game option, e.g. map=crossroads (crystal); repeat for several', collect, [])
    .option('--seed <seed>', 'the seed of the random generator (default: a random one)')
    .option('--variant <file>', "a variant's file (JSON, from the studio or `ramparts print`'s docs): play with its numbers and maps");
}

/**
 * Runs the `ramparts` command. Returns the exit code (0 on success); `io` and `env` are for tests.
 * A CliError (bad input) prints one line; anything else is a bug and prints its stack.
 */
export async function main(argv: string[], io: Io = processIo(), env: () => Promise<Env> = loadEnv): Promise<number> {
  let code = 0;
  const program = new Command();
  program
    .name('ramparts')
    .description('Ramparts: a digital table for turn-based tower-defense board and card games.')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText(
      'after',
      `
Examples:
  ramparts play coins                                   hot-seat duel
  ramparts play coins --vs hard                         you attack, a hard bot defends
  ramparts play coins --vs normal --hints               hints allowed: type hint at your turn
  ramparts play coins --mode solo-defender --difficulty heroic
  ramparts play coins --mode crusade --players 3 --seats human,easy,hard
  ramparts play tracks --mode campaign --save my-group   continue a group's campaign
  ramparts play tracks --save my-group                  Cooperative Sandbox earning my-group's Sandbox EXP
  ramparts play dice --mode campaign --save my-group     the next chapter of a group's Gate Defense campaign
  ramparts play crystal --players 2 --vs hard           Crystal Defenders beside a hard partner
  ramparts replay records/coins-20250101-120000-abc.json
  ramparts replay records/coins-20250101-120000-abc.json --analyse   each seat's chance after every move
  ramparts simulate coins --games 40 --bots hard,normal --seed 7
  ramparts simulate coins --games 10000 --bots mcts:300,random --seed 7
  ramparts simulate crystal --players 2 --bots heuristic --games 1000 --each map --each difficulty
  ramparts bench --game coins
  ramparts serve --port 3000
  ramparts admin backup backups/ramparts-2026-01-31.db   online backup of the server's SQLite database
  ramparts admin prune --finished-before 90d --dry-run   what retention would archive and remove
  ramparts admin reset-password ann                      a new password for the account "ann", printed once
  ramparts admin ratings --rebuild                       count ratings and co-operative records again from the finished matches`,
    );

  gameOptions(
    program
      .command('play')
      .description('play a game in the terminal: hot-seat, against bots, or any mix')
      .argument('<game>', 'the game id, e.g. coins')
      .option('--players <n>', 'number of seats (default: the fewest the options allow)', wholeNumber(1))
      .option('--vs <bot>', `every seat but the first is this bot: ${BOT_WORDS}`)
      .option('--seats <list>', 'who sits where, one per seat: human or a bot, e.g. human,hard,easy')
      .option('--hints', "allow hints: type hint at your turn for the bot's three best moves with their chances (the record notes each use)")
      .option('--records <dir>', 'where to save the record of a finished game', 'records')
      .option('--save <group>', "tracks: the group whose save is continued (or begun): the campaign, Sandbox EXP or Versus EXP; dice: the campaign")
      .option('--saves <dir>', 'where campaign saves are kept', 'saves')
      .option('--verbose', "every step of every move, the board after every move, and every problem of a bad save")
      .option('--confirm', 'ask even when there is a single move to make'),
  ).action(async (game: string, flags) => {
    // Tracks & Waves' Cooperative Campaign plays a page of a group's save: its own command.
    if (isCampaign(game, flags)) await campaignCommand(flags, await env(), io);
    else if (isSavedSandbox(game, flags)) await sandboxCommand(flags, await env(), io);
    else if (isDiceCampaign(game, flags)) await diceCampaignCommand(flags, await env(), io);
    else if (flags.save !== undefined) throw new CliError('--save is for Tracks & Waves: play tracks --save <group> (Sandbox), --mode campaign or --mode versus; the Gate Defense campaign: play dice --mode campaign --save <group>.');
    else await playCommand(game, flags, await env(), io);
  });

  program
    .command('replay')
    .description('show a recorded game move by move')
    .argument('<record>', 'a record file (.json) written by play')
    .option('--json', 'print only the final state and outcome, as JSON (with --analyse: the analysis)')
    .option('--step', 'wait for Enter after each move (b goes back one)')
    .option('--verbose', 'every step of every move')
    .option('--analyse', "each seat's estimated chance of winning after every move, the moves that cost the most marked")
    .option('--iterations <n>', 'with --analyse: search iterations per position (default: the game\'s own, fewer in long games)', wholeNumber(1))
    .option('--workers <k>', 'with --analyse: worker threads (default: one per CPU; 1 works in this thread)', wholeNumber(1))
    .option('--variant <file>', "the variant a record without one was played with (a record names its own variant)")
    .action(async (file: string, flags) => {
      if (!flags.analyse && (flags.iterations !== undefined || flags.workers !== undefined)) throw new CliError('--iterations and --workers go with --analyse.');
      await replayCommand(file, flags, await env(), io);
    });

  gameOptions(
    program
      .command('simulate')
      .description('play many bot-vs-bot games and report who wins')
      .argument('<game>', 'the game id, e.g. coins')
      .option('--games <n>', 'how many games', wholeNumber(1), 100)
      .option('--bots <list>', `one bot per seat (the last repeats): ${BOT_WORDS}`, 'random')
      .option('--players <n>', 'number of seats, or a range like 2..4 to simulate each count (default: the fewest the options allow)', playerRange)
      .option('--workers <k>', 'worker threads (default: one per CPU; 1 plays in this thread)', wholeNumber(1))
      .option('--max-moves <n>', 'a game still going after this many moves counts as unfinished', wholeNumber(1), 10_000)
      .option('--each <option>', "simulate each value of this option (map, difficulty, scenario …), one row each; repeat for every combination", collect, [])
      .option('--json', 'print the summary as JSON'),
  ).action(async (game: string, flags) => {
    if (flags.each.length > 0) await simulateEach(game, flags.players ?? [undefined], flags, await env(), io);
    else await simulateCounts(game, flags.players ?? [undefined], flags, await env(), io);
  });

  program
    .command('bench')
    .description('measure random playouts and MCTS search speed for each game')
    .option('--game <id>', 'only this game')
    .option('--seconds <s>', 'seconds per measurement', positiveNumber, 2)
    .option('--json', 'print the figures as JSON')
    .action(async (flags) => {
      await benchCommand(flags, await env(), io);
    });

  program
    .command('print')
    .description("write a game's print-and-play PDF: its cards, tokens and boards, a player aid and the rules")
    .argument('<game>', 'the game (coins, cards, tracks, dice, crystal)')
    .addOption(new Option('--paper <size>', 'the paper').choices(['a4', 'letter']).default('a4'))
    .option('--bleed', "3 mm of art past every card's cut line, for a print shop's cutter")
    .option('--variant <file>', "a variant's file (JSON: its name, note and content changes): print its numbers")
    .option('--out <file>', 'the PDF to write (default: <game>[-<variant>]-<paper>.pdf here)')
    .action(async (game: string, flags) => {
      await printCommand(game, flags, io);
    });

  program
    .command('serve')
    .description('start the web server (games page and API)')
    .addOption(new Option('--port <port>', 'port to listen on (default: PORT, else 3000)').argParser(wholeNumber(0)))
    .addOption(new Option('--host <host>', 'address to bind (default: HOST, else 0.0.0.0)'))
    .action(async (flags) => {
      await serveCommand(flags, io);
    });

  registerLab(program, io, env);

  const admin = program.command('admin').description("operate a server's database: backups, retention and accounts (docs/operations.md)");
  admin
    .command('backup')
    .description("copy the server's SQLite database with SQLite's online backup (safe while the server runs)")
    .argument('<file>', 'the new backup file (never overwritten)')
    .option('--data-dir <dir>', 'where the database lives (default: DATA_DIR, else data)')
    .action(async (file: string, flags) => {
      await backupCommand(file, adminStore(flags), io);
    });
  admin
    .command('prune')
    .description('archive finished matches older than a date as record files, then remove them; remove expired open matches')
    .requiredOption('--finished-before <date>', 'a date like 2026-01-31 (UTC) or an age like 90d', (v: string) => {
      try {
        return cutoffOf(v);
      } catch (e) {
        throw new InvalidArgumentError((e as Error).message);
      }
    })
    .option('--archive <dir>', 'where the record files go', 'records/archive')
    .option('--dry-run', 'only list what would be archived and removed')
    .option('--data-dir <dir>', 'where the SQLite database lives (default: DATA_DIR, else data); PostgreSQL: DATABASE_URL')
    .action(async (flags) => {
      await pruneCommand(flags, adminStore(flags), await env(), io);
    });
  admin
    .command('reset-password')
    .description("set an account's password: a new one printed once, or the first line of standard input with --stdin; its sessions are signed out")
    .argument('<name>', "the account's name")
    .option('--stdin', 'read the new password from standard input instead of making one')
    .option('--data-dir <dir>', 'where the SQLite database lives (default: DATA_DIR, else data); PostgreSQL: DATABASE_URL')
    .action(async (name: string, flags) => {
      await resetPasswordCommand(name, flags, adminStore(flags), io);
    });
  admin
    .command('accounts')
    .description('list the accounts: name, when made, open sessions')
    .option('--data-dir <dir>', 'where the SQLite database lives (default: DATA_DIR, else data); PostgreSQL: DATABASE_URL')
    .action(async (flags) => {
      await accountsCommand(adminStore(flags), io);
    });
  admin
    .command('ratings')
    .description('ratings and co-operative records: --rebuild counts every stored finished match again, from its log')
    .option('--rebuild', 'empty the ratings and records and count the finished matches again, oldest first')
    .option('--data-dir <dir>', 'where the SQLite database lives (default: DATA_DIR, else data); PostgreSQL: DATABASE_URL')
    .action(async (flags) => {
      await ratingsCommand(flags, adminStore(flags), await env(), io);
    });

  try {
    await program.parseAsync(argv, { from: 'node' });
  } catch (e) {
    if (e instanceof CommanderError) {
      code = e.exitCode;
    } else if (e instanceof CliError) {
      say(io.stderr, `error: ${e.message}`);
      if (e.details.length > 1 && argv.includes('--verbose')) say(io.stderr, ...e.details.map((d) => `  ${d}`));
      code = e.exitCode;
    } else {
      say(io.stderr, e instanceof Error ? (e.stack ?? e.message) : String(e));
      code = 1;
    }
  }
  return code;
}
