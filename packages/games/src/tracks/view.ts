import type { Seat } from '@ramparts/engine';
import { content } from './content/index.ts';
import { describeCondition } from './rules/conditions.ts';
import { modifierHp } from './rules/effects.ts';
import { cellName, fieldOf, trackName } from './rules/field.ts';
import { STACKS, cloneState, type TracksState } from './state.ts';
import { towerMod, versusCard, waveMod } from './versus/index.ts';
import { objectivesOf, objectiveWords } from './rules/objectives.ts';

/**
 * What a seat sees: everything (waves are face up, modifiers and conditions are drawn only when revealed,
 * and the Mk I deck keeps no order), without the last move's log lines.
 */
export type TracksView = Omit<TracksState, 'events'> & { seat: Seat | null };

export function view(s: TracksState, seat: Seat | null): TracksView {
  const { events: _events, ...rest } = cloneState(s);
  return { ...rest, layout: { name: s.layout.name, rows: s.layout.rows.slice() }, seat };
}

const ROMAN = ['', 'I', 'II', 'III'];
const TYPE_NAME: Record<string, string> = { S: 'Standard', B: 'Boost', C: 'Charge', X: 'Combine' };

export function towerCardName(card: string): string {
  return `Mk ${ROMAN[Number(card[1])]} ${TYPE_NAME[card[0]]}`;
}

function unitWords(id: string, index: number): string {
  const u = content.waves.get(id)!.units[index];
  const extras = [...(u.abilities ?? []).map((a) => content.abilities.get(a)!.name), ...Object.entries(u.resist ?? {}).map(([t, n]) => `Resistance ${t} ${n}`)];
  return `${u.hp} HP, moves ${u.move}${extras.length ? `, ${extras.join(', ')}` : ''}`;
}

export function waveWords(id: string): string {
  const w = content.waves.get(id)!;
  return `${id} (rank ${w.rank}${w.reverse ? ', reverse' : ''}: ${w.units.map((_, i) => `[${unitWords(id, i)}]`).join(' ')})`;
}

function modifierWords(id: string, number: number): string {
  const m = content.modifiers.get(id)!;
  const parts: string[] = [];
  if (m.hp) parts.push(`+${m.hp} HP`);
  if (m.move) parts.push(`+${m.move} move`);
  for (const [t, n] of Object.entries(m.resist ?? {})) parts.push(`Resistance ${t} ${n}`);
  for (const a of m.grant ?? []) parts.push(content.abilities.get(a)!.name);
  return `${m.name} L${m.level} (${parts.join(', ')}; ${modifierHp(m.level, number)} HP)`;
}

/** The board in text: the grid, the waves, the towers, each player's stacks, lives, discarded track, the condition. */
export function renderText(v: TracksView): string {
  const f = fieldOf(v.layout.rows);
  const out: string[] = [];
  const phase = v.phase === 'over' ? 'session over' : v.phase === 'draft' ? (v.turn === 0 ? 'starting credits' : 'Phase 5, income') : 'Phase 6';
  out.push(`${v.title} on ${v.layout.name}, turn ${v.turn} (tracker ${v.tracker}), ${phase}`);
  out.push(`Lives ${v.lives}   Discarded track ${v.discarded.length}/${v.maxDiscarded}${v.discarded.length ? `: ${v.discarded.join(' ')}` : ''}   Waves called ${v.called}/${v.totalWaves}, defeated ${v.defeatedWaves}`);
  for (const o of objectivesOf(v)) out.push(`Special Objective: ${objectiveWords(v, o)}`);
  out.push(`Game Condition: ${v.conditions.length ? describeCondition(v.conditions[0]) + (v.conditions.length > 1 ? ` (${v.conditions.length - 1} waiting)` : '') : 'none'}`);
  // The grid.
  const cells: string[] = f.tokens.map((t) => (t === '...' ? ' . ' : t));
  for (const d of v.discarded) {
    const c = f.trackCell[d[0] as 'A' | 'B'][Number(d.slice(1))];
    if (c >= 0) cells[c] = d.toLowerCase();
  }
  for (const w of v.waves) {
    const c = w.pos >= 1 && w.pos <= 25 ? f.trackCell[w.track][w.pos] : -1;
    if (c >= 0) cells[c] = `W${w.number}${w.track}`.padEnd(3).slice(0, 4);
  }
  for (const t of v.towers) cells[t.cell] = `${t.card[0]}${t.level}${t.depletion ? '*' : ''}`.padEnd(3);
  out.push(`    ${Array.from({ length: f.cols }, (_, i) => ` ${String.fromCharCode(97 + i)}  `).join('')}`);
  for (let r = 0; r < f.rows; r++) {
    out.push(`${String(r + 1).padStart(3)} ${cells.slice(r * f.cols, (r + 1) * f.cols).map((c) => c.padEnd(4)).join('')}`.trimEnd());
  }
  out.push('  (W3A: wave 3 on Track A; S2*: a Standard tower at level 2 with Depletion; a12: discarded track)');
  out.push('Waves:');
  if (v.waves.length === 0) out.push('  none on the field');
  for (const w of v.waves) {
    const units = content.waves.get(w.card)!.units.length;
    const where = w.pos >= 1 && w.pos <= 25 ? trackName(w.track, w.pos) : `space ${w.pos}`;
    out.push(
      `  W${w.number} #${w.id} ${w.card} on ${where}${w.reverse ? ' (reverse)' : ''}: unit ${w.unit + 1}/${units} [${unitWords(w.card, w.unit)}]${w.modifier ? `, modifier ${modifierWords(w.modifier, w.number)}` : ', no modifier'}${w.hex ? `, Versus Wave Modifier ${waveMod(w.hex.id)!.name} of Player ${w.hex.seat + 1} (${waveMod(w.hex.id)!.text})` : ''}${w.attacked ? ', attacked' : ''}`,
    );
  }
  const next = v.queue.flat().slice(0, 3);
  out.push(`Next waves: ${next.length ? next.map((id, i) => `${i + 1}. ${waveWords(id)}`).join('  ') : 'none'}`);
  out.push('Towers:');
  if (v.towers.length === 0) out.push('  none');
  for (const t of v.towers) {
    const l = content.towers.get(t.card)!.levels[t.level - 1];
    const stats = l.range !== undefined ? `range ${l.range}, damage ${l.damage}${l.multiplier ? `, x${l.multiplier} Boost credits` : ''}` : `radius ${l.radius}, combine +${l.combineBonus} for ${l.combineCost}`;
    out.push(
      `  T${t.id} ${towerCardName(t.card)} level ${t.level}, Player ${t.owner + 1}, at ${cellName(f, t.cell)}: ${stats}${t.depletion ? `, Depletion ${t.depletion}` : ''}${t.boost.length ? `, boosted by ${t.boost.join(' ')}` : ''}${t.charge ? `, charge ${t.charge}` : ''}${t.mod ? `, modified: ${towerMod(t.mod)!.name} (${towerMod(t.mod)!.text})` : ''}`,
    );
  }
  for (let p = 0; p < v.players; p++) {
    const st = v.stacks[p];
    const skills = v.skills.filter((x) => x.seat === p).map((x) => content.skills.get(x.skill)!.name);
    const flags = v.phase === 'act' ? (v.done[p] ? ' (done)' : '') : '';
    out.push(`Player ${p + 1}${v.seat === p ? ' (you)' : ''}${flags}: ${STACKS.map((k) => `${k} [${st[k].join(' ')}]`).join(' ')}; markers ${v.markers[p]}${skills.length ? `; skills ${skills.join(', ')}` : ''}`);
  }
  if (v.versus) {
    const vs = v.versus;
    const name = (id: string) => versusCard(id)?.name ?? id;
    out.push(`Versus: draw pile ${vs.draw.length}, discard ${vs.discard.length}; performance ${vs.score.map((x, p) => `Player ${p + 1} ${x}`).join(', ')}; L-Hexes left ${vs.hexes.map((x, p) => `Player ${p + 1} ${x}`).join(', ')}`);
    for (let p = 0; p < v.players; p++) out.push(`  Player ${p + 1} Versus Stack: ${vs.stacks[p].length ? vs.stacks[p].map(name).join(', ') : 'empty'}`);
  }
  if (v.phase === 'draft') out.push(`Revealed credits: ${v.offer.join(' ')}; Player ${v.drafter + 1} chooses.`);
  if (v.restoring) out.push(`Player ${v.restoring.seat + 1} chooses ${v.restoring.left} discarded ${v.restoring.left === 1 ? 'track' : 'tracks'} to restore.`);
  if (v.pending) out.push(`Player ${v.pending.seat + 1} places the drawn credits ${v.pending.credits.join(' ')}.`);
  if (v.window) out.push(`Player ${v.window.seat + 1} just defeated a unit: Kill Bonus${v.window.unit ? ' (Mk II for 2)' : ''}${v.window.wave ? ' (Mk III for 4)' : ''}, ${v.window.convertible} credits convertible.`);
  if (v.conditionMet !== null) out.push(`Player ${v.conditionMet + 1} may complete the Game Condition.`);
  if (v.result) out.push(v.result === 'victory' ? 'Victory!' : v.result === 'lives' ? 'Failure: every life is lost.' : v.result === 'track' ? 'Failure: too much track is lost.' : 'Failure: a Special Objective can no longer be completed.');
  return out.join('\n');
}
