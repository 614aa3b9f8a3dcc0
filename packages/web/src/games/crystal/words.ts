import { content } from '@ramparts/games/crystal/content/index.ts';
import type { CrystalView, DefenseState, EnemyState, HeroState, Target } from '@ramparts/games/crystal/state.ts';

// The board's and the step buttons' words for pieces, from the game's content (names, numbers, texts).

const DIRECTIONS = ['E', 'SE', 'SW', 'W', 'NW', 'NE'];

export const directionName = (facing: number): string => DIRECTIONS[facing] ?? String(facing);
export const heroName = (id: string): string => content.hero(id).name;
export const article = (name: string): string => (/^[AEIOU]/i.test(name) ? `an ${name}` : `a ${name}`);
/** "1 enemy", "3 enemies", "2 hexes", "4 steps". */
export const plural = (n: number, word: string): string =>
  `${n} ${n === 1 ? word : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : /[sx]$/.test(word) ? `${word}es` : `${word}s`}`;

/** What an enemy is after, in words. */
export function targetText(v: CrystalView, t: Target | null): string {
  if (!t) return 'nothing yet';
  switch (t.kind) {
    case 'crystal':
      return 'the crystal';
    case 'hero':
      return v.heroes[t.hero] ? heroName(v.heroes[t.hero].hero) : 'a hero';
    case 'defense': {
      const d = v.defenses.find((x) => x.id === t.id);
      return d ? `the ${content.defense(d.defense).name} on ${d.at}` : 'a defense';
    }
  }
}

/** The side of an enemy token that is up: its printed numbers, or the flipped side's. */
export function enemySide(e: EnemyState): { speed: number; attack: number; range: number } {
  const kind = content.enemy(e.enemy);
  return e.flipped && kind.flipped ? kind.flipped : kind;
}

export function enemyText(v: CrystalView, e: EnemyState, onSpawn: boolean): string {
  const kind = content.enemy(e.enemy);
  const side = enemySide(e);
  const state = [
    e.flipped ? 'flipped' : '',
    e.stunned > 0 ? `stunned for ${plural(e.stunned, 'board phase')}` : '',
    e.weakened ? 'weakened (next attack −1)' : '',
    e.confused ? 'confused (attacks another enemy next)' : '',
    e.calmed ? 'calmed (targets nothing this turn)' : '',
  ].filter(Boolean);
  return (
    `${kind.name} ${e.id} on ${e.at}: health ${e.health}, speed ${side.speed}, attack ${side.attack}, range ${side.range}, bounty ${kind.bounty} mana` +
    `${state.length ? ` (${state.join(', ')})` : ''}; targets ${targetText(v, e.aggro)}.` +
    `${onSpawn ? ' On its spawn: it cannot be targeted or damaged yet.' : ''} ${kind.text}`
  );
}

export function heroText(v: CrystalView, h: HeroState, index: number): string {
  const info = content.hero(h.hero);
  const k = info.kit;
  const where = h.at ? `on ${h.at}` : h.out === 'skip' ? 'fallen: sits out this Hero phase' : 'off the board: enters on a player spawn (+)';
  const now = v.phase === 'hero' && !h.done && h.at ? `; ${plural(h.steps, 'step')} and ${plural(h.actions, 'action')} left` : h.done ? '; done for this phase' : '';
  return `${info.name} (hero ${index + 1}, Player ${h.seat + 1}), ${where}: health ${h.health} of ${k.health}, attack ${k.attack}, speed ${k.speed}, cast ${k.cast}, range ${k.range}${now}. ${k.text}`;
}

export function defenseText(d: DefenseState, covered: number): string {
  const kind = content.defense(d.defense);
  const keywords = Object.entries(kind.keywords)
    .map(([k, x]) => (x === true ? k : `${k} ${x}`))
    .join(', ');
  const face = d.cooldown > 0 ? `face down, cooldown ${d.cooldown}` : d.primed ? 'face up, primed (attacks next turn)' : 'face up, ready';
  return (
    `${kind.name} ${d.id} on ${d.at} (a ${kind.kind}), facing ${directionName(d.facing)}: health ${d.health} of ${kind.health}, attack ${kind.attack}, range ${kind.range}, rate ${kind.rate}; ${face}` +
    `${d.lingering ? `, lingering ${d.lingering} more` : ''}; covers ${plural(covered, 'hex')}${keywords ? `; ${keywords}` : ''}. ${kind.text}`
  );
}

/** The heroes a seat may still act with in this Hero phase. */
export const activeHeroes = (v: CrystalView, seat: number): number[] =>
  v.heroes.flatMap((h, i) => (h.seat === seat && !h.done && v.phase === 'hero' ? [i] : []));
