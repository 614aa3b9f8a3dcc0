import { isRuleError } from '@ramparts/engine';
import { diceCampaign as C, diceContent } from '@ramparts/games';
import type { Env } from '../env.ts';
import { CliError, say, type Io } from '../io.ts';
import { checkPlayers, rawOptions, resolveGame } from '../options.ts';
import { randomSeed } from '../records.ts';
import { saveStore } from '../saves.ts';
import { planSeats } from '../seats.ts';
import { playMatch, type PlayResult } from './play.ts';
import type { CampaignFlags } from './campaign.ts';

type Options = ReturnType<typeof C.chapterOptions>;
type Finished = Parameters<typeof C.foldChapter>[1];

export interface DiceCampaignResult {
  /** `finished`: a chapter was played and the save written; `won`: nothing left to play; `quit`/`eof`: left mid-chapter, the save is unchanged. */
  status: 'finished' | 'won' | 'quit' | 'eof';
  save: C.DiceCampaignSave;
  savePath: string;
  play?: PlayResult;
  /** What carried forward, in words. */
  news?: string[];
}

/** `play dice --mode campaign --save G` plays the next chapter of a group's Gate Defense campaign. */
export const isDiceCampaign = (gameId: string, flags: { mode?: string }): boolean => gameId === 'dice' && flags.mode === 'campaign';

/** RuleErrors of the campaign (a locked hero, a damaged save) are the player's input: one line, no stack. */
function asked<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (isRuleError(e)) throw new CliError(e.message, 1, e.details ? [...e.details] : []);
    throw e;
  }
}

/** What a chapter's options carry in, in words (the story's "what happened before"), with the perks of the heroes who play. */
function carriedIn(save: C.DiceCampaignSave, o: Options): string[] {
  const c = o.campaign!;
  const lines = [`Heroes: ${o.heroes!.map((h) => diceContent.hero(h).name).join(', ')}; difficulty ${o.difficulty}.`];
  lines.push(`Gate: ${c.gate ? `${c.gate.join(', ')} (as the last chapter left it)` : `${diceContent.scenario(o.scenario).gate.join(', ')} (the scenario's)`}; gold at the start: ${c.gold}.`);
  for (const [hero, scars] of Object.entries(c.scars ?? {})) lines.push(`${diceContent.hero(hero).name} carries ${scars} ${scars === 1 ? 'scar' : 'scars'}: max health ${diceContent.hero(hero).health - scars!}.`);
  for (const hero of o.heroes!) for (const perk of C.perksOf(save, hero)) lines.push(`${diceContent.hero(hero).name} is a ${perk.name}: ${perk.effect.effect === 'gold' ? `+${perk.effect.amount} gold` : `+${perk.effect.amount} on the weakest gate die`} (included above).`);
  if (c.towers?.length) lines.push(`Still standing here: ${c.towers.map((t) => `${diceContent.tower(t.tower).name} ${t.level} on ${t.site}`).join(', ')}.`);
  return lines;
}

/**
 * The Gate Defense campaign in the terminal: continues (or begins) a group's save, tells the story before the
 * chapter and what it carries in, plays it with the `play` loop (any mix of people and bots), folds the result
 * into the save, says what carries forward and saves atomically. Leaving mid-chapter changes nothing.
 */
export async function diceCampaignCommand(flags: CampaignFlags, env: Env, io: Io): Promise<DiceCampaignResult> {
  const game = resolveGame(env, 'dice');
  const group = flags.save;
  if (!group) throw new CliError('A campaign is played for a group: add --save <group>, e.g. --save my-group.');
  const raw = rawOptions({ option: flags.option });
  const extra = Object.keys(raw).filter((k) => k !== 'heroes');
  if (flags.difficulty !== undefined || extra.length) throw new CliError('A campaign chapter fixes its options: only --option heroes=<ids> (heroes the group has unlocked) may be chosen.');
  const store = saveStore(flags.saves ?? 'saves');
  const out = (...lines: string[]) => say(io.stdout, ...lines);
  const existing = await store.read('dice', group, C.loadSave);
  const save = existing ?? C.newSave(group);
  out(existing ? `Gate Defense campaign of ${group}, continued.` : `Gate Defense: a new campaign for ${group}. ${C.campaign.name}.`, ...(existing ? [] : [C.campaign.intro]), ...C.describeSave(save), '');
  const chapter = C.currentChapter(save);
  if (!chapter) {
    out(`Every chapter is won. Start another campaign with another --save name.`);
    return { status: 'won', save, savePath: '' };
  }

  const plan = planSeats(flags, 1);
  const heroes = typeof raw.heroes === 'string' ? raw.heroes.split(',').map((h) => h.trim().toLowerCase()) : undefined;
  const options = asked(() => C.chapterOptions(save, plan.players, heroes));
  checkPlayers(game, options, plan.players);
  out(`Chapter ${chapter.id}: ${chapter.title}`, chapter.before, ...carriedIn(save, options), '');

  const play = await playMatch({ game, options, plan, seed: flags.seed ?? randomSeed(), records: flags.records ?? 'records', verbose: flags.verbose, confirm: flags.confirm, hints: flags.hints }, env, io);
  if (play.status !== 'finished') {
    out('The campaign is unchanged: the chapter was left before its end.');
    return { status: play.status, save, savePath: '', play };
  }
  const finished: Finished = { options: play.match.options as Options, state: play.match.state as Finished['state'] };
  const { save: next, news } = asked(() => C.foldChapter(save, finished));
  const savePath = await store.write('dice', group, next);
  const dir = flags.saves && flags.saves !== 'saves' ? ` --saves ${flags.saves}` : '';
  out('', ...news, `Campaign saved to ${savePath}`);
  if (!C.campaignWon(next)) out(`Continue with: npx ramparts play dice --mode campaign --save ${group}${dir}`);
  return { status: 'finished', save: next, savePath, play, news };
}
