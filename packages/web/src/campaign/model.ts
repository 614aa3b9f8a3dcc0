import type { Outcome } from '@ramparts/engine';
import * as C from '@ramparts/games/tracks/campaign/index.ts';

/** What the campaign page and the EXP step show, from a save (the same reading as `ramparts play tracks --mode campaign`). */

export const ROMAN = ['I', 'II', 'III'] as const;

/** "2 B (Battle)". */
export const points = (n: number, type: C.ExpType): string => `${n} ${type} (${C.campaign.expTypes[type]})`;

/** "2 B (Battle), 4 U (Unlock)" for the types held. */
export function pointsWords(p: Record<C.ExpType, number>): string {
  return C.EXP_TYPES.filter((t) => p[t] > 0)
    .map((t) => points(p[t], t))
    .join(', ');
}

/** "(1-3) (4-5) (6+)". */
export const bandsWords = (): string => C.campaign.bands.map(([a, b]) => (b >= 99 ? `(${a}+)` : `(${a}-${b})`)).join(' ');

export interface TierRow {
  tier: C.Tier;
  difficulty: string;
  waves: number;
  exp: { type: C.ExpType; points: number };
  /** Marks of this tier earned so far, of `total` (bands × points). */
  earned: number;
  total: number;
  open: boolean;
}

export function tierRows(save: C.CampaignSave, page: C.Page): TierRow[] {
  const open = C.availableTiers(save);
  return C.TIERS.map((tier) => {
    const t = page.tiers[tier - 1];
    return {
      tier,
      difficulty: t.difficulty,
      waves: t.difficulty.split('/').length,
      exp: t.exp,
      earned: save.earned.filter((id) => id.startsWith(`${page.id}/${tier}/`)).length,
      total: C.campaign.bands.length * t.exp.points,
      open: open.includes(tier),
    };
  });
}

export interface LockRow {
  lock: C.Lock;
  /** Points crossed out so far. */
  spent: number;
  /** The Lock that must open first, by name, while it is closed. */
  after: string | null;
}

/** Every Lock of a ledger (the campaign's, Sandbox's or Versus') still closed, with its points crossed out and what it waits for. */
export function lockRows(save: C.CampaignSave, ledger: C.Ledger = 'campaign'): LockRow[] {
  return C.locksOf(ledger)
    .filter((l) => !save.unlocked.includes(l.id))
    .map((lock) => ({
      lock,
      spent: save.spent[lock.id] ?? 0,
      after: lock.requires && !save.unlocked.includes(lock.requires) ? (C.lockById(lock.requires)?.name ?? lock.requires) : null,
    }));
}

/** The Locks of a ledger the group has opened. */
export const openedLocks = (save: C.CampaignSave, ledger: C.Ledger = 'campaign'): C.Lock[] => C.locksOf(ledger).filter((l) => save.unlocked.includes(l.id));

export interface ObjectiveRow {
  objective: C.Objective;
  /** Its EXP marks earned so far (each once ever), of `objective.exp.points`. */
  earned: number;
}

/** A page's Special Objectives with the EXP each grants and how much of it the group has earned. */
export function objectiveRows(save: C.CampaignSave, page: C.Page): ObjectiveRow[] {
  return C.pageObjectives(page).map((objective) => ({
    objective,
    earned: save.earned.filter((id) => id.startsWith(`${page.id}/objective/${objective.id}/`)).length,
  }));
}

export interface SandboxRow {
  condition: (typeof C.campaign.sandbox.conditions)[number];
  earned: number;
}

/** Sandbox Mode experience: each condition with its EXP and how much of it the group has earned. */
export function sandboxRows(save: C.CampaignSave): SandboxRow[] {
  return C.campaign.sandbox.conditions.map((condition) => ({
    condition,
    earned: save.sandbox.earned.filter((id) => id.startsWith(`sandbox/${condition.id}/`)).length,
  }));
}

/** "6 waves at least, 10 lives at most, 8 starting credits at most": when a Sandbox session counts. */
export function sandboxLimitsWords(): string {
  const { minWaves, maxLives, maxStartingCredits } = C.campaign.sandbox.limits;
  return `${minWaves} waves at least, ${maxLives} lives at most, ${maxStartingCredits} starting credits at most`;
}

/** Versus Mode experience: each player of the group with the Versus marks earned so far. */
export function versusRows(save: C.CampaignSave): { player: string; earned: number }[] {
  return Object.entries(save.versus)
    .map(([player, v]) => ({ player, earned: v.earned.length }))
    .sort((a, b) => a.player.localeCompare(b.player));
}

/** How a campaign match ended, as `awardExp` reads it: victory, and the lives left (the outcome's scores). */
export function sessionResult(outcome: Outcome): C.SessionResult {
  return { victory: outcome.winners.length > 0, lives: outcome.scores?.[0] ?? 0 };
}

/** The open Locks of the award's ledger the EXP left may go to (one point at a time, same type). */
export function spendChoices(save: C.CampaignSave, award: C.Award): { lock: C.Lock; left: number }[] {
  const have = new Set(award.marks.map((m) => m.type));
  return C.openLocks(save, award.ledger).filter((x) => have.has(x.lock.type));
}

/** "Campaign EXP", "Sandbox EXP", "Versus EXP of Player 1". */
export function ledgerWords(award: C.Award): string {
  if (award.ledger === 'sandbox') return 'Sandbox EXP';
  if (award.ledger === 'versus') return `Versus EXP${award.player ? ` of ${award.player}` : ''}`;
  return 'Campaign EXP';
}

/** The award in words: failure, nothing new, or what was earned. */
export function awardWords(result: C.SessionResult, award: C.Award): string {
  const lives = `${result.lives} ${result.lives === 1 ? 'life' : 'lives'}`;
  if (!result.victory) return 'The session failed: no EXP is earned.';
  if (award.marks.length === 0) return `Victory with ${lives}, but every EXP mark it meets was earned before: no new EXP.`;
  return `Victory with ${lives}: EXP earned ${pointsWords(C.pointsOf(award))}.`;
}

/** The EXP step as it goes: the save so far, the marks still to spend, and what was done in words. */
export interface Spending {
  save: C.CampaignSave;
  award: C.Award;
  said: string[];
}

export function startSpending(save: C.CampaignSave, page: string, tier: C.Tier, result: C.SessionResult): Spending {
  return startAward(save, C.awardExp(save, page, tier, result));
}

/** The EXP step for any award: a campaign page's (`awardExp`), a Sandbox session's (`awardSandbox`) or a player's Versus EXP (`awardVersus`). */
export function startAward(save: C.CampaignSave, award: C.Award): Spending {
  return { save, award, said: [] };
}

/** Crosses out one point of `lock` with a mark of its type (`spendExp`). */
export function spendOne(s: Spending, lock: C.Lock): Spending {
  const r = C.spendExp(s.save, s.award, { lock: lock.id });
  return { save: r.save, award: r.award, said: [...s.said, r.opened ? `Unlocked for good: ${lock.name}!` : `Crossed out 1 ${lock.type} on ${lock.name}.`] };
}

/** A finished Sandbox session (rebuilt from its local match) as `sandboxResult` / `versusResult` read it, with each seat's name. */
export type FinishedSandbox = Parameters<typeof C.sandboxResult>[0] & { names: string[] };

/** The options a group's Sandbox session gets from its save, as `ramparts play tracks --save G` sets them: the mode and what the save opened. */
export function sandboxFixed(save: C.CampaignSave, versus: boolean): { mode: 'cooperative-sandbox' | 'versus'; unlocked: string[] } {
  return { mode: versus ? 'versus' : 'cooperative-sandbox', unlocked: C.gameUnlocks(save) };
}

/** A Cooperative Sandbox session's Sandbox EXP in words (the terminal's sentence). */
export function sandboxWords(result: C.SandboxResult, award: C.Award): string {
  const why = C.sandboxIneligible(result);
  if (!result.victory) return 'The session failed: no Sandbox EXP is earned.';
  if (why) return `${why}: no Sandbox EXP is earned.`;
  if (award.marks.length === 0) return 'Victory, but every Sandbox EXP mark it meets was earned before: no new EXP.';
  return `Victory: Sandbox EXP earned ${pointsWords(C.pointsOf(award))}.`;
}

/** A player's Versus EXP of a Versus Sandbox session in words. */
export function versusWords(name: string, result: C.SessionResult, award: C.Award): string {
  if (!result.victory) return `The session failed: ${name} earns no Versus EXP.`;
  return award.marks.length ? `${name} earns ${points(award.marks.length, 'V')} EXP.` : `${name} earns no new Versus EXP.`;
}
