import type { Term } from '@ramparts/engine';
import { content } from './content/index.ts';
import type { CoinsView } from './view.ts';
import { plural } from './words.ts';

const coins = (list: readonly number[]): string => (list.length ? list.map((v) => `${v}c`).join(' ') : 'none');

/** The words of Coin Siege a player may ask about, with the numbers of this position (the acting seat's map). */
export function terms(view: CoinsView): Term[] {
  const crusade = view.mode === 'crusade';
  const m = view.maps[view.toAct ?? 0] ?? view.maps[0];
  const march = view.mode === 'solo-defender' ? content.solo['solo-defender'][view.difficulty].march : crusade ? content.crusade.march : content.rules.march;
  const limit = view.garrisonTossLimit;
  const tossesLeft =
    limit === null ? 'no limit on tosses' : view.phase === 'defend' || view.phase === 'damage' ? `${plural(Math.max(0, limit - view.defenderTosses), 'toss')} left this turn` : `up to ${plural(limit, 'toss')} a turn`;
  const placing = view.turn <= view.lastPlacementTurn ? `new soldiers until turn ${view.lastPlacementTurn}` : `no new soldiers since turn ${view.lastPlacementTurn + 1}`;
  const list: Term[] = [
    {
      name: 'Attacker',
      text: `Marches soldiers on the castle: tosses the reinforcements ${plural(view.tossesPerTurn, 'time')} a turn and pairs two tails-up coins to place or move a soldier (${placing}). Wins when the castle (${m.castle} HP now) falls.`,
    },
    {
      name: 'Defender',
      text: `Guards the castle: tosses the garrison (${tossesLeft}), adds the tails-up values and spends that damage on soldiers. From turn ${content.rules.defenderWinsFromTurn}, wins when no soldier is left on the map.`,
    },
    { name: 'Garrison', text: `The Defender's coins (${coins(m.garrison)}): each toss adds its tails-up values to the damage.` },
    { name: 'Reinforcement', text: `The Attacker's coins (${coins(m.reinforcements)}): in a pairing one tails-up coin names the soldier's value, the other the squares it moves or the square a new one goes on.` },
    { name: 'Lap Counter', text: `Coins the Attacker gains one by one after each of its first six turns (${coins(m.lapCounter)} left).` },
    {
      name: 'Supply',
      text: `The coins off the board (1c×${m.supply['1c']} 2c×${m.supply['2c']} 5c×${m.supply['5c']}): new soldiers, evolved garrison coins and the +1 HP of a critical success come from it; a value that runs out gives nothing.`,
    },
    { name: 'critical failure', text: 'Every garrison coin heads up: the tossing ends and the Defender inflicts no damage this turn.' },
    { name: 'critical success', text: 'Every garrison coin tails up: the toss counts, a 1c from the supply adds +1 HP to the castle, and the tossing ends.' },
    { name: 'wound', text: 'Damage equal to a soldier\'s value wounds it: it turns heads up, shown (2c). A second wound kills it. Only the top soldier of a stack can be hit.' },
    { name: 'evolve', text: 'Each kill evolves one garrison coin with a coin from the supply: every 1c becomes 2c before any 2c becomes 5c.' },
    {
      name: 'march',
      text: `At the end of ${crusade ? 'each player\'s turn that player\'s' : 'the Attacker\'s turn every'} soldiers advance ${plural(march, 'square')}, nearest the castle first; one passing square ${view.pathLength} strikes the castle for its value.`,
    },
    { name: '5c', text: 'A soldier worth 5 cents, tails up: 5 HP, a wound costs 5 damage, and it deals 5 damage at the castle (1c and 2c alike).' },
    { name: '(5c)', text: 'A wounded soldier, heads up: the next wound kills it.' },
    { name: '▸', text: '"a ▸ b": b stands on a. A soldier moves with every soldier above it; stacks are listed bottom first.' },
    { name: 'HP', text: `Hit points of the castle: ${m.castle} now. It falls at 0.` },
    { name: 'tails / heads', text: 'Tails up shows a coin\'s value and counts; heads up counts for nothing.' },
    { name: '(used)', text: 'A coin of this toss already spent in a pairing.' },
    { name: '×', text: '"2c×5": five coins of 2c (in the supply, or in hand in Crusade).' },
  ];
  if (crusade) {
    list.push({ name: '·P2', text: 'The soldier belongs to Player 2 (its owner attacks every castle but its own).' });
    list.push({ name: 'OUT', text: `The player's castle has fallen; the ring closes around the gap. From a player's turn ${content.crusade.castleLossFromTurn} their castle loses ${content.crusade.castleLoss} HP at the end of each of their turns.` });
  }
  if (view.mode === 'solo-attacker') {
    const tosses = content.solo['solo-attacker'][view.difficulty].defenderTosses;
    list.push({
      name: 'the rules\' Defender',
      text: `Tosses the garrison ${plural(tosses, 'time')} a turn, criticals ignored; then ${view.soloChoice === 'yours' ? 'you choose' : 'a fixed rule chooses'}: inflict the damage on the soldiers nearest the castle first, or toss again until a critical.`,
    });
  }
  return list;
}
