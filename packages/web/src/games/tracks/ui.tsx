// Type-only imports of the game's own view and moves (the games package exports only its registry).
import type { TracksMove } from '@ramparts/games/tracks/moves.ts';
import type { TracksView } from '@ramparts/games/tracks/view.ts';
import type { GameUi } from '../types.ts';
import { content } from '@ramparts/games/tracks/content/index.ts';
import { TracksBoard } from './Board.tsx';
import { combat, help, legend, panels } from './guide.tsx';
import { creditName, TYPE_NAMES } from './pieces.tsx';
import { TracksRules } from './Rules.tsx';
import { energyWords, targetsSeat } from './Versus.tsx';
import { towerMod, waveMod } from '@ramparts/games/tracks/versus/index.ts';

function path(m: TracksMove): string[] {
  const target = (wave: number, modifier?: true) => `wave:${wave}${modifier ? ':mod' : ''}`;
  switch (m.type) {
    case 'take':
      return [`credit:${m.credit}`, `stack:${m.stack}`];
    case 'done':
      return ['done'];
    case 'build':
      return [`build:${m.card}`, `cell:${m.cell}`];
    case 'upgrade':
    case 'sell':
      return [`tower:${m.tower}`, m.type];
    case 'boost':
      return [`tower:${m.tower}`, `boost:${m.credit}`];
    case 'attack':
      return [`tower:${m.tower}`, target(m.wave, m.modifier), m.ignore ? 'ignore' : 'attack'];
    case 'combine':
      return [`tower:${m.tower}`, `with:${m.with.join(',')}`, target(m.wave, m.modifier)];
    case 'bonus':
      return [`bonus:${m.card}`, `stack:${m.stack}`];
    case 'convert':
      return [`convert:${m.credit}`];
    case 'skill':
      return [`skill:${m.skill}:${m.slot}`];
    case 'complete':
      return ['complete', `stack:${m.stack}`];
    case 'versus':
      return [`credit:${m.credit}`, 'versus'];
    case 'energy':
      return [`energy:${m.card}${m.universal ? ':u2' : ''}`, ...(m.target === undefined ? [] : [targetsSeat(m.card) ? `seat:${m.target}` : `tower:${m.target}`])];
    case 'restore':
      return [`restore:${m.track}`, ...(m.cell === undefined ? [] : [`cell:${m.cell}`])];
    case 'modify':
      return [`tower:${m.tower}`, `mod:${m.mod}`];
    case 'hinder':
      return [`wave:${m.wave}`, `hinder:${m.mod}`];
    default:
      return [JSON.stringify(m)];
  }
}

const STACK_NAMES: Record<string, string> = { build: 'Build/Upgrade stack', boost: 'Boost stack', combine: 'Combine stack', bonus: 'Kill Bonus stack' };

function label(key: string, v: TracksView): string {
  const [kind, a, b] = key.split(':');
  switch (kind) {
    case 'credit':
      return `Take ${creditName(a)}`;
    case 'stack':
      return `Onto your ${STACK_NAMES[a] ?? a}`;
    case 'done':
      return 'Done for this turn';
    case 'build':
      return `Build a ${creditName(a)} tower`;
    case 'restore':
      return `Restore track ${a}`;
    case 'mod':
      return `Modify it: ${towerMod(a)?.name ?? a}`;
    case 'hinder':
      return `Put ${waveMod(a)?.name ?? a} on this wave`;
    case 'cell': {
      const cols = v.layout.rows[0].trim().split(/\s+/).length;
      const c = Number(a);
      return `on ${String.fromCharCode(97 + (c % cols))}${Math.floor(c / cols) + 1}`;
    }
    case 'tower': {
      const t = v.towers.find((x) => x.id === Number(a));
      return t ? `Tower #${t.id} (${TYPE_NAMES[t.card[0]]} Mk ${t.card[1]}, level ${t.level})` : `Tower ${a}`;
    }
    case 'upgrade':
      return 'Upgrade it';
    case 'sell':
      return 'Sell it';
    case 'boost':
      return `Boost it with ${creditName(a)}`;
    case 'wave': {
      const w = v.waves.find((x) => x.id === Number(a));
      return `Wave ${w ? w.number : a}${b === 'mod' ? "'s Wave Modifier" : ''}`;
    }
    case 'attack':
      return 'Fire!';
    case 'ignore':
      return 'Fire, ignoring Armored/Brute (pay its price)';
    case 'with':
      return `Combine with ${a
        .split(',')
        .map((t) => `#${t}`)
        .join(' and ')}`;
    case 'bonus':
      return `Kill Bonus: take a ${creditName(a)}`;
    case 'convert':
      return `Convert ${creditName(a)}`;
    case 'skill':
      return `Skill Marker on ${content.skills.get(a)?.name ?? a} (slot ${Number(b) + 1})`;
    case 'complete':
      return 'Complete the Game Condition';
    case 'versus':
      return 'Draw a Versus Energy instead (the credit is discarded)';
    case 'energy':
      return b ? `Play ${energyWords(a)} (paying 2 Universal credits)` : `Play ${energyWords(a)}`;
    case 'seat':
      return `At Player ${Number(a) + 1}`;
    default:
      return key;
  }
}

export const tracksUi: GameUi<TracksView, TracksMove> = {
  Board: TracksBoard,
  scoreTitle: (v) => (v.versus ? 'Performance' : 'Lives left'),
  path,
  label,
  Rules: TracksRules,
  panels,
  legend,
  help,
  combat,
  status: (v) =>
    v.phase === 'over'
      ? v.result === 'victory'
        ? 'Victory!'
        : 'The defence failed.'
      : `Turn ${v.turn} · ${v.phase === 'draft' ? `income: Player ${v.drafter + 1} takes a credit` : 'actions: everyone acts, then says done'} · lives ${v.lives} · waves ${v.called}/${v.totalWaves}`,
};
