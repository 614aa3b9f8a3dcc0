import type { Random } from '@ramparts/engine';
import { content } from '../content/index.ts';
import type { Events, TracksState } from '../state.ts';
import type { Feats } from './combat.ts';

/**
 * Reveals one Game Condition (3.A.VIII): drawn from the selected, unrevealed ones (which one is drawn at the
 * moment it is revealed). It comes into play at once if none is in play, else waits below. None left: ignored.
 */
export function revealCondition(s: TracksState, random: Random, ev: Events): void {
  const total = s.conditionPool.reduce((a, b) => a + b, 0);
  if (total === 0) {
    ev?.push('A Game Condition would be revealed, but none is left.');
    return;
  }
  let k = random.int(total);
  let level = 1;
  for (let i = 0; i < s.conditionPool.length; i++) {
    if (k < s.conditionPool[i]) {
      level = i + 1;
      break;
    }
    k -= s.conditionPool[i];
  }
  s.conditionPool[level - 1]--;
  const all = content.conditionList.filter((c) => c.level === level);
  const fresh = all.filter((c) => !s.conditionsSeen.includes(c.id));
  const pick = (fresh.length ? fresh : all)[random.int(fresh.length ? fresh.length : all.length)];
  s.conditionsSeen.push(pick.id);
  s.conditions.push(pick.id);
  ev?.push(
    s.conditions.length === 1 ? `Game Condition revealed: ${describeCondition(pick.id)}.` : `Game Condition revealed and waiting below the one in play: ${describeCondition(pick.id)}.`,
  );
}

const EFFECT_WORDS: Record<string, (n: number) => string> = {
  'wave-move': (n) => `waves move ${n} more`,
  'unit-hp': (n) => `units have ${n} more HP`,
  'build-tax': (n) => `building costs ${n} more`,
  'upgrade-tax': (n) => `upgrading costs ${n} more`,
  range: (n) => `towers have ${-n} less Range`,
  income: (n) => `${-n} fewer income credits`,
  'no-match': () => 'no exactly-two matching bonus',
};

export function requirementWords(id: string): string {
  const r = content.conditions.get(id)!.requirement;
  switch (r.kind) {
    case 'defeat-unit':
      return r.with ? `defeat a unit with a ${r.with} tower` : 'defeat a unit';
    case 'defeat-modifier':
      return 'defeat a Wave Modifier';
    case 'defeat-wave':
      return 'defeat a whole wave';
    case 'combine-attack':
      return 'make a Combine attack';
    case 'matched-boost':
      return 'attack with an exactly-two matching boost';
    case 'build':
      return `build a Mk ${'I'.repeat(r.mark)} or better tower`;
    case 'upgrade':
      return `upgrade a tower to level ${r.level}`;
    case 'overkill':
      return `defeat a unit with ${r.margin} damage to spare`;
  }
}

export function describeCondition(id: string): string {
  const c = content.conditions.get(id)!;
  return `${c.name} (level ${c.level}): ${EFFECT_WORDS[c.effect.kind](c.effect.n)} until someone can ${requirementWords(id)}`;
}

/** Whether what an action achieved meets the requirement of the Game Condition in play. */
export function meets(s: TracksState, f: Feats): boolean {
  if (s.conditions.length === 0) return false;
  const r = content.conditions.get(s.conditions[0])!.requirement;
  switch (r.kind) {
    case 'defeat-unit':
      return r.with ? f.defeatedWith.includes(r.with) : f.defeatedWith.length > 0;
    case 'defeat-modifier':
      return f.modifier;
    case 'defeat-wave':
      return f.wave;
    case 'combine-attack':
      return f.combine;
    case 'matched-boost':
      return f.matched;
    case 'build':
      return f.built >= r.mark;
    case 'upgrade':
      return f.upgradedTo >= r.level;
    case 'overkill':
      return f.overkill >= r.margin;
  }
}
