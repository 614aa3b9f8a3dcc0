import type { Random } from '@ramparts/engine';
import { content } from '../content/index.ts';
import { heroesFor, type Options } from '../options.ts';
import type { CrystalState, HeroState } from '../state.ts';
import { levelOf } from './level.ts';

/** A hero as it starts: off the board, to be placed on a player spawn at its first Hero phase, at full health. */
function freshHero(id: string, seat: number): HeroState {
  const kit = content.hero(id).kit;
  return { hero: id, seat, at: null, health: kit.health, steps: kit.speed, actions: content.rules.actionsPerPhase, done: false, out: 'place' };
}

/**
 * The seed's setup: the heroes dealt to the seats in turn (one seat may hold several), the spawn deck shuffled, the
 * wave counter at 0 and the team's mana pool filled; the first Hero phase begins with every hero placing itself.
 */
export function setupGame(players: number, o: Options, random: Random): CrystalState {
  const heroes = heroesFor(players, o);
  if (heroes.length < players) throw new Error(`${players} people need at least ${players} heroes; the options name ${heroes.length}.`);
  return {
    map: o.map,
    players,
    difficulty: o.difficulty,
    wavesToWin: o.waves,
    phase: 'hero',
    turn: 1,
    wave: 0,
    spawnsLeft: 0,
    mana: content.rules.startingMana + levelOf(o.map, o.difficulty).manaBonus,
    heroes: heroes.map((id, i) => freshHero(id, i % players)),
    defenses: [],
    enemies: [],
    deck: random.shuffle(content.cards.map((c) => c.id)),
    used: [],
    nextId: 1,
    result: null,
  };
}
