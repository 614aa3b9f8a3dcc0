import type { CoinsEvent } from '../events.ts';
import type { Random } from '@ramparts/engine';
import { content } from '../content/index.ts';
import type { CoinsState } from '../state.ts';
import { slot } from '../state.ts';
import { castleWords, tossWords } from '../words.ts';
import { tailsCount, tossPurse, visibleTotal } from './tosses.ts';

/** What a toss of the garrison gave: 3 heads (failure), 3 tails (success) or neither. */
export type Critical = 'failure' | 'success' | 'none';

/**
 * The defender tosses the whole garrison once and adds the visible values to the damage gathered.
 * With `criticals` off (the solo automaton's first tosses) every toss just adds.
 */
export function tossGarrison(s: CoinsState, map: number, random: Random, criticals: boolean, who: string, log: CoinsEvent[] | null): Critical {
  const g = s.realms[map].garrison;
  tossPurse(s, g, random);
  s.tosses++;
  const sum = visibleTotal(s);
  const tails = tailsCount(s);
  const crit: Critical = !criticals ? 'none' : tails === 0 ? 'failure' : tails === s.toss.length ? 'success' : 'none';
  if (crit !== 'failure') s.damage += sum;
  if (log) {
    const head = `${who} tosses the garrison (toss ${s.tosses}): ${tossWords(s.toss)}`;
    const text =
      crit === 'failure'
        ? `${head}. Critical failure: every coin heads up, no damage this turn.`
        : crit === 'success'
          ? `${head}. Critical success: every coin tails up, +${sum} (total ${s.damage}).`
          : `${head}: +${sum} (total ${s.damage}).`;
    log.push({ text, critical: crit });
  }
  if (crit === 'failure') s.damage = 0;
  if (crit === 'success') criticalSuccess(s, map, log);
  return crit;
}

/** "Add +1 HP to the castle by placing on it a 1 cent coin taken from the supply" (when the supply has one). */
export function criticalSuccess(s: CoinsState, map: number, log: CoinsEvent[] | null): void {
  const realm = s.realms[map];
  const c = content.rules.criticalSuccessCoin;
  if (realm.supply[slot(c)] === 0) {
    log?.push(`No ${c}c coin is left in the supply: ${castleWords(s, map)} gains no HP.`);
    return;
  }
  realm.supply[slot(c)]--;
  realm.castle += c;
  log?.push(`A ${c}c coin from the supply strengthens ${castleWords(s, map)}: ${realm.castle} HP.`);
}
