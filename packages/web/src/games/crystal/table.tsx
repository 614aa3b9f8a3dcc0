import { content } from '@ramparts/games/crystal/content/index.ts';
import type { ReactNode } from 'react';
import type { CrystalView } from '@ramparts/games/crystal/state.ts';
import { PALETTE } from '../common/art.tsx';
import type { Fact, LegendItem, Panels } from '../types.ts';
import { hexPoints } from './geometry.ts';
import { Icon } from '../common/Icon.tsx';
import { SEAT_COLOURS } from '../common/svg.tsx';
import { DEFENSE_COLOURS, ENEMY_COLOUR, FLYING_COLOUR, HEALTH_COLOUR, SPREAD_COLOUR, defenseIcon, enemyIcon, heroIcon } from './pieces.tsx';
import { activeHeroes, heroName, plural } from './words.ts';

// What the table draws beside the Crystal Defenders board: the player panels, the legend, the help lines and the
// log's Combat filter.

/** Per seat: each of its heroes' health and steps and actions left; shared: the crystal, the wave, mana, the deck. */
export function panels(v: CrystalView, seatNames: string[]): Panels {
  const seats = Array.from({ length: Math.max(v.players, seatNames.length) }, () => [] as Fact[]);
  v.heroes.forEach((h) => {
    const kit = content.hero(h.hero).kit;
    const facts = seats[h.seat] ?? (seats[h.seat] = []);
    facts.push({
      label: `${heroName(h.hero)} health`,
      value: `${h.health}/${kit.health}`,
      tip: `${heroName(h.hero)}: ${h.health} of ${kit.health} health; attack ${kit.attack}, range ${kit.range}, heals ${kit.cast}. At 0 the hero falls and sits out the next Hero phase.`,
      tone: h.health <= 2 ? 'warn' : undefined,
    });
    const where = h.at ? `on ${h.at}` : h.out === 'skip' ? 'fallen' : 'to enter';
    facts.push({ label: `${heroName(h.hero)} is`, value: h.done && h.at ? `${where}, done` : where, tip: h.at ? `Stands on ${h.at}.` : h.out === 'skip' ? 'Fallen: sits out this Hero phase, then enters on a player spawn (+).' : 'Off the board: enters on a player spawn (+) as its first move.' });
    if (v.phase === 'hero' && !h.done && h.at) facts.push({ label: `${heroName(h.hero)} left`, value: `${plural(h.steps, 'step')}, ${plural(h.actions, 'action')}`, tip: `Speed ${kit.speed}: steps left to walk this Hero phase, and actions (build, repair, heal, attack).` });
  });
  const shared: Fact[] = [
    { label: 'Crystal', value: v.result && !v.result.won ? 'lost' : 'standing', tip: 'The crystal has no health: the first enemy attack on it loses the game.', tone: v.result && !v.result.won ? 'warn' : undefined },
    { label: 'Wave', value: `${v.wave} of ${v.wavesToWin}`, tip: `Wave ${v.wave} of ${v.wavesToWin}. When a Board phase starts with no enemy on the board the next wave begins; survive wave ${v.wavesToWin} to win.` },
    { label: 'Mana', value: v.mana, tip: `The team's mana: ${v.mana}. Building a defense costs its mana; every fallen enemy gives its bounty.` },
    { label: 'Spawns to come', value: v.spawnsLeft, tip: `Board phases of this wave that still end by drawing spawn cards: ${v.spawnsLeft}.` },
    { label: 'Spawn deck', value: plural(v.deckSize, 'card'), tip: `${plural(v.deckSize, 'card')} face down (order hidden); ${v.used.length} drawn this wave.` },
    { label: 'Enemies', value: v.enemies.length, tip: `${plural(v.enemies.length, 'enemy')} on the board.` },
    { label: 'Hero phase', value: v.turn, tip: 'Heroes act in any order; when the last is done, the Board phase runs: enemies move, defenses and enemies attack, new enemies may spawn.' },
  ];
  return { seats, shared };
}

const swatch = (children: ReactNode) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    {children}
  </svg>
);

/**
 * The board's one legend (the table shows it under the board and in the help): each hero, enemy and defense on the
 * board as its picture with its name and numbers, then the board's marks.
 */
export function legend(v: CrystalView): LegendItem[] {
  const heroes = v.heroes.map((h) => {
    const kit = content.hero(h.hero).kit;
    return {
      swatch: swatch(
        <>
          <circle cx={12} cy={12} r={11} fill={SEAT_COLOURS[h.seat % SEAT_COLOURS.length]} />
          <Icon icon={heroIcon(h.hero)} x={12} y={12} size={16} />
        </>,
      ),
      text: `${heroName(h.hero)} (Player ${h.seat + 1}) — health ${kit.health}, attack ${kit.attack}, speed ${kit.speed}, range ${kit.range}`,
    };
  });
  const enemies = [...new Set(v.enemies.map((e) => e.enemy))].map((id) => {
    const e = content.enemy(id);
    return {
      swatch: swatch(
        <>
          <rect x={1} y={1} width={22} height={22} rx={3} fill={e.abilities.includes('flying') ? FLYING_COLOUR : ENEMY_COLOUR} />
          <Icon icon={enemyIcon(id)} x={12} y={12} size={18} />
        </>,
      ),
      text: `${e.name} — health ${e.health}, speed ${e.speed}, attack ${e.attack}, range ${e.range}, bounty ${e.bounty} mana`,
    };
  });
  const defenses = [...new Set(v.defenses.map((d) => d.defense))].map((id) => {
    const d = content.defense(id);
    return {
      swatch: swatch(
        <>
          <polygon points={hexPoints(12, 12, 12)} fill={DEFENSE_COLOURS[d.kind]} />
          <Icon icon={defenseIcon(id)} x={12} y={12} size={16} />
        </>,
      ),
      text: `${d.name} (${d.kind}) — health ${d.health}, attack ${d.attack}, range ${d.range}, costs ${d.cost} mana`,
    };
  });
  return [
    { swatch: swatch(<><circle cx={12} cy={11} r={10} fill="#1f6fb2" /><circle cx={19} cy={18} r={5} fill={HEALTH_COLOUR} stroke="#fff" /></>), text: 'A hero: its picture on a disc in its player’s colour; the red badge is its health' },
    ...heroes,
    { swatch: swatch(<><rect x={1} y={2} width={20} height={18} rx={3} fill={ENEMY_COLOUR} /><circle cx={19} cy={19} r={5} fill="#fff" stroke={HEALTH_COLOUR} /></>), text: 'An enemy: its picture on red (walks) or blue (flies); the white badge is its health, ×N a stack on a spawn; a yellow rim: flipped; ★ stunned' },
    ...enemies,
    { swatch: swatch(<><polygon points={hexPoints(12, 12, 11)} fill={DEFENSE_COLOURS.turret} /><line x1={21.5} y1={6.5} x2={21.5} y2={17.5} stroke={SPREAD_COLOUR} strokeWidth={3} /></>), text: 'A defense: its picture on a hexagon, brown blockade, slate turret, green trap, purple aura; yellow sides show where it shoots (hover it to light what it covers); the red badge is its health; grey with ⟳N: face down, N turns to cool' },
    ...defenses,
    { swatch: swatch(<path d="M12 2L19 12L12 22L5 12z" fill="#38bdf8" stroke="#0369a1" />), text: 'The crystal: one enemy attack on it loses the game' },
    { swatch: swatch(<><polygon points={hexPoints(12, 12, 11)} fill="#bfdbfe" /><text x={12} y={17} textAnchor="middle" fontSize={14} fontWeight="bold" fill="#1d4ed8">+</text></>), text: 'Player spawn: heroes enter and come back here' },
    { swatch: swatch(<><polygon points={hexPoints(12, 12, 11)} fill="#fecaca" /><text x={12} y={17} textAnchor="middle" fontSize={14} fontWeight="bold" fill={PALETTE.danger}>!</text></>), text: 'Enemy spawn: enemies arrive here and cannot be hit until they leave' },
    { swatch: swatch(<><polygon points={hexPoints(12, 12, 11)} fill={PALETTE.stoneDark} /><line x1={3} y1={20} x2={21} y2={4} stroke="#111" strokeWidth={4} strokeLinecap="round" /></>), text: 'A wall (black line): nothing walks, shoots or sees through it; a dark hex is blacked out' },
    { swatch: swatch(<polygon points={hexPoints(12, 12, 11)} fill="#fff1cc" stroke={PALETTE.pick} strokeWidth={2.5} />), text: 'Orange outline: what you can click now' },
    { swatch: swatch(<circle cx={12} cy={12} r={8} fill="none" stroke={PALETTE.marked} strokeWidth={3} />), text: 'Purple glow: what the last move touched' },
  ];
}

export function help(v: CrystalView, seat: number | null): string[] {
  const mine = seat === null ? [] : activeHeroes(v, seat);
  return [
    'Enemies walk from the red spawns (!) towards the crystal; the first attack on it loses the game. Survive every wave to win.',
    'Every token has a tooltip with its numbers: hover it, focus it with Tab, or press and hold on a phone. Hover a defense to light what it covers, an enemy to see what it is after.',
    mine.length
      ? 'Your heroes act in any order: click a hex to walk or to build there (then the defense, then which way it faces), a defense to repair it, an enemy in range to attack, or use Heal and Done.'
      : v.result
        ? 'The game is over.'
        : 'Your heroes are done for this phase; the others are still acting.',
    'When every hero is done the Board phase runs by itself: enemies move and attack, defenses fire, and new enemies may spawn.',
  ];
}

/** Log lines about fighting: hits, falls, attacks, heals, the crystal attacked. */
export const combat = (line: string): boolean => /attack|hits?\b|falls?\b|fallen|damage|crystal is|stun|heal|kill/i.test(line);
