import type { Random } from '@ramparts/engine';
import type { Events } from '../events.ts';
import type { CrystalState } from '../state.ts';
import { plural } from '../words.ts';
import { continuousStop, coolDown, friendlyDefensesHeal, readyDefensesAttack } from './defenses.ts';
import { endOfPhase, enemiesAttack, moveEnemies } from './enemies.ts';
import { startPhase } from './phase.ts';

export { coverage } from './coverage.ts';
export { walkDistance } from './targeting.ts';

/**
 * Steps 1-4 of the Board phase, in the seed's order (step 0 and spawning are rules/waves.ts's, around this call):
 * 1. cooldowns (lingering damage, flips face up — a defense face up with an enemy in reach attacks at once);
 * 2. enemy movement, fastest first, abilities and defenses firing the moment their condition holds;
 * 3. defenses attack (and healers heal); 4. enemies attack — an attack on the crystal sets `s.result` (lost).
 * Then the end-of-phase flips (Ogres), calming wears off and stuns count down. No randomness is drawn: every tie
 * has a fixed rule.
 */
export function boardPhase(s: CrystalState, ev: Events, _random: Random): void {
  const p = startPhase(s, ev);
  const first = ev ? ev.length : 0;
  coolDown(p);
  readyDefensesAttack(p);
  moveEnemies(p);
  if (!s.result) {
    readyDefensesAttack(p);
    friendlyDefensesHeal(p);
    continuousStop(p);
    enemiesAttack(p);
  }
  if (!s.result) endOfPhase(p);
  if (ev) {
    const { moved, hits, fallen } = p.tally;
    const enemies = (n: number) => `${n} ${n === 1 ? 'enemy' : 'enemies'}`;
    const said = [`${enemies(moved)} moved`, plural(hits, 'hit'), ...(fallen ? [`${enemies(fallen)} fell`] : [])];
    ev.splice(first, 0, { text: `Board phase ${s.turn}: ${said.join(', ')}${s.result ? ' — the crystal is attacked!' : '.'}`, head: true });
  }
}
