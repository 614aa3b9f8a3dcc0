import { content } from './content/index.ts';
import { boardOf } from './map.ts';
import type { DiceState } from './state.ts';

/**
 * A value in [0, 1] for every seat alike (the game is co-operative): the gate's health, how far through the deck,
 * the towers' levels, less the threat of enemies near the gate.
 */
export function evaluate(s: DiceState): number[] {
  let value: number;
  if (s.result) value = s.result.won ? 1 : 0;
  else {
    const board = boardOf(s.map);
    const gateMax = content.scenario(s.scenario).gate.length * 6;
    const gate = s.gate.reduce((a, b) => a + b, 0) / gateMax;
    const progress = s.discard.length / (s.discard.length + s.deck.length || 1);
    let threat = 0;
    for (const m of s.minions) threat += (m.count * content.enemy(m.enemy).damage) / (1 + board.toGate[m.space]);
    for (const b of s.bosses) threat += (b.health * 2) / (1 + board.toGate[b.space]);
    const towers = s.towers.reduce((a, t) => a + t.level, 0);
    value = 0.2 + 0.4 * gate + 0.2 * progress + Math.min(0.15, towers * 0.01) + Math.min(0.05, s.gold * 0.002) - Math.min(0.2, threat * 0.02);
    value = Math.min(0.99, Math.max(0.01, value));
  }
  return Array.from({ length: s.players }, () => value);
}
