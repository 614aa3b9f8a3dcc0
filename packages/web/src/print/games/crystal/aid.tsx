import { content } from '@ramparts/games/crystal/content/index.ts';
import { SECTIONS } from '@ramparts/games/crystal/content/schema.ts';
import type { ReactElement } from 'react';
import { PALETTE } from '../../../games/common/art.tsx';
import type { AidSpec, SheetSpec } from '../../types.ts';
import { Lines, Svg, wrap } from '../../art.tsx';
import { INK, PAPER, SECTION_COLOURS, SECTION_TINTS, abilityWords, capital, sectionHeroes, spreadWords } from './art.tsx';
import { markerCounts } from './box.ts';

// The player aid (the turn in short lines, the heroes', defenses' and enemies' tables) and the tracker sheet
// (wave counter, spawning phases, team mana, the spawn deck's places).

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const ENEMY_ABILITY: Record<string, (e: (typeof content.enemies)[number]) => string> = {
  flying: () => 'flies over walls',
  kamikaze: (e) => `${e.trigger?.distance ?? '?'} from its target: flips; then explodes on it`,
  summoner: (e) => `${e.trigger?.distance ?? '?'} from its target: flips, raises ${Object.entries(e.trigger?.summons ?? {}).map(([id, n]) => `${n} ${content.enemy(id).name}s`).join(', ')}`,
  ambush: (e) => `${e.trigger?.distance ?? '?'} from a hero (over ${e.trigger?.walls ?? 0} wall): leaps to it`,
  'spares-crystal': () => 'spares the crystal',
  enrage: () => 'flips when its target is out of reach; back after attacking',
};

/** The one-page aid: the turn in order, then the tables a player looks up in play. */
export function crystalAid(): AidSpec {
  const r = content.rules;
  const turn = [
    `Setup: a hero card each, wave counter at 0, spawn deck shuffled, team mana ${r.startingMana}.`,
    `Hero phase: heroes off the board enter on a player spawn (+), a fallen one after sitting a Hero phase out. Each hero, in any order: move up to Speed and take ${plural(r.actionsPerPhase, 'action')}: build next to it (pay its mana), repair by Cast, heal by Cast, attack within Range.`,
    'Board phase: 1) cooldowns count down, face up at 0; 2) enemies move, fastest first (abilities and defenses fire at once); 3) defenses attack; 4) enemies attack.',
    'Waves: no enemy on the board as a Board phase starts: raise the wave counter, back to the Hero phase. In wave X the next X Board phases end with a spawn card drawn at each enemy spawn, in turn.',
    `Enemies target: the closest tower that hurt it; a hero within ${r.heroSight}; the closest tower${r.towerSight ? ` within ${r.towerSight}` : ''}; the crystal. Win: survive ${plural(r.wavesToWin, 'wave')}. Lose: an enemy attacks the crystal.`,
  ];
  const kitOf = (id: string) => content.kits.find((k) => k.defenses.includes(id))?.heroes[0]?.name ?? '';
  const defenses = content.defenses.map((d) => [d.name, kitOf(d.id), capital(d.kind), d.health, d.attack, `${d.range}, ${spreadWords(d.spread)}`, d.rate, d.cost, d.tokens, abilityWords(d.keywords) || '-']);
  const enemies = content.enemies.map((e) => [
    e.name,
    e.speed,
    e.attack,
    e.health,
    e.range,
    e.flipped ? `${e.flipped.speed} / ${e.flipped.attack} / ${e.flipped.range}` : '-',
    e.bounty,
    e.abilities.map((a) => ENEMY_ABILITY[a](e)).join('; ') || '-',
  ]);
  const m = markerCounts();
  return {
    turn,
    tables: [
      { title: 'Defenses', columns: ['Defense', 'Hero', 'Kind', 'Health', 'Attack', 'Range', 'Cooldown', 'Mana', 'Bag', 'Abilities'], rows: defenses },
      { title: 'Enemies (a fallen enemy pays its mana to the team)', columns: ['Enemy', 'Speed', 'Attack', 'Health', 'Range', 'Flipped', 'Mana', 'Abilities'], rows: enemies },
    ],
    notes: [
      `Traps and auras: walked over, never targeted, 1 health lost each attack. Knockback X: pushed X spaces. Blast X: enemies X from the target hit too. Chain X: jumps to neighbours, up to X. Piercing: the whole line. Forceful: through walls. Lingering X: hurts X turns of its cooldown. Continuous: every turn while enemies stay. Delay: a turn late. Inert: ignored until it hurts. Stun X: no actions for X turns${m.stun ? ' (turn the marker over after a Board phase)' : ''}. Weaken: next attack 1 less. Confused: attacks an enemy. Calming: forgets its target. Healing X, Friendly: heals heroes. Keep health and cooldowns with a die.`,
    ],
  };
}

/** The tracker sheet: wave counter, spawning phases this wave, team mana, the spawn deck's two places. */
export function trackerSheet(): SheetSpec {
  const r = content.rules;
  const box = (x: number, y: number, w: number, h: number, big: string | number, small: string, fill = '#fff', key?: string): ReactElement => (
    <g key={key ?? `${x},${y}`}>
      <rect x={x} y={y} width={w} height={h} rx={1.5} fill={fill} stroke={INK} strokeWidth={0.4} />
      <text x={x + w / 2} y={y + h / 2 + (small ? 0.5 : 2)} fontSize={Math.min(7, h * 0.45)} fontWeight="bold" fill={INK} textAnchor="middle">
        {big}
      </text>
      {small && <Lines gap={1.15} anchor="middle" lines={wrap(small, w - 2, 2.6)} x={x + w / 2} y={y + h / 2 + 4.5} size={2.6} fill={PALETTE.inkSoft} />}
    </g>
  );
  const waves = Array.from({ length: r.wavesToWin + 1 }, (_, i) => i);
  const waveW = Math.min(30, 186 / waves.length - 2);
  const spawnW = Math.min(30, 186 / r.wavesToWin - 2);
  const manaMax = 50;
  const perRow = 10;
  const manaW = 190 / perRow - 1;
  const manaH = 9;
  const mana = Array.from({ length: manaMax }, (_, i) => i);
  const sectionY = 134;
  const cardY = 150;
  const art = (
    <Svg w={190} h={250}>
      <rect x={0} y={0} width={190} height={250} fill={PAPER} />
      <text x={2} y={9} fontSize={7} fontWeight="bold" fill={INK}>
        Wave counter and mana
      </text>
      <text x={2} y={19} fontSize={3.6} fontWeight="bold" fill={INK}>
        Wave counter (a coin marks the wave)
      </text>
      {waves.map((w) => box(2 + w * (waveW + 2), 21, waveW, 16, w, w === 0 ? 'setup' : w === r.wavesToWin ? 'survive it to win' : ''))}
      <text x={2} y={45} fontSize={3.6} fontWeight="bold" fill={INK}>
        Spawns this wave (wave X spawns in X Board phases; a coin counts them)
      </text>
      {Array.from({ length: r.wavesToWin }, (_, i) => box(2 + i * (spawnW + 2), 47, spawnW, 14, i + 1, ''))}
      <text x={2} y={70} fontSize={3.6} fontWeight="bold" fill={INK}>
        {`Team mana (the team starts with ${r.startingMana}; building pays, a fallen enemy adds its mana)`}
      </text>
      {mana.map((n) => box(1 + (n % perRow) * (manaW + 1), 72 + Math.floor(n / perRow) * (manaH + 1), manaW, manaH, n, '', n === r.startingMana ? '#fde68a' : '#fff', `mana ${n}`))}
      <text x={2} y={sectionY - 2} fontSize={3.6} fontWeight="bold" fill={INK}>
        Spawn card section by heroes in play
      </text>
      {SECTIONS.map((s, i) => (
        <g key={s}>
          <rect x={2 + i * 47} y={sectionY} width={45} height={9} rx={1.5} fill={SECTION_TINTS[s]} stroke={SECTION_COLOURS[s]} strokeWidth={0.6} />
          <text x={2 + i * 47 + 22.5} y={sectionY + 6} fontSize={3.6} fontWeight="bold" fill={SECTION_COLOURS[s]} textAnchor="middle">
            {`${capital(s)}: ${sectionHeroes(s)}`}
          </text>
        </g>
      ))}
      {['Spawn deck (face down)', 'Used spawn cards (shuffled back after the wave)'].map((words, i) => (
        <g key={words}>
          <rect x={20 + i * 87} y={cardY} width={63} height={88} rx={3} fill="none" stroke={INK} strokeWidth={0.5} strokeDasharray="3 2" />
          <Lines gap={1.15} anchor="middle" lines={wrap(words, 60, 3.4)} x={20 + i * 87 + 31.5} y={cardY + 42} size={3.4} fill={PALETTE.inkSoft} />
        </g>
      ))}
    </Svg>
  );
  return { id: 'tracker', title: 'Wave counter and mana', art };
}
