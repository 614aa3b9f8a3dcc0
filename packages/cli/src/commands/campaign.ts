import { isRuleError, parseOptions } from '@ramparts/engine';
import { tracksCampaign as C } from '@ramparts/games';
import type { Env } from '../env.ts';
import { CliError, say, type Io } from '../io.ts';
import { checkPlayers, rawOptions, resolveGame, resolveOptions } from '../options.ts';
import { LineReader } from '../prompt.ts';
import { randomSeed } from '../records.ts';
import { saveStore, type SaveStore } from '../saves.ts';
import { planSeats } from '../seats.ts';
import { playMatch, type PlayFlags, type PlayResult } from './play.ts';

export interface CampaignFlags extends PlayFlags {
  /** The group whose campaign is continued (or begun): the save's name. */
  save?: string;
  /** Where saves go; default `saves`. */
  saves?: string;
}

export interface CampaignResult {
  /** `finished`: a session was played and the save written; `quit`/`eof`: left before the end, the save is unchanged. */
  status: 'finished' | 'quit' | 'eof';
  save: C.CampaignSave;
  savePath: string;
  play?: PlayResult;
  /** The EXP the session earned (before spending): the campaign's or Sandbox's award, or one per Versus player. */
  award?: C.Award;
  awards?: C.Award[];
}

/** `play tracks --mode campaign` is the Cooperative Campaign: a page of a group's save, not a one-off match. */
export const isCampaign = (gameId: string, flags: { mode?: string }): boolean => gameId === 'tracks' && flags.mode === 'campaign';

/** `play tracks --save G` in Cooperative or Versus Sandbox: a session tied to a group's save, earning Sandbox or Versus EXP. */
export const isSavedSandbox = (gameId: string, flags: { mode?: string; save?: string }): boolean => gameId === 'tracks' && flags.save !== undefined && flags.mode !== 'campaign';

const ROMAN = ['I', 'II', 'III'] as const;
const points = (n: number, type: C.ExpType) => `${n} ${type} (${C.campaign.expTypes[type]})`;

/** What a save holds, in words: pages with tiers and the EXP still to earn, Locks with their costs. */
export function describeCampaign(save: C.CampaignSave): string[] {
  const lines: string[] = [];
  const tiers = C.availableTiers(save);
  const open = C.availablePages(save);
  lines.push('Pages you can play:');
  open.forEach((page, i) => {
    lines.push(`  ${i + 1}. ${page.id} ${page.name}: ${page.rules}`);
    for (const o of C.pageObjectives(page)) {
      const earned = save.earned.filter((id) => id.startsWith(`${page.id}/objective/${o.id}/`)).length;
      lines.push(`       Special Objective ${o.name}: ${o.text} ${points(o.exp.points, o.exp.type)} EXP: ${earned} of ${o.exp.points} earned`);
    }
    for (const t of C.TIERS) {
      const tier = page.tiers[t - 1];
      const total = C.campaign.bands.length * tier.exp.points;
      const earned = save.earned.filter((id) => id.startsWith(`${page.id}/${t}/`)).length;
      const waves = tier.difficulty.split('/').length;
      const state = tiers.includes(t) ? `${earned} of ${total} ${tier.exp.type} EXP earned` : 'locked';
      lines.push(`       Tier ${ROMAN[t - 1]}: ${waves} waves (${tier.difficulty}), ${tier.exp.points} ${tier.exp.type} EXP per band of lives: ${state}`);
    }
  });
  lines.push(`  Bands of lives left: ${C.campaign.bands.map(([a, b]) => (b >= 99 ? `(${a}+)` : `(${a}-${b})`)).join(' ')}; a failed session earns nothing.`);
  lines.push(...describeLocks(save, 'campaign'), `Sessions played: ${save.sessions}.`);
  return lines;
}

/** A ledger's Locks in words: those still closed with their cost, points crossed out and prerequisite, then those open. */
function describeLocks(save: C.CampaignSave, ledger: C.Ledger): string[] {
  const lines: string[] = [];
  const all = C.locksOf(ledger);
  const closed = all.filter((l) => !save.unlocked.includes(l.id));
  lines.push(closed.length ? 'Locked:' : 'Everything is unlocked.');
  for (const lock of closed) {
    const spent = save.spent[lock.id] ?? 0;
    const after = lock.requires && !save.unlocked.includes(lock.requires) ? `, after ${C.lockById(lock.requires)?.name ?? lock.requires}` : '';
    lines.push(`  ${lock.name}: ${points(lock.points, lock.type)} EXP, ${spent} crossed out${after}`);
  }
  const opened = all.filter((l) => save.unlocked.includes(l.id));
  if (opened.length) lines.push(`Unlocked: ${opened.map((l) => l.name).join('; ')}.`);
  return lines;
}

/** Sandbox Mode experience (or Versus) in words: the conditions and what is earned, then the Locks. */
export function describeSandbox(save: C.CampaignSave, versus: boolean): string[] {
  const lines: string[] = [];
  if (versus) {
    const players = Object.entries(save.versus);
    lines.push(`Versus EXP earned: ${players.length ? players.map(([name, v]) => `${name} ${v.earned.length}`).join(', ') : 'none yet'}.`);
    lines.push('  Each player earns 1 V per band of lives left (1-3) (4-5) (6+) and 1 more for the best performance, once per layout and level.');
  } else {
    const { minWaves, maxLives, maxStartingCredits } = C.campaign.sandbox.limits;
    lines.push(`Sandbox EXP (a won session of ${minWaves}+ waves, at most ${maxLives} lives and ${maxStartingCredits} starting credits):`);
    for (const c of C.campaign.sandbox.conditions) {
      const earned = save.sandbox.earned.filter((id) => id.startsWith(`sandbox/${c.id}/`)).length;
      lines.push(`  ${c.name}: ${points(c.exp.points, c.exp.type)} EXP, ${earned} of ${c.exp.points} earned`);
    }
  }
  lines.push(...describeLocks(save, versus ? 'versus' : 'sandbox'), `Sessions played: ${save.sessions}.`);
  return lines;
}

/** Asks for one of `items` by number; null when the input ends or the player types q. */
async function choose(reader: LineReader, out: (...lines: string[]) => void, title: string, items: string[]): Promise<number | null> {
  out(title);
  items.forEach((item, i) => out(`  ${String(i + 1).padStart(String(items.length).length)}. ${item}`));
  for (;;) {
    const raw = await reader.ask(`Choose 1-${items.length}, q to quit: `);
    if (raw === null) return null;
    const text = raw.trim().toLowerCase();
    if (text === 'q' || text === 'quit') return null;
    const n = Number(text);
    if (/^\d+$/.test(text) && n >= 1 && n <= items.length) return n - 1;
    out(`Type a number from 1 to ${items.length}.`);
  }
}

/**
 * The Cooperative Campaign in the terminal: continues (or begins) a group's save, shows what is open, locked and
 * what it costs, plays the chosen page and tier with the `play` loop, awards EXP by the seed's rules, offers
 * the spending step (what is not spent is forfeit) and saves atomically.
 */
export async function campaignCommand(flags: CampaignFlags, env: Env, io: Io): Promise<CampaignResult> {
  const game = resolveGame(env, 'tracks');
  const group = flags.save;
  if (!group) throw new CliError('A campaign is played for a group: add --save <group>, e.g. --save my-group.');
  if (flags.difficulty !== undefined || (flags.option ?? []).length > 0) throw new CliError('A campaign page fixes its options: choose the page and tier when asked (no --difficulty or --option).');
  const store = saveStore(flags.saves ?? 'saves');
  const out = (...lines: string[]) => say(io.stdout, ...lines);
  const existing = await store.read('tracks', group, C.loadSave);
  let save = existing ?? C.newSave(group);
  out(existing ? `Tracks & Waves campaign of ${group}, continued.` : `Tracks & Waves: a new campaign for ${group}.`, ...describeCampaign(save), '');

  const reader = new LineReader(io.stdin, io.stdout);
  const left = (status: 'quit' | 'eof', play?: PlayResult): CampaignResult => {
    out('The campaign is unchanged.');
    return { status, save, savePath: '', play };
  };
  try {
    const pages = C.availablePages(save);
    const p = await choose(reader, out, 'Which page?', pages.map((page) => `${page.id} ${page.name}`));
    if (p === null) return left('eof');
    const page = pages[p];
    const tiers = C.availableTiers(save);
    const t = await choose(reader, out, `Which tier of ${page.id}?`, tiers.map((tier) => `Tier ${ROMAN[tier - 1]}: ${page.tiers[tier - 1].difficulty}`));
    if (t === null) return left('eof');
    const tier = tiers[t];

    let options: unknown;
    try {
      options = parseOptions(game, C.pageOptions(save, page.id, tier));
    } catch (e) {
      if (isRuleError(e)) throw new CliError(e.message);
      throw e;
    }
    const counts = game.playerCounts(options);
    const plan = planSeats(flags, counts.min, counts.max);
    checkPlayers(game, options, plan.players);
    const play = await playMatch({ game, options, plan, seed: flags.seed ?? randomSeed(), records: flags.records ?? 'records', verbose: flags.verbose, confirm: flags.confirm, hints: flags.hints }, env, io, reader);
    if (play.status !== 'finished') return left(play.status, play);

    const outcome = play.match.outcome()!;
    const result = { victory: outcome.winners.length > 0, lives: outcome.scores?.[0] ?? 0 };
    const award = C.awardExp(save, page.id, tier, result);
    const earned = award;
    const got = C.pointsOf(award);
    out('');
    const lives = `${result.lives} ${result.lives === 1 ? 'life' : 'lives'}`;
    if (!result.victory) out('The session failed: no EXP is earned.');
    else if (award.marks.length === 0) out(`Victory with ${lives}, but every EXP mark it meets was earned before: no new EXP.`);
    else out(`Victory with ${lives}: EXP earned ${C.EXP_TYPES.filter((x) => got[x] > 0).map((x) => points(got[x], x)).join(', ')}.`);

    save = await spendStep(reader, out, save, award);
    const done = await finish(store, out, group, save, flags, 'Campaign', '--mode campaign ');
    return { status: 'finished', ...done, play, award: earned };
  } finally {
    reader.close();
  }
}

type Out = (...lines: string[]) => void;

/** Spending Experience Points: right after the session, one point at a time, on open Locks of the award's ledger and type. */
async function spendStep(reader: LineReader, out: Out, start: C.CampaignSave, earned: C.Award, who = 'your'): Promise<C.CampaignSave> {
  let save = start;
  let award = earned;
  while (award.marks.length > 0) {
    const have = new Set(award.marks.map((m) => m.type));
    const locks = C.openLocks(save, award.ledger).filter((x) => have.has(x.lock.type));
    if (locks.length === 0) {
      out('No open Lock takes the EXP left: it is forfeit (it may be earned again by a later play).');
      break;
    }
    const left = C.pointsOf(award);
    const items = [...locks.map((x) => `${x.lock.name}: cross out 1 ${x.lock.type} (${x.left} of ${x.lock.points} left)`), 'Forfeit the rest'];
    const n = await choose(reader, out, `Spend ${who} EXP (${C.EXP_TYPES.filter((x) => left[x] > 0).map((x) => `${left[x]} ${x}`).join(', ')} left):`, items);
    if (n === null || n === locks.length) {
      out('The EXP left is forfeit (it may be earned again by a later play).');
      break;
    }
    let opened: string | null;
    ({ save, award, opened } = C.spendExp(save, award, { lock: locks[n].lock.id }));
    out(opened ? `Unlocked for good: ${locks[n].lock.name}!` : `Crossed out 1 ${locks[n].lock.type} on ${locks[n].lock.name}.`);
  }
  return save;
}

/** Closes the session, writes the save atomically and says how to continue. */
async function finish(store: SaveStore, out: Out, group: string, save: C.CampaignSave, flags: CampaignFlags, what: string, mode: string): Promise<{ save: C.CampaignSave; savePath: string }> {
  const closed = C.closeSession(save);
  const savePath = await store.write('tracks', group, closed);
  const dir = flags.saves && flags.saves !== 'saves' ? ` --saves ${flags.saves}` : '';
  out(`${what} saved to ${savePath}`, `Continue with: npx ramparts play tracks ${mode}--save ${group}${dir}`);
  return { save: closed, savePath };
}

/**
 * Cooperative or Versus Sandbox tied to a group's save (`play tracks --save G`, `--mode versus --save G`): the
 * session is set up from the flags as always (1.B: Sandbox is always playable), with what the save opened
 * (Skill slots, Level-4 Wave Modifiers, Versus Energy, Tower Modifications); afterwards the group earns Sandbox
 * EXP, or each player Versus EXP by seat name, and spends it on Sandbox or Versus Locks; the save is written.
 */
export async function sandboxCommand(flags: CampaignFlags, env: Env, io: Io): Promise<CampaignResult> {
  const game = resolveGame(env, 'tracks');
  const group = flags.save!;
  const versus = flags.mode === 'versus';
  const store = saveStore(flags.saves ?? 'saves');
  const out = (...lines: string[]) => say(io.stdout, ...lines);
  const existing = await store.read('tracks', group, C.loadSave);
  let save = existing ?? C.newSave(group);
  out(existing ? `Tracks & Waves: ${group}'s save, continued.` : `Tracks & Waves: a new save for ${group}.`, ...describeSandbox(save, versus), '');

  if (rawOptions(flags).unlocked !== undefined) throw new CliError('What is unlocked comes from the save: no --option unlocked with --save.');
  const options = resolveOptions(game, { ...flags, option: [...(flags.option ?? []), `unlocked=${JSON.stringify(C.gameUnlocks(save))}`] });
  const counts = game.playerCounts(options);
  const plan = planSeats(flags, counts.min, counts.max);
  checkPlayers(game, options, plan.players);
  const reader = new LineReader(io.stdin, io.stdout);
  try {
    const play = await playMatch({ game, options, plan, seed: flags.seed ?? randomSeed(), records: flags.records ?? 'records', verbose: flags.verbose, confirm: flags.confirm, hints: flags.hints }, env, io, reader);
    if (play.status !== 'finished') {
      out('The save is unchanged.');
      return { status: play.status, save, savePath: '', play };
    }
    const finished = { options: options as Parameters<typeof C.sandboxResult>[0]['options'], state: play.match.state as Parameters<typeof C.sandboxResult>[0]['state'] };
    out('');
    const awards: C.Award[] = [];
    if (versus) {
      for (let seat = 0; seat < plan.players; seat++) {
        const name = play.match.seatName(seat);
        const award = C.awardVersus(save, name, C.versusResult(finished, seat));
        awards.push(award);
        out(award.marks.length ? `${name} earns ${points(award.marks.length, 'V')} EXP.` : `${name} earns no new Versus EXP.`);
        save = await spendStep(reader, out, save, award, `${name}'s`);
      }
    } else {
      const result = C.sandboxResult(finished);
      const award = C.awardSandbox(save, result);
      awards.push(award);
      const why = C.sandboxIneligible(result);
      const got = C.pointsOf(award);
      if (!result.victory) out('The session failed: no Sandbox EXP is earned.');
      else if (why) out(`${why}: no Sandbox EXP is earned.`);
      else if (award.marks.length === 0) out('Victory, but every Sandbox EXP mark it meets was earned before: no new EXP.');
      else out(`Victory: Sandbox EXP earned ${C.EXP_TYPES.filter((x) => got[x] > 0).map((x) => points(got[x], x)).join(', ')}.`);
      save = await spendStep(reader, out, save, award);
    }
    const done = await finish(store, out, group, save, flags, versus ? 'Versus EXP' : 'Sandbox EXP', versus ? '--mode versus ' : '');
    return { status: 'finished', ...done, play, awards };
  } finally {
    reader.close();
  }
}
