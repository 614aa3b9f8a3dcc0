import type { CoinsView } from '@ramparts/games/coins/view.ts';
import { placeInStack } from '@ramparts/games/coins/words.ts';

/** The map a new soldier goes on: the player's own in Crusade, the one map otherwise. */
export const ownMap = (v: CoinsView): number => (v.mode === 'crusade' ? (v.toAct ?? v.you ?? 0) : 0);

function mapName(v: CoinsView, map: number): string {
  return v.mode === 'crusade' ? ` of ${v.maps[map]?.name ?? `map ${map + 1}`}` : '';
}

/** Keys that are pure commands (no place on the road): drawn as buttons under the toss. */
export const COMMANDS = ['role:attacker', 'role:defender', 'endToss', 'tossAgain', 'stop'] as const;

/** A step key in plain, short words: the board's buttons, tooltips and the table's action bar. */
export function label(key: string, v: CoinsView): string {
  const [kind, a, b, c] = key.split(':');
  switch (kind) {
    case 'role':
      return a === 'attacker' ? 'Attack this turn' : 'Defend this turn';
    case 'place':
      return `New ${a}c soldier`;
    case 'sq':
      return `Put it on square ${b}${mapName(v, Number(a))}`;
    case 'soldier': {
      // Soldiers stacked on one square are told apart by their place in the stack, as the rules' own words do.
      const stack = v.maps[Number(a)]?.squares[Number(b) - 1] ?? [];
      const s = stack[Number(c)];
      return `Move the ${s ? `${s.wounded ? 'wounded ' : ''}${s.value}c` : ''} soldier ${placeInStack(Math.max(stack.length, 1), Number(c))} square ${b}${mapName(v, Number(a))}`;
    }
    case 'steps':
      return `Forward ${a} square${a === '1' ? '' : 's'}`;
    case 'hit':
      return `Shoot square ${b}${mapName(v, Number(a))}`;
    case 'endToss':
      return v.tossNumber < v.tossesPerTurn ? 'End this toss' : 'End this toss and the turn';
    case 'tossAgain':
      return v.mode === 'solo-attacker' ? 'Defender tosses again' : 'Toss again';
    case 'stop':
      return v.mode === 'solo-attacker' ? `Defender inflicts ${v.damage}` : `Stop and inflict ${v.damage}`;
    default:
      return key;
  }
}

/** What a command does, for its tooltip. */
export function commandTip(key: string, v: CoinsView): string {
  switch (key) {
    case 'role:attacker':
      return 'This turn you attack: your reinforcements are tossed and pairs of tails-up coins place or move your soldiers.';
    case 'role:defender':
      return 'This turn you defend: toss your garrison and shoot the other players\' soldiers on your road.';
    case 'endToss':
      return v.tossNumber < v.tossesPerTurn ? `Leave the unused coins of this toss; toss ${v.tossNumber + 1} of ${v.tossesPerTurn} follows.` : 'Leave the unused coins: this was the last toss, the soldiers march and the turn ends.';
    case 'tossAgain':
      return v.mode === 'solo-attacker'
        ? 'The rules\' Defender tosses on until three heads (no damage at all) or three tails (+1 HP and the toss adds).'
        : `Toss the garrison once more and add its tails-up values to the ${v.damage}; all heads loses everything.`;
    case 'stop':
      return v.mode === 'solo-attacker' ? `The Defender inflicts ${v.damage} damage on your soldiers, nearest the castle first.` : `Keep the ${v.damage} damage and spend it shooting soldiers.`;
    default:
      return label(key, v);
  }
}
