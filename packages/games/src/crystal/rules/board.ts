import type { Random } from '@ramparts/engine';
import type { Events } from '../events.ts';
import type { CrystalState } from '../state.ts';
import { plural } from '../words.ts';
import { continuousStop, coolDown, friendlyDefensesHeal, readyDefensesAttack } from './defenses.ts';
import { endOfPhase, enemiesAttack, moveEnemies } from './enemies.ts';
import { startPhase, type Phase } from './phase.ts';

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
  if (ev) ev.splice(first, 0, { text: headline(s, p.tally), head: true });
}

/** "Board phase 7: 3 enemies moved, 2 hits on enemies, 1 enemy attack, 1 enemy fell." */
function headline(s: CrystalState, tally: Phase['tally']): string {
  const enemies = (n: number) => `${n} ${n === 1 ? 'enemy' : 'enemies'}`;
  const said = [
    tally.moved ? `${enemies(tally.moved)} moved` : 'no enemy moved',
    ...(tally.hits ? [`${plural(tally.hits, 'hit')} on enemies`] : []),
    ...(tally.blows ? [plural(tally.blows, 'enemy attack')] : []),
    ...(tally.fallen ? [`${enemies(tally.fallen)} fell`] : []),
  ];
  return `Board phase ${s.turn}: ${said.join(', ')}${s.result ? ' — the crystal is attacked!' : '.'}`;
}
