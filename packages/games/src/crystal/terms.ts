import type { Term } from '@ramparts/engine';
import { content, type Defense, type Enemy } from './content/index.ts';
import type { EnemyAbility, Keywords } from './content/schema.ts';
import { levelOf } from './rules/level.ts';
import type { CrystalView } from './state.ts';
import { heroName, plural } from './words.ts';

// The words of Crystal Defenders a player may ask about (`?` in the terminal), in the seed's own words where it has
// them, with the numbers of this position's content.

type Keyword = keyof Keywords;

/** Each defense keyword: its name as the hero card prints it, and what it does with its X. */
/** "1 space", "2 spaces", "X spaces" (X when defenses in play differ). */
const count = (x: string, word: string) => `${x} ${x === '1' ? word : `${word}s`}`;

const KEYWORD_TEXT: Record<Keyword, { name: string; text: (x: string) => string }> = {
  piercing: { name: 'Piercing', text: () => 'Attacks all enemies in a line within its range, through the target and beyond.' },
  continuous: { name: 'Continuous', text: () => 'Deals damage every Board phase it is attacking; it stops and its cooldown starts only when no enemy is in range.' },
  delay: { name: 'Delay', text: () => 'Begins attacking the turn after an enemy enters its range.' },
  inert: { name: 'Inert', text: () => 'Enemies do not target it until it has dealt them damage.' },
  knockback: { name: 'Knockback', text: (x) => `An enemy it damages is pushed ${count(x, 'space')} straight away from it (stopped by walls and tokens), which ends that enemy's movement.` },
  blast: { name: 'Blast', text: (x) => `Enemies within ${count(x, 'space')} of its target take the damage too.` },
  chain: { name: 'Chain', text: (x) => `Enemies next to an enemy it hits are hit too, and so on, up to ${x} enemies in all; none is hit twice.` },
  forceful: { name: 'Forceful', text: () => 'Ignores walls: it covers and shoots through them.' },
  lingering: { name: 'Lingering', text: (x) => `Keeps damaging the enemies in its range for ${count(x, 'Board phase')} of its cooldown.` },
  stun: { name: 'Stun', text: (x) => `Its target takes no actions (no move, no attack) for ${count(x, 'Board phase')}.` },
  healing: { name: 'Healing', text: (x) => `Heals heroes in its range ${x} health instead of hitting enemies.` },
  friendly: { name: 'Friendly', text: () => 'Only targets allies (heroes), never enemies.' },
  weaken: { name: 'Weaken', text: () => "Its target's next attack deals 1 less damage." },
  confused: { name: 'Confused', text: () => 'Its target attacks the nearest other enemy on its next attack.' },
  calming: { name: 'Calming', text: () => 'Its target forgets what it was attacking and targets nothing until the next Board phase; it keeps walking toward the crystal.' },
};

/** Each enemy ability, named as the enemy's token shows it. */
const ABILITY_TEXT: Record<EnemyAbility, { name: string; text: string }> = {
  flying: { name: 'Flying', text: 'Flies over walls, though never into blacked-out spaces; its distances are counted as the crow flies.' },
  kamikaze: { name: 'Kamikaze', text: 'Not flipped: 4 spaces from its target it stops and flips. Flipped: moving into its target deals its Attack and kills itself (into the crystal: the game is lost).' },
  summoner: { name: 'Summoner', text: 'Not flipped: 3 spaces from its target it flips and raises 3 Skeletons on the free spaces around it.' },
  ambush: { name: 'Ambush', text: 'Within 6 spaces of a hero (its route may cross one wall) it leaps to a free space next to that hero and targets it.' },
  'spares-crystal': { name: 'Spares the crystal', text: 'Never attacks the crystal: with nothing else to target it walks toward the crystal and attacks nothing.' },
  enrage: { name: 'Enrage', text: 'Not flipped, at the end of a Board phase and not next to its target: flips to its faster side. Flipped: after attacking it flips back.' },
};

const KIND_WORDS: Record<Defense['kind'], string> = { blockade: 'Blockade', turret: 'Turret', trap: 'Trap', aura: 'Aura' };

/** A defense's card in words: kind, numbers, cost and bag, abilities, then its own sentence. */
function defenseText(d: Defense): string {
  const sides = new Set(d.spread).size === 6 ? 'all around' : plural(d.spread.length, 'side');
  const keys = (Object.keys(d.keywords) as Keyword[]).map((k) => keywordName(k, d.keywords[k]));
  return `${KIND_WORDS[d.kind]} (${d.code}): health ${d.health}, attack ${d.attack}, range ${d.range} (${sides}), cooldown ${d.rate}; costs ${d.cost} mana, ${plural(d.tokens, 'token')} in its bag.${keys.length ? ` ${keys.join(', ')}.` : ''} ${d.text}`;
}

const keywordName = (k: Keyword, x: number | true | undefined) => `${KEYWORD_TEXT[k].name}${typeof x === 'number' ? ` ${x}` : ''}`;

/** An enemy's token in words: its four numbers (and its flipped side's), bounty, abilities, then its sentence. */
function enemyText(e: Enemy, extraHealth: number, extraAttack: number): string {
  const flipped = e.flipped ? ` Flipped: speed ${e.flipped.speed}, attack ${e.flipped.attack + extraAttack}, range ${e.flipped.range}.` : '';
  const abilities = e.abilities.length ? ` ${e.abilities.map((a) => ABILITY_TEXT[a].name).join(', ')}.` : '';
  return `Enemy (${e.code}): speed ${e.speed}, attack ${e.attack + extraAttack}, health ${e.health + extraHealth}, range ${e.range}; worth ${e.bounty} mana.${flipped}${abilities} ${e.text}`;
}

/**
 * The words of this position: the board's hexes and the game's turn, the heroes in play and the defenses they may
 * build, every keyword of those defenses and of the ones on the board, every enemy on the board and its abilities.
 */
export function terms(v: CrystalView): Term[] {
  const rules = content.rules;
  const list: Term[] = [
    { name: 'Crystal', text: 'The crystal (<C>) cannot be entered. The game is lost the moment an enemy attacks it.' },
    { name: 'Player spawn', text: 'Heroes enter the board on a free player spawn (+), at the start and when they respawn. It gives no protection; nothing is built on it.' },
    { name: 'Enemy spawn', text: 'Enemies appear on an enemy spawn (!). Only there may several enemies share a space, and there they cannot be targeted or damaged. Heroes never enter it.' },
    { name: 'Blacked out', text: 'A space walled in all round (###): nothing enters it, nothing is built on it, and it blocks sight.' },
    { name: 'Wall', text: 'A black line on the edge between two spaces (│ between neighbours in a row, ─ under the part of a cell that touches the next row): nothing walks, and most things cannot shoot, through it.' },
    { name: 'Hero phase', text: `Heroes act in any order: each may move up to its Speed and take ${plural(rules.actionsPerPhase, 'action')} (build, repair, heal, attack), then says done. When every hero is done the Board phase runs.` },
    { name: 'Board phase', text: 'Cooldowns tick down (a defense at 0 flips face up), enemies move (higher Speed first; a face-up defense attacks the moment one enters its range), defenses attack, enemies attack; then new enemies may spawn.' },
    { name: 'Wave', text: `Wave ${v.wave} of ${v.wavesToWin}. When the board is clear the wave counter rises and the next that many Board phases end by spawning enemies at every enemy spawn, from the spawn deck (${plural(v.deckSize, 'card')} left). Surviving wave ${v.wavesToWin} wins.` },
    { name: 'Mana', text: `The team's pool for building: ${v.mana} now. Every enemy killed adds its bounty.` },
    { name: 'Cooldown', text: 'After attacking, a defense is turned face down for its Rate in Board phases; it counts down at the start of each Board phase and flips face up at 0.' },
    { name: 'Facing', text: 'A defense covers the spaces within its range in the sides (60° wedges) of its spread, turned the way it faces, in sight; walls block unless it is Forceful.' },
    { name: 'Targeting', text: `Each enemy goes after, in order: the closest defense that damaged it, a hero within ${rules.heroSight} spaces, the closest defense${rules.towerSight ? ` within ${rules.towerSight} spaces` : ''} (never a trap or aura), else the crystal.` },
    { name: 'Respawn', text: 'A hero at 0 health leaves the board, sits out the next Hero phase, then enters again on a player spawn.' },
  ];
  const defenses = new Set<string>();
  for (const h of v.heroes) for (const d of content.hero(h.hero).kit.defenses) defenses.add(d);
  for (const d of v.defenses) defenses.add(d.defense);
  // A keyword's X in words: its number, or "X" when two defenses in play carry it with different numbers.
  const keywords = new Map<Keyword, string>();
  for (const id of defenses) {
    const d = content.defense(id);
    for (const k of Object.keys(d.keywords) as Keyword[]) {
      const x = String(d.keywords[k]);
      keywords.set(k, keywords.has(k) && keywords.get(k) !== x ? 'X' : x);
    }
  }
  if ([...defenses].some((id) => ['trap', 'aura'].includes(content.defense(id).kind))) {
    list.push({ name: 'Trap / Aura', text: 'Loses 1 health each time it attacks; cannot be targeted by enemies; heroes and enemies may stand on it; cannot be built within the range of another trap or aura of the same kind.' });
  }
  for (const [k, x] of keywords) list.push({ name: KEYWORD_TEXT[k].name, text: KEYWORD_TEXT[k].text(x) });
  const seenHeroes = new Set<string>();
  for (const h of v.heroes) {
    if (seenHeroes.has(h.hero)) continue;
    seenHeroes.add(h.hero);
    const kit = content.hero(h.hero).kit;
    list.push({ name: heroName(h.hero), text: `Hero: health ${kit.health}, attack ${kit.attack}, speed ${kit.speed}, cast ${kit.cast}, range ${kit.range}. Builds ${kit.defenses.map((d) => content.defense(d).name).join(', ')}. ${kit.text}` });
  }
  for (const id of defenses) list.push({ name: content.defense(id).name, text: defenseText(content.defense(id)) });
  const { enemyHealth: extraHealth, enemyAttack: extraAttack } = levelOf(v.map, v.difficulty);
  const enemies = [...new Set(v.enemies.map((e) => e.enemy))].map((id) => content.enemy(id));
  for (const e of enemies) list.push({ name: e.name, text: enemyText(e, extraHealth, extraAttack) });
  for (const a of [...new Set(enemies.flatMap((e) => e.abilities))]) list.push(ABILITY_TEXT[a]);
  return list;
}
