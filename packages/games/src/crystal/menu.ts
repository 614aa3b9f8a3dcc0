import { boardOf, distance } from './board.ts';
import { content } from './content/index.ts';
import { DIRECTIONS } from './content/schema.ts';
import type { Move } from './moves.ts';
import { coverage } from './rules/coverage.ts';
import { distinctFacings } from './rules/heroes.ts';
import { heroReach } from './rules/paths.ts';
import type { CrystalState, HeroState } from './state.ts';
import { article, defenseWords, enemyWords, heroName, plural } from './words.ts';

// The words of a hero's move for menus, and where it sits in them: the hero, the action, then each choice that
// narrows it (which defense, which hex, which facing), so a turn never lists dozens of near-identical lines.

type Of<T extends Move['type']> = Extract<Move, { type: T }>;

/** Covered hexes named in a menu line before the rest are counted: enough to tell two facings apart. */
const NAMED = 4;
/** A hero with more hexes to walk to than this picks how far first, then where. */
const MOVES_MAX = 15;

const kitOf = (h: HeroState) => content.hero(h.hero).kit;

/** The hexes a defense about to be built would cover, in words: "covers E5, F5" or "covers E5, F5, G5, H5 and 6 more". */
function coverWords(s: CrystalState, m: Of<'build'>): string {
  const def = content.defense(m.defense);
  const board = boardOf(content.map(s.map));
  const from = board.hex(m.at);
  if (!from) return 'covers nothing';
  // Its own hex is left out (a trap's only one aside): the nearest hexes first tell two facings apart.
  const all = coverage(s, { id: -1, defense: m.defense, owner: m.hero, at: m.at, facing: m.facing, health: def.health, cooldown: 0 });
  const hexes = all.filter((x) => x !== m.at).sort((a, b) => distance(from, board.hex(a)!) - distance(from, board.hex(b)!));
  if (hexes.length === 0) return all.length ? 'covers only its own hex' : 'covers nothing';
  const named = hexes.slice(0, NAMED).join(', ');
  return hexes.length > NAMED ? `covers ${named} and ${hexes.length - NAMED} more` : `covers ${named}`;
}

/** The facing of a build in words: "facing NE", or "all around" when every facing covers the same hexes. */
const facingWords = (m: Of<'build'>): string => (distinctFacings(m.defense).length === 1 ? 'all around' : `facing ${DIRECTIONS[m.facing]}`);

/** Steps a walk takes, or null when the hex is out of reach (a move the rules will refuse). */
function stepsTo(s: CrystalState, h: HeroState, to: string): number | null {
  return h.at ? (heroReach(s, h.at, h.steps).get(to) ?? null) : null;
}

/** Health a repair or heal restores: Cast, up to full. */
const gain = (h: HeroState, now: number, max: number) => Math.min(kitOf(h).cast, max - now);

/** A hero's move in words, for menus and the log's "took back". */
export function describeMove(s: CrystalState, _seat: number, m: Move): string {
  const h = s.heroes[m.hero];
  if (!h) return `No hero ${m.hero}.`;
  const who = heroName(h.hero);
  switch (m.type) {
    case 'place':
      return `${who}: enter the board on the player spawn ${m.at}`;
    case 'move': {
      const steps = stepsTo(s, h, m.to);
      return `${who}: move to ${m.to}${steps === null ? '' : ` (${plural(steps, 'step')})`}`;
    }
    case 'build': {
      const def = content.defense(m.defense);
      return `${who}: build ${article(def.name)} (${def.cost} mana) at ${m.at} ${facingWords(m)} — ${coverWords(s, m)}`;
    }
    case 'repair': {
      const d = s.defenses.find((x) => x.id === m.defense);
      if (!d) return `${who}: repair defense ${m.defense}`;
      const max = content.defense(d.defense).health;
      return `${who}: repair the ${defenseWords(d)} (+${gain(h, d.health, max)} health, to ${d.health + gain(h, d.health, max)}/${max})`;
    }
    case 'heal': {
      const max = kitOf(h).health;
      return `${who}: heal (+${gain(h, h.health, max)} health, to ${h.health + gain(h, h.health, max)}/${max})`;
    }
    case 'attack': {
      const e = s.enemies.find((x) => x.id === m.enemy);
      if (!e) return `${who}: attack enemy ${m.enemy}`;
      const hit = kitOf(h).attack;
      return `${who}: attack ${enemyWords(e)} at ${e.at} (${plural(e.health, 'health')}; ${hit} damage${hit >= e.health ? ' kills it' : ''})`;
    }
    case 'done':
      return `${who}: done for this Hero phase`;
  }
}

/**
 * Where a move sits in the menus: the hero (a step the terminal skips when the seat plays one hero), the action,
 * then each narrowing choice: ["Countess", "Build", "Spike Wall (2 mana)", "at F4", "facing NE — covers E5, F5"].
 */
export function menuPath(s: CrystalState, _seat: number, m: Move): string[] {
  const h = s.heroes[m.hero];
  if (!h) return [`No hero ${m.hero}`];
  const who = heroName(h.hero);
  switch (m.type) {
    case 'place':
      return [who, 'Enter the board', `on the player spawn ${m.at}`];
    case 'move': {
      const steps = stepsTo(s, h, m.to);
      const where = `to ${m.to}${steps === null ? '' : ` (${plural(steps, 'step')})`}`;
      const many = h.at !== null && heroReach(s, h.at, h.steps).size > MOVES_MAX;
      return many && steps !== null ? [who, 'Move', `${plural(steps, 'step')} away`, where] : [who, 'Move', where];
    }
    case 'build': {
      const def = content.defense(m.defense);
      return [who, 'Build', `${def.name} (${def.cost} mana)`, `at ${m.at}`, `${facingWords(m)} — ${coverWords(s, m)}`];
    }
    case 'repair': {
      const d = s.defenses.find((x) => x.id === m.defense);
      return [who, 'Repair', d ? `${defenseWords(d)} (${d.health}/${content.defense(d.defense).health} health)` : `defense ${m.defense}`];
    }
    case 'heal': {
      const max = kitOf(h).health;
      return [who, `Heal (+${gain(h, h.health, max)}, to ${h.health + gain(h, h.health, max)}/${max} health)`];
    }
    case 'attack': {
      const e = s.enemies.find((x) => x.id === m.enemy);
      return [who, 'Attack', e ? `${enemyWords(e)} at ${e.at} (${plural(e.health, 'health')})` : `enemy ${m.enemy}`];
    }
    case 'done':
      return [who, 'Done for this Hero phase'];
  }
}
