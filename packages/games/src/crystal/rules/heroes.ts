import type { Problem } from '@ramparts/engine';
import { content } from '../content/index.ts';
import { DIRECTIONS } from '../content/schema.ts';
import type { Events } from '../events.ts';
import type { Move } from '../moves.ts';
import type { CrystalState, DefenseState, HeroState, HexName } from '../state.ts';
import { article, defenseWords, enemyWords, heroName, plural } from '../words.ts';
import { boardOfState, emptyHex, heroReach, heroSight, hexDistance, isTrapOrAura } from './paths.ts';

// The Hero phase's moves (the seed's "Actions"): why a move is refused, every legal move, and what a move does.

type Of<T extends Move['type']> = Extract<Move, { type: T }>;

const kitOf = (h: HeroState) => content.hero(h.hero).kit;

/** Free player spawns: no hero, enemy or defense on them. */
export function freeSpawns(s: CrystalState): HexName[] {
  return boardOfState(s).playerSpawns.filter((hex) => emptyHex(s, hex));
}

/** Whether the hero must place itself first but cannot (every player spawn taken): then it may only be done. */
const stuckOff = (s: CrystalState, h: HeroState) => h.out === 'place' && freeSpawns(s).length === 0;

// ---------------------------------------------------------------------------------------------------------
// Refusals

export function problem(s: CrystalState, seat: number, move: Move): Problem | null {
  if (s.phase === 'over') return ['game-over', 'The game is over.'];
  const h = s.heroes[move.hero];
  if (!h) return ['no-such-hero', `There is no hero ${move.hero}: the heroes are ${s.heroes.map((x, i) => `${i} ${heroName(x.hero)}`).join(', ')}.`];
  const name = heroName(h.hero);
  if (h.seat !== seat) return ['not-your-hero', `${name} is not your hero.`];
  if (h.done) return ['hero-done', h.at === null && h.out === 'place' ? `${name} is off the board until the next Hero phase.` : `${name} is done for this Hero phase.`];
  if (h.out === 'place' && move.type !== 'place' && !(move.type === 'done' && stuckOff(s, h))) {
    const free = freeSpawns(s);
    return free.length
      ? ['must-place-first', `${name} must first enter the board on a free player spawn (${free.join(', ')}).`]
      : ['must-place-first', `${name} must first enter the board, and every player spawn is taken: be done and try again next Hero phase.`];
  }
  switch (move.type) {
    case 'place':
      return placeProblem(s, h, move);
    case 'move':
      return moveProblem(s, h, move);
    case 'build':
      return buildProblem(s, h, move);
    case 'repair':
      return repairProblem(s, h, move);
    case 'heal':
      return noActions(h) ?? (h.health >= kitOf(h).health ? ['full-health', `${name} is already at full health (${h.health}).`] : null);
    case 'attack':
      return attackProblem(s, h, move);
    case 'done':
      return null;
  }
}

const noActions = (h: HeroState): Problem | null =>
  h.actions > 0 ? null : ['no-actions', `${heroName(h.hero)} has no actions left this Hero phase: move on or be done.`];

function placeProblem(s: CrystalState, h: HeroState, move: Of<'place'>): Problem | null {
  const board = boardOfState(s);
  if (h.out !== 'place') return ['already-placed', `${heroName(h.hero)} is already on the board.`];
  if (board.hex(move.at)?.kind !== 'player-spawn') return ['not-a-spawn', `Heroes enter on a player spawn (${board.playerSpawns.join(', ')}); ${move.at} is not one.`];
  if (!emptyHex(s, move.at)) return ['occupied', `The player spawn ${move.at} is taken: free ones are ${freeSpawns(s).join(', ') || 'none'}.`];
  return null;
}

function moveProblem(s: CrystalState, h: HeroState, move: Of<'move'>): Problem | null {
  const name = heroName(h.hero);
  const board = boardOfState(s);
  if (h.steps <= 0) return ['no-steps', `${name} has no movement left this Hero phase.`];
  if (!board.hex(move.to)) return ['off-board', `There is no hex ${move.to} on this map.`];
  if (move.to === h.at) return ['not-moving', `${name} is already on ${move.to}.`];
  const kind = board.hex(move.to)!.kind;
  if (kind !== 'floor' && kind !== 'player-spawn') return ['not-walkable', `Heroes cannot enter ${move.to}: ${KIND_WORDS[kind]}.`];
  if (heroReach(s, h.at!, h.steps).has(move.to)) return null;
  if (!emptyHex(s, move.to) && !s.defenses.some((d) => d.at === move.to && isTrapOrAura(d.defense))) return ['occupied', `${move.to} is taken: a hero may end on an empty hex or on a trap or aura.`];
  return ['too-far', `${name} cannot reach ${move.to} with ${plural(h.steps, 'step')} left (walls, enemies, blockades and turrets are in the way).`];
}

const KIND_WORDS: Record<string, string> = {
  blocked: 'it is blacked out',
  crystal: 'it is the crystal',
  'enemy-spawn': 'it is an enemy spawn',
  floor: 'it is floor',
  'player-spawn': 'it is a player spawn',
};

function buildProblem(s: CrystalState, h: HeroState, move: Of<'build'>): Problem | null {
  const name = heroName(h.hero);
  const board = boardOfState(s);
  const kit = kitOf(h);
  const no = noActions(h);
  if (no) return no;
  if (!kit.defenses.includes(move.defense)) {
    return ['not-in-kit', `${name} builds only ${kit.defenses.map((d) => content.defense(d).name).join(', ')}.`];
  }
  const def = content.defense(move.defense);
  if (!board.neighbors(h.at!).includes(move.at)) return ['not-adjacent', `${name} builds only on a hex next to ${h.at}; ${move.at} is not.`];
  if (board.wall(h.at!, move.at)) return ['across-wall', `${name} cannot build on ${move.at}: a wall stands between it and ${h.at}.`];
  const kind = board.hex(move.at)?.kind;
  if (kind !== 'floor') return ['not-buildable', `Nothing is built on ${move.at}: ${KIND_WORDS[kind ?? 'blocked']}.`];
  if (!emptyHex(s, move.at)) return ['occupied', `${move.at} has a token on it: defenses are built on empty hexes.`];
  if (s.mana < def.cost) return ['no-mana', `${article(def.name)} costs ${plural(def.cost, 'mana')} and the team has ${s.mana}.`];
  if (s.defenses.filter((d) => d.defense === def.id).length >= def.tokens) return ['bag-empty', `All ${def.tokens} ${def.name} tokens are on the board.`];
  const facing = canonicalFacing(def.id, move.facing);
  if (facing !== move.facing) {
    return ['same-facing', `Turned ${DIRECTIONS[move.facing]}, ${article(def.name)} covers the same sides as turned ${DIRECTIONS[facing]}: build it facing ${DIRECTIONS[facing]}.`];
  }
  const near = spacingClash(s, def.id, move.at);
  if (near) return ['trap-spacing', `${move.at} is within range of the ${defenseWords(near)}: another ${def.name} cannot be built there.`];
  return null;
}

/** "Cannot be placed within the range of another trap/aura of the same type": the one in the way, if any. */
function spacingClash(s: CrystalState, defense: string, at: HexName): DefenseState | undefined {
  if (!isTrapOrAura(defense)) return undefined;
  const board = boardOfState(s);
  const range = content.defense(defense).range;
  return s.defenses.find((d) => d.defense === defense && hexDistance(board, d.at, at) <= range);
}

/** The defense a hero may repair: on its hex or next to it. */
// A wall between two hexes keeps a hero's hands off the other side: no building or repairing across it.
const withinReach = (s: CrystalState, h: HeroState, d: DefenseState) => {
  const board = boardOfState(s);
  return d.at === h.at || (board.neighbors(h.at!).includes(d.at) && !board.wall(h.at!, d.at));
};

function repairProblem(s: CrystalState, h: HeroState, move: Of<'repair'>): Problem | null {
  const no = noActions(h);
  if (no) return no;
  const d = s.defenses.find((x) => x.id === move.defense);
  if (!d) return ['no-such-defense', `There is no defense ${move.defense} on the board.`];
  if (!withinReach(s, h, d)) return ['not-adjacent', `${heroName(h.hero)} repairs only defenses on or next to ${h.at}, not across a wall; the ${defenseWords(d)} is not.`];
  if (d.health >= content.defense(d.defense).health) return ['full-health', `The ${defenseWords(d)} is already at full health (${d.health}).`];
  return null;
}

function attackProblem(s: CrystalState, h: HeroState, move: Of<'attack'>): Problem | null {
  const no = noActions(h);
  if (no) return no;
  const board = boardOfState(s);
  const e = s.enemies.find((x) => x.id === move.enemy);
  if (!e) return ['no-such-enemy', `There is no enemy ${move.enemy} on the board.`];
  if (board.hex(e.at)?.kind === 'enemy-spawn') return ['on-spawn', `${enemyWords(e)} is on its spawn at ${e.at}: it cannot be targeted there.`];
  const range = kitOf(h).range;
  if (hexDistance(board, h.at!, e.at) > range) return ['out-of-range', `${enemyWords(e)} at ${e.at} is beyond ${heroName(h.hero)}'s range of ${range}.`];
  if (!heroSight(board, h.at!, e.at)) return ['no-line-of-sight', `A wall stands between ${heroName(h.hero)} and ${enemyWords(e)}.`];
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Legal moves

/** The facings of a defense that cover different sides: a spread of all six sides has one facing (0); range 0 one. */
export function distinctFacings(defense: string): readonly number[] {
  let out = facingsCache.get(defense);
  if (!out) facingsCache.set(defense, (out = computeFacings(defense)));
  return out;
}
const facingsCache = new Map<string, readonly number[]>();
/** Drops the facings worked out, for after a content patch (they follow a defense's range and spread). */
export const forgetFacings = (): void => facingsCache.clear();

function computeFacings(defense: string): number[] {
  const def = content.defense(defense);
  if (def.range === 0) return [0];
  const seen = new Set<string>();
  const out: number[] = [];
  for (let f = 0; f < DIRECTIONS.length; f++) {
    const key = def.spread
      .map((x) => (x + f) % 6)
      .sort()
      .join();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(f);
    }
  }
  return out;
}

/** The facing that stands for all facings covering the same sides as this one (the first of `distinctFacings`). */
export function canonicalFacing(defense: string, facing: number): number {
  const def = content.defense(defense);
  if (def.range === 0) return 0;
  const sides = (f: number) =>
    def.spread
      .map((x) => (x + f) % 6)
      .sort()
      .join();
  const mine = sides(facing);
  return distinctFacings(defense).find((f) => sides(f) === mine) ?? facing;
}

export function legalMoves(s: CrystalState, seat: number): Move[] {
  if (s.phase === 'over') return [];
  const moves: Move[] = [];
  s.heroes.forEach((h, hero) => {
    if (h.seat !== seat || h.done) return;
    if (h.out === 'place') {
      const spawns = freeSpawns(s);
      for (const at of spawns) moves.push({ type: 'place', hero, at });
      if (spawns.length === 0) moves.push({ type: 'done', hero });
      return;
    }
    const at = h.at!;
    if (h.steps > 0) for (const to of heroReach(s, at, h.steps).keys()) moves.push({ type: 'move', hero, to });
    if (h.actions > 0) {
      const board = boardOfState(s);
      const kit = kitOf(h);
      // The same checks as buildProblem, hoisted: the sites once, then each defense's mana, bag and spacing.
      const sites = board.neighbors(at).filter((hex): hex is HexName => hex !== null && !board.wall(at, hex) && board.hex(hex)?.kind === 'floor' && emptyHex(s, hex));
      for (const defense of kit.defenses) {
        const def = content.defense(defense);
        if (s.mana < def.cost || s.defenses.filter((d) => d.defense === defense).length >= def.tokens) continue;
        for (const hex of sites) {
          if (spacingClash(s, defense, hex)) continue;
          for (const facing of distinctFacings(defense)) moves.push({ type: 'build', hero, defense, at: hex, facing });
        }
      }
      for (const d of s.defenses) if (!repairProblem(s, h, { type: 'repair', hero, defense: d.id })) moves.push({ type: 'repair', hero, defense: d.id });
      if (h.health < kit.health) moves.push({ type: 'heal', hero });
      for (const e of s.enemies) {
        if (hexDistance(board, at, e.at) <= kit.range && !attackProblem(s, h, { type: 'attack', hero, enemy: e.id })) moves.push({ type: 'attack', hero, enemy: e.id });
      }
    }
    moves.push({ type: 'done', hero });
  });
  return moves;
}

// ---------------------------------------------------------------------------------------------------------
// Applying a hero's move (already checked by `problem`)

/** Applies a hero's move to the state (the caller runs the Board phase when the last hero is done). */
export function applyHeroMove(s: CrystalState, move: Move, ev: Events): void {
  const h = s.heroes[move.hero];
  const name = heroName(h.hero);
  const kit = kitOf(h);
  switch (move.type) {
    case 'place':
      h.at = move.at;
      h.out = null;
      h.health = kit.health;
      ev?.push({ text: `${name} enters the board at ${move.at}.`, head: true });
      return;
    case 'move': {
      const cost = heroReach(s, h.at!, h.steps).get(move.to)!;
      h.steps -= cost;
      h.at = move.to;
      ev?.push({ text: `${name} moves to ${move.to} (${plural(cost, 'step')}; ${h.steps} left).`, head: true });
      return;
    }
    case 'build': {
      const def = content.defense(move.defense);
      h.actions -= 1;
      s.mana -= def.cost;
      s.defenses.push({ id: s.nextId++, defense: def.id, owner: move.hero, at: move.at, facing: move.facing, health: def.health, cooldown: 0 });
      const facing = distinctFacings(def.id).length > 1 ? ` facing ${DIRECTIONS[move.facing]}` : '';
      ev?.push({ text: `${name} builds ${article(def.name)} at ${move.at}${facing} (${plural(def.cost, 'mana')}; ${s.mana} left).`, head: true });
      return;
    }
    case 'repair': {
      const d = s.defenses.find((x) => x.id === move.defense)!;
      const max = content.defense(d.defense).health;
      const gain = Math.min(kit.cast, max - d.health);
      h.actions -= 1;
      d.health += gain;
      ev?.push({ text: `${name} repairs the ${defenseWords(d)} (+${gain}: ${d.health}/${max}).`, head: true });
      return;
    }
    case 'heal': {
      const gain = Math.min(kit.cast, kit.health - h.health);
      h.actions -= 1;
      h.health += gain;
      ev?.push({ text: `${name} heals (+${gain}: ${h.health}/${kit.health}).`, head: true });
      return;
    }
    case 'attack': {
      const e = s.enemies.find((x) => x.id === move.enemy)!;
      h.actions -= 1;
      e.health -= kit.attack;
      if (e.health > 0) {
        ev?.push({ text: `${name} hits ${enemyWords(e)} for ${kit.attack} (${e.health} left).`, head: true });
        return;
      }
      const bounty = content.enemy(e.enemy).bounty;
      s.enemies = s.enemies.filter((x) => x !== e);
      s.mana += bounty;
      ev?.push({ text: `${name} hits ${enemyWords(e)} for ${kit.attack}: it falls (+${plural(bounty, 'mana')}).`, head: true });
      return;
    }
    case 'done':
      h.done = true;
      ev?.push({ text: `${name} is done${h.at ? '' : ' (no player spawn is free)'}.`, head: true });
      return;
  }
}
