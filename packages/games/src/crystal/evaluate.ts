import { boardOf } from './board.ts';
import { content } from './content/index.ts';
import { distance } from './hex.ts';
import type { CrystalState } from './state.ts';

/**
 * A value in [0, 1] for every seat alike (the game is co-operative), for playouts cut short: the waves survived,
 * less the danger of enemies near the crystal, plus the defenses' health and the mana in hand.
 */
export function evaluate(s: CrystalState): number[] {
  let value: number;
  if (s.result) value = s.result.won ? 1 : 0;
  else {
    const board = boardOf(content.map(s.map));
    const crystal = board.crystal.map((x) => board.hex(x)!);
    // A wave is only behind the heroes once its enemies are gone: count the running one as half done.
    const waves = Math.max(0, s.wave - (s.enemies.length || s.spawnsLeft ? 0.5 : 0)) / s.wavesToWin;
    let danger = 0;
    for (const e of s.enemies) {
      const at = board.hex(e.at);
      if (!at) continue;
      const near = Math.min(...crystal.map((c) => distance(c, at)));
      danger += content.enemy(e.enemy).attack / (1 + near);
    }
    let guard = 0;
    for (const d of s.defenses) guard += d.health / content.defense(d.defense).health;
    const heroes = s.heroes.reduce((a, h) => a + (h.at ? h.health / content.hero(h.hero).kit.health : 0), 0) / s.heroes.length;
    value = 0.15 + 0.5 * waves + Math.min(0.15, guard * 0.03) + 0.05 * heroes + Math.min(0.05, s.mana * 0.005) - Math.min(0.3, danger * 0.05);
    value = Math.min(0.99, Math.max(0.01, value));
  }
  return Array.from({ length: s.players }, () => value);
}
