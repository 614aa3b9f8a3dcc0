import { content } from '../content/index.ts';
import type { Events } from '../events.ts';
import type { DiceState } from '../state.ts';
import { mapClear } from './common.ts';

/** Ends the game. */
export function finish(s: DiceState, won: boolean, reason: string, ev: Events): void {
  s.phase = 'over';
  s.current = -1;
  s.result = { won, reason };
  ev?.push({ text: reason, head: true });
}

/** Whether the scenario's objective is met now (checked after every hero action and every phase). */
export function objectiveMet(s: DiceState): boolean {
  const o = content.scenario(s.scenario).objective;
  switch (o.win) {
    case 'defeat-all':
      return s.deck.length === 0 && mapClear(s);
    case 'survive':
      return false; // judged at the Event phase, once the enemies of the last card have had their turn
    case 'slay':
      return s.slain.includes(o.boss);
  }
}

/** Wins if the objective is met, loses on a broken gate or a wounded protected hero; true when the game ended. */
export function checkEnd(s: DiceState, ev: Events): boolean {
  if (s.phase === 'over') return true;
  const o = content.scenario(s.scenario).objective;
  if (s.gate.length === 0) return finish(s, false, 'The last gate die is gone: the gate has fallen and the horde pours in.', ev), true;
  if (o.protect && s.wounded) return finish(s, false, 'A hero was severely wounded: the objective "protect every hero" is lost.', ev), true;
  if (objectiveMet(s)) return finish(s, true, victoryWords(s), ev), true;
  return false;
}

function victoryWords(s: DiceState): string {
  const o = content.scenario(s.scenario).objective;
  if (o.win === 'slay') return `${content.enemy(o.boss).name} is slain: the gate is saved!`;
  if (o.win === 'survive') return `${o.events} event cards survived with the gate standing: the gate is saved!`;
  return 'Every enemy is defeated and the deck is spent: the gate is saved!';
}

/** The Event phase's own judgements, before a card is drawn; true when the game ended. */
export function checkEventPhase(s: DiceState, ev: Events): boolean {
  const o = content.scenario(s.scenario).objective;
  if (o.win === 'survive' && s.discard.length >= o.events) return finish(s, true, victoryWords(s), ev), true;
  if (o.win === 'slay' && s.round > o.byRound) return finish(s, false, `Round ${o.byRound} is over and ${content.enemy(o.boss).name} still lives: the objective is lost.`, ev), true;
  if (s.round > content.rules.limits.maxRounds) return finish(s, false, `After ${content.rules.limits.maxRounds} rounds the siege has worn the defenders out: the gate is lost.`, ev), true;
  if (s.deck.length === 0 && mapClear(s)) return finish(s, false, 'The event deck is spent and the map is clear, but the objective is not met: you have lost.', ev), true;
  return false;
}
