import { content, type SideSetup } from '@ramparts/games/coins/content/index.ts';
import type { AidSpec, TableSpec } from '../../types.ts';
import { coinList, lapTurns, sum } from './setup.ts';

// Coin Siege's player aid: the turn in short lines and the tables a player looks up (the set-up, pairing two coins,
// who may enter a square, the solo difficulties, Crusade), every number from the content.

const squares = (n: number): string => `${n} square${n === 1 ? '' : 's'}`;
const times = (n: number): string => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

function setupColumn(s: SideSetup): string[] {
  const total = content.coins.perValue;
  const used = (v: number) =>
    [s.castle, s.garrison, s.reinforcements, s.lapCounter].reduce((n, list) => n + list.filter((c) => c === v).length, 0) + s.soldiers.filter((c) => c.value === v).length;
  return [
    `${coinList(s.castle)} (${sum(s.castle)} HP)`,
    coinList(s.garrison, ', '),
    s.soldiers.map((x) => `${x.value}c on square ${x.square}`).join(', '),
    coinList(s.reinforcements, ', '),
    coinList(s.lapCounter, ', '),
    content.coins.values.map((v) => `${total - used(v)} × ${v}c`).join(', '),
  ];
}

function setupTable(): TableSpec {
  const items = ['Castle', 'Garrison (Defender)', 'Soldiers on the road', 'Reinforcements (Attacker)', 'Lap counter, in order', 'Supply'];
  const crusade = Object.entries(content.crusade.players);
  const duel = setupColumn(content.setup);
  const same = crusade.every(([, s]) => JSON.stringify(setupColumn(s)) === JSON.stringify(duel));
  const columns = same ? ['Each player', 'Every game'] : ['Each player', 'Duel and solo', ...crusade.map(([n]) => `Crusade for ${n}`)];
  const cols = same ? [duel] : [duel, ...crusade.map(([, s]) => setupColumn(s))];
  return {
    title: `Set-up (a set is ${content.coins.perValue} coins of each of ${coinList(content.coins.values, ', ')})`,
    columns,
    rows: items.map((item, i) => [item, ...cols.map((c) => c[i])]),
  };
}

/** The rulebook's example: the lowest and highest coin tails up, and what the pair can do. */
function pairingTable(): TableSpec {
  const values = content.coins.values;
  const [a, b] = [values[0], values[values.length - 1]];
  return {
    title: `Pairing two tails-up coins, for example a ${a}c and a ${b}c`,
    columns: ['Soldier', 'Moves', 'Or a new one is put on'],
    rows: [
      [`${a}c`, squares(b), `square ${b}`],
      [`${b}c`, squares(a), `square ${a}`],
    ],
  };
}

function enterTable(): TableSpec {
  const values = content.coins.values;
  return {
    title: 'Entering or crossing a square with soldiers',
    columns: ['Moving soldier', 'Only where there is a'],
    rows: values.map((v) => {
      const higher = values.filter((w) => w > v);
      return [`${v}c`, higher.length ? higher.map((w) => `${w}c`).join(' or ') : 'never: it needs empty squares'];
    }),
  };
}

function soloTable(): TableSpec {
  const d = content.solo['solo-defender'];
  const a = content.solo['solo-attacker'];
  const levels = ['easy', 'normal', 'heroic'] as const;
  return {
    title: 'Solo: the rules play your opponent',
    columns: ['', 'Easy', 'Normal', 'Heroic'],
    rows: [
      ['You defend: the Attacker tosses', ...levels.map((l) => d[l].attackerTosses)],
      ['You defend: its soldiers march', ...levels.map((l) => squares(d[l].march))],
      ['You attack: the Defender tosses', ...levels.map((l) => a[l].defenderTosses)],
    ],
  };
}

function crusadeTable(): TableSpec {
  const c = content.crusade;
  const counts = Object.keys(c.players).map(Number);
  return {
    title: 'Crusade',
    columns: ['', ''],
    rows: [
      ['Players', `${Math.min(...counts)} to ${Math.max(...counts)}, each with a map and a set of coins`],
      ['Your turn', 'choose to attack or to defend; either way march your soldiers and take a lap-counter coin'],
      ['March', squares(c.march)],
      ['Soldiers passing your castle', 'walk on to square 1 of the player on your right'],
      ['Castle loss', `from your turn ${c.castleLossFromTurn}: ${c.castleLoss} HP at the end of each of your turns`],
      ['Winner', 'the last castle standing'],
    ],
  };
}

export function coinsAid(): AidSpec {
  const r = content.rules;
  const crit = r.criticalSuccessCoin;
  return {
    turn: [
      `The Attacker plays first. Attacker's turn: toss your reinforcements ${times(r.attackerTosses)}.`,
      'After each toss pair two tails-up coins: one names a soldier (its value), the other how far it moves, or the square a new soldier from the supply is put on.',
      'A soldier moves once a turn and carries the soldiers stacked on it. New soldiers come in tails up.',
      "A soldier reaching the castle takes its value off the castle's hit points and goes back to the supply.",
      `After the tosses every soldier marches ${squares(r.march)}, nearest the castle first. After each of turns 1 to ${lapTurns()}, take the next lap-counter coin into your reinforcements.`,
      `From turn ${r.lastPlacementTurn + 1} no new soldiers may be put on the road.`,
      `Defender's turn: toss the garrison up to ${times(r.garrisonTosses)}, adding up the tails-up values; stop after any toss.`,
      `All heads: critical failure, no damage this turn. All tails: critical success, +${crit} HP (a ${crit}c from the supply onto the castle), the toss counts and you stop.`,
      "Spend the damage: a soldier's value in damage wounds it (turn it heads up), a second wound kills it (back to the supply). On a stack, the top soldier first.",
      'Each kill upgrades a garrison coin: every 1c to a 2c first, then 2c to 5c.',
      `The castle at 0 HP: the Attacker wins. From turn ${r.defenderWinsFromTurn}, no soldier on the road: the Defender wins.`,
    ],
    tables: [setupTable(), pairingTable(), enterTable(), soloTable(), crusadeTable()],
    notes: [
      'Solo as the Defender, for the rules\' Attacker: put new soldiers on when you can (highest value first, farthest square), else move the highest soldier you can; the same soldier may move again.',
      "Solo as the Attacker, for the rules' Defender: toss and add up all values, criticals ignored; then you choose: take the damage (nearest the castle first) or let it toss on until a critical.",
    ],
  };
}
