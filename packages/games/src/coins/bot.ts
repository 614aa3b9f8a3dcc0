import { lastPlacementTurn, N } from './rules/settings.ts';
import type { CoinsState } from './state.ts';
import { ownerOf, WOUNDED } from './state.ts';

/** A soldier's threat: its value, less when wounded, more the nearer it stands to the castle. */
function threat(code: number, square: number): number {
  const dist = N - square + 1;
  return (code & 7) * ((code & WOUNDED) !== 0 ? 0.6 : 1) * (3 / (3 + dist));
}

const sum3 = (p: readonly number[]): number => p[0] + 2 * p[1] + 5 * p[2];

/**
 * A heuristic value per seat in [0, 1] for playouts cut short: the Attacker's pressure (soldiers by value and
 * nearness, reinforcements while new soldiers may come) against the castle's HP and the garrison's strength.
 * Crusade: each castle's HP less the threat on its map plus the threat its own army makes, as shares.
 */
export function evaluate(s: CoinsState): number[] {
  if (s.phase === 'over') {
    const out = new Array<number>(s.players).fill(0);
    for (const w of s.winners) out[w] = 1;
    return out;
  }
  if (s.mode === 'crusade') return evaluateCrusade(s);
  const r = s.realms[0];
  let pressure = 0;
  for (let q = 1; q <= N; q++) {
    const stack = r.path[q - 1];
    for (let i = 0; i < stack.length; i++) pressure += threat(stack[i], q);
  }
  if (r.turn <= lastPlacementTurn()) pressure += 0.4 * sum3(r.reinforcements) * ((lastPlacementTurn() - r.turn + 1) / lastPlacementTurn());
  const defense = r.castle + 0.6 * sum3(r.garrison);
  const attacker = Math.min(0.98, Math.max(0.02, pressure / (pressure + defense)));
  if (s.mode === 'duel') return [attacker, 1 - attacker];
  return s.mode === 'solo-attacker' ? [attacker] : [1 - attacker];
}

function evaluateCrusade(s: CoinsState): number[] {
  const n = s.realms.length;
  const strength = new Array<number>(n).fill(0);
  for (let m = 0; m < n; m++) {
    const r = s.realms[m];
    if (r.out) continue;
    strength[m] += r.castle + 0.3 * sum3(r.garrison);
    for (let q = 1; q <= N; q++) {
      const stack = r.path[q - 1];
      for (let i = 0; i < stack.length; i++) {
        const owner = ownerOf(stack[i]);
        if (owner === m) continue;
        const t = threat(stack[i], q);
        strength[m] -= t;
        strength[owner] += 0.5 * t;
      }
    }
  }
  let total = 0;
  const share = new Array<number>(n).fill(0);
  for (let m = 0; m < n; m++) {
    if (s.realms[m].out) continue;
    share[m] = Math.exp(strength[m] / 3);
    total += share[m];
  }
  return share.map((x) => (total > 0 ? x / total : 0));
}
