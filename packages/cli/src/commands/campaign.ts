import { isRuleError, parseOptions } from '@ramparts/engine';
import { tracksCampaign as C } from '@ramparts/games';
import type { Env } from '../env.ts';
import { CliError, say, type Io } from '../io.ts';
import { checkPlayers, resolveGame } from '../options.ts';
import { LineReader } from '../prompt.ts';
import { randomSeed } from '../records.ts';
import { saveStore } from '../saves.ts';
import { planSeats } from '../seats.ts';
import { playMatch, type PlayFlags, type PlayResult } from './play.ts';

export interface CampaignFlags extends PlayFlags {
  /** The group whose campaign is continued (or begun): the save's name. */
  save?: string;
  /** Where saves go; default `saves`. */
  saves?: string;
}

export interface CampaignResult {
  /** `finished`: a page was played and the save written; `quit`/`eof`: left before the end, the save is unchanged. */
  status: 'finished' | 'quit' | 'eof';
  save: C.CampaignSave;
  savePath: string;
  play?: PlayResult;
  award?: C.Award;
}

/** `play tracks --mode campaign` is the Cooperative Campaign: a page of a group's save, not a one-off match. */
export const isCampaign = (gameId: string, flags: { mode?: string }): boolean => gameId === 'tracks' && flags.mode === 'campaign';

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
  const closed = C.campaign.locks.filter((l) => !save.unlocked.includes(l.id));
  lines.push(closed.length ? 'Locked:' : 'Everything is unlocked.');
  for (const lock of closed) {
    const spent = save.spent[lock.id] ?? 0;
    const after = lock.requires && !save.unlocked.includes(lock.requires) ? `, after ${C.campaign.locks.find((l) => l.id === lock.requires)?.name ?? lock.requires}` : '';
    lines.push(`  ${lock.name}: ${points(lock.points, lock.type)} EXP, ${spent} crossed out${after}`);
  }
  const opened = C.campaign.locks.filter((l) => save.unlocked.includes(l.id));
  if (opened.length) lines.push(`Unlocked: ${opened.map((l) => l.name).join('; ')}.`);
  lines.push(`Sessions played: ${save.sessions}.`);
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
    const plan = planSeats(flags, game.playerCounts(options).min);
    checkPlayers(game, options, plan.players);
    const play = await playMatch({ game, options, plan, seed: flags.seed ?? randomSeed(), records: flags.records ?? 'records' }, env, io, reader);
    if (play.status !== 'finished') return left(play.status, play);

    const outcome = play.match.outcome()!;
    const result = { victory: outcome.winners.length > 0, lives: outcome.scores?.[0] ?? 0 };
    let award = C.awardExp(save, page.id, tier, result);
    const earned = award;
    const got = C.pointsOf(award);
    out('');
    const lives = `${result.lives} ${result.lives === 1 ? 'life' : 'lives'}`;
    if (!result.victory) out('The session failed: no EXP is earned.');
    else if (award.marks.length === 0) out(`Victory with ${lives}, but every EXP mark it meets was earned before: no new EXP.`);
    else out(`Victory with ${lives}: EXP earned ${C.EXP_TYPES.filter((x) => got[x] > 0).map((x) => points(got[x], x)).join(', ')}.`);

    // Spending Experience Points: right after the session, one point at a time, on Locks of the same type.
    while (award.marks.length > 0) {
      const have = new Set(award.marks.map((m) => m.type));
      const locks = C.openLocks(save).filter((x) => have.has(x.lock.type));
      if (locks.length === 0) {
        out('No open Lock takes the EXP left: it is forfeit (it may be earned again by a later play).');
        break;
      }
      const left = C.pointsOf(award);
      const items = [...locks.map((x) => `${x.lock.name}: cross out 1 ${x.lock.type} (${x.left} of ${x.lock.points} left)`), 'Forfeit the rest'];
      const n = await choose(reader, out, `Spend your EXP (${C.EXP_TYPES.filter((x) => left[x] > 0).map((x) => `${left[x]} ${x}`).join(', ')} left):`, items);
      if (n === null || n === locks.length) {
        out('The EXP left is forfeit (it may be earned again by a later play).');
        break;
      }
      let opened: string | null;
      ({ save, award, opened } = C.spendExp(save, award, { lock: locks[n].lock.id }));
      out(opened ? `Unlocked for good: ${locks[n].lock.name}!` : `Crossed out 1 ${locks[n].lock.type} on ${locks[n].lock.name}.`);
    }
    save = C.closeSession(save);
    const savePath = await store.write('tracks', group, save);
    out(`Campaign saved to ${savePath}`, `Continue with: npx ramparts play tracks --mode campaign --save ${group}${flags.saves && flags.saves !== 'saves' ? ` --saves ${flags.saves}` : ''}`);
    return { status: 'finished', save, savePath, play, award: earned };
  } finally {
    reader.close();
  }
}
