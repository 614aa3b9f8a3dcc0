import type { Outcome, Seat } from '@ramparts/engine';
import { endedWords } from '../common/words.ts';
import { content } from './content/index.ts';
import { describeCondition } from './rules/conditions.ts';
import { combineCost, chargeMax, damageOf, rangeOf } from './rules/combat.ts';
import { conditionEffect, hasAbility, movement, modifierHp, tax, unitHp } from './rules/effects.ts';
import { bonusCost } from './rules/economy.ts';
import { cellName, columnName, fieldOf, trackName, type Field } from './rules/field.ts';
import { STACKS, cloneState, type Tower, type TracksState, type Wave } from './state.ts';
import { towerMod, versusCard, waveMod } from './versus/index.ts';
import { objectivesOf, objectiveWords } from './rules/objectives.ts';

/**
 * What a seat sees: everything (waves are face up, modifiers and conditions are drawn only when revealed,
 * and the Mk I deck keeps no order), and whose view it is.
 */
export type TracksView = TracksState & { seat: Seat | null };

export function view(s: TracksState, seat: Seat | null): TracksView {
  return { ...cloneState(s), layout: { name: s.layout.name, rows: s.layout.rows.slice() }, seat };
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


/** A tower's glyph on the board: owner, type letter, Mark, level ("1S12"); the letter is lowercase while it has Depletion. */
export function towerGlyph(t: Pick<Tower, 'owner' | 'card' | 'level' | 'depletion'>): string {
  return `${t.owner + 1}${t.depletion ? t.card[0].toLowerCase() : t.card[0]}${t.card[1]}${t.level}`;
}

/** A wave's glyph on the board: its number ("W3"). */
export const waveGlyph = (w: Pick<Wave, 'number'>): string => `W${w.number}`;

/** Every glyph drawn on the grid, space by space: track, free space, obstacle, discarded track, waves and towers. */
export function gridGlyphs(v: TracksView, f: Field = fieldOf(v.layout.rows)): string[] {
  const cells: string[] = f.tokens.map((t) => (t === '...' ? '.' : t));
  for (const d of v.discarded) {
    const c = f.trackCell[d[0] as 'A' | 'B'][Number(d.slice(1))];
    if (c >= 0) cells[c] = d.toLowerCase();
  }
  for (const w of v.waves) {
    const c = w.pos >= 1 && w.pos <= 25 ? f.trackCell[w.track][w.pos] : -1;
    if (c >= 0) cells[c] = waveGlyph(w);
  }
  for (const t of v.towers) cells[t.cell] = towerGlyph(t);
  return cells;
}

/** "5 (card 6)" when the value that applies now differs from the card's, else "5". */
const now = (value: number, card: number | undefined): string => (card === undefined || card === value ? `${value}` : `${value} (card ${card})`);

function phaseWords(v: TracksView): string {
  if (v.phase === 'over') return 'the session is over';
  if (v.turn === 0) return 'setup: starting credits';
  // 3.A.IX: the Turn Tracker sits at Position 2, 3, 4 on turns 1, 2, 3, and so on (never Position 1).
  return `turn ${v.turn} (Turn Tracker at ${v.tracker}), ${v.phase === 'draft' ? 'Phase 5: income' : 'Phase 6: actions'}`;
}

/** The turn on which the next wave is called (every `newWaveEvery` turns from turn 1), or null when none is left. */
export function nextCallTurn(v: Pick<TracksView, 'turn' | 'queue'>): number | null {
  if (v.queue.length === 0) return null;
  const every = content.rules.newWaveEvery;
  return v.turn + every - ((v.turn - 1 + every) % every);
}

function waveLine(v: TracksView, w: Wave): string {
  const card = content.waves.get(w.card)!;
  const u = card.units[w.unit];
  const where = w.pos >= 1 && w.pos <= 25 ? `on ${trackName(w.track, w.pos)}` : `at space ${w.pos}`;
  const abilities = [...(u.abilities ?? []).map((a) => content.abilities.get(a)!.name), ...Object.entries(u.resist ?? {}).map(([t, n]) => `Resistance ${t} ${n}`)];
  const unit = `unit ${w.unit + 1}/${card.units.length}: HP ${now(unitHp(v, w), u.hp)}, moves ${now(movement(v, w), u.move)}${abilities.length ? `, ${abilities.join(', ')}` : ''}`;
  const mod = w.modifier ? `; Wave Modifier ${modifierWords(w.modifier, w.number)}` : '';
  const hex = w.hex ? `; Versus Wave Modifier ${waveMod(w.hex.id)!.name} of Player ${w.hex.seat + 1} (${waveMod(w.hex.id)!.text})` : '';
  return `  ${waveGlyph(w)} ${w.card} ${where}${w.reverse ? ' (reverse)' : ''}, ${unit}${mod}${hex}${w.attacked ? '; attacked this turn' : ''}`;
}

function towerLine(v: TracksView, f: Field, t: Tower): string {
  const l = content.towers.get(t.card)!.levels[t.level - 1];
  const stats =
    l.range !== undefined
      ? `range ${now(rangeOf(v, t), l.range)}, damage ${now(damageOf(v, t), l.damage)}${l.multiplier ? `, x${l.multiplier} Boost credits` : ''}${l.chargeMax !== undefined ? `, charge ${t.charge}/${chargeMax(v, t)}` : ''}`
      : `radius ${l.radius}, Combine cost ${now(combineCost(v, t), l.combineCost)}, +${l.combineBonus} damage`;
  const extras = [t.depletion ? `Depletion ${t.depletion}` : '', t.boost.length ? `boosted by ${t.boost.join(' ')}` : '', t.mod ? `modified: ${towerMod(t.mod)!.name} (${towerMod(t.mod)!.text})` : ''].filter(Boolean);
  return `  ${towerGlyph(t)} #${t.id} Player ${t.owner + 1}'s ${towerCardName(t.card)} on ${cellName(f, t.cell)}, level ${t.level}: ${stats}${extras.length ? `; ${extras.join(', ')}` : ''}`;
}

/**
 * The board in text, reprinted on each turn of a human: the state of the session, the grid, waves and towers with the
 * values that apply now (the card's in brackets where they differ), each player's Stacks, whatever awaits a choice,
 * and a two-line key of every code on the grid.
 */
export function renderText(v: TracksView, ended?: Outcome | null): string {
  const f = fieldOf(v.layout.rows);
  const out: string[] = [];
  const next = nextCallTurn(v);
  if (ended && v.phase !== 'over') out.push(`${v.title} on ${v.layout.name}: the session is over. ${endedWords(ended, Array.from({ length: v.players }, (_, p) => `Player ${p + 1}`))}`);
  else out.push(`${v.title} on ${v.layout.name}: ${phaseWords(v)}${next !== null && v.phase !== 'over' ? `; next wave on turn ${next}` : ''}`);
  out.push(`Lives ${v.lives}   Track lost ${v.discarded.length}/${v.maxDiscarded}${v.discarded.length ? ` (${v.discarded.join(' ')})` : ''}   Waves called ${v.called}/${v.totalWaves}, defeated ${v.defeatedWaves}`);
  for (const o of objectivesOf(v)) out.push(`Special Objective: ${objectiveWords(v, o)}`);
  if (v.conditions.length) out.push(`Game Condition: ${describeCondition(v.conditions[0])}${v.conditions.length > 1 ? ` (${v.conditions.length - 1} waiting)` : ''}`);
  const taxes = (['build', 'upgrade'] as const).filter((k) => tax(v, k) > 0).map((k) => `${k === 'build' ? 'building' : 'upgrading'} costs ${tax(v, k)} more (${taxSources(v, k)})`);
  if (taxes.length) out.push(`Now ${taxes.join('; ')}`);
  // The grid.
  const cells = gridGlyphs(v, f);
  out.push(`    ${Array.from({ length: f.cols }, (_, i) => columnName(i).padEnd(5)).join('')}`.trimEnd());
  for (let r = 0; r < f.rows; r++) out.push(`${String(r + 1).padStart(3)} ${cells.slice(r * f.cols, (r + 1) * f.cols).map((c) => c.padEnd(5)).join('')}`.trimEnd());
  if (v.waves.length) out.push('Waves:', ...v.waves.map((w) => waveLine(v, w)));
  const coming = v.queue.flat().slice(0, 3);
  if (coming.length) out.push(`Next waves: ${coming.map((id, i) => `${i + 1}. ${waveWords(id)}`).join('  ')}`);
  if (v.towers.length) out.push('Towers:', ...v.towers.map((t) => towerLine(v, f, t)));
  for (let p = 0; p < v.players; p++) {
    const st = v.stacks[p];
    const skills = v.skills.filter((x) => x.seat === p).map((x) => content.skills.get(x.skill)!.name);
    const flags = v.phase === 'act' && v.done[p] ? ' (done)' : '';
    out.push(`Player ${p + 1}${v.seat === p ? ' (you)' : ''}${flags}: ${STACKS.map((k) => `${STACK_WORD[k]} [${st[k].join(' ')}]`).join(' ')}; Skill Markers ${v.markers[p]}${skills.length ? `; skills ${skills.join(', ')}` : ''}`);
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
  if (v.window) out.push(`Player ${v.window.seat + 1} just defeated a unit: Kill Bonus${v.window.unit ? ` (Mk II for ${bonusCost(v, v.window.seat, 2)})` : ''}${v.window.wave ? ` (Mk III for ${bonusCost(v, v.window.seat, 3)})` : ''}, ${v.window.convertible} credits convertible.`);
  for (const p of v.conditionMet) out.push(`Player ${p + 1} may complete the Game Condition.`);
  if (v.result) out.push(v.result === 'victory' ? 'Victory!' : v.result === 'lives' ? 'Failure: every life is lost.' : v.result === 'track' ? 'Failure: too much track is lost.' : 'Failure: a Special Objective can no longer be completed.');
  out.push(...legend(v, cells));
  return out.join('\n');
}

/** Why building or upgrading costs more now: the Game Condition and the Saboteur or Jammer units on the field. */
export function taxSources(v: TracksView, what: 'build' | 'upgrade'): string {
  const ability = what === 'build' ? 'saboteur' : 'jammer';
  const units = v.waves.filter((w) => w.pos >= 1 && w.pos <= 25 && hasAbility(w, ability)).map((w) => `${content.abilities.get(ability)!.name} in ${waveGlyph(w)}`);
  const condition = conditionEffect(v, `${what}-tax`) ? [`Game Condition ${content.conditions.get(v.conditions[0])!.name}`] : [];
  return [...condition, ...units].join(', ');
}

const STACK_WORD: Record<(typeof STACKS)[number], string> = { build: 'Build', boost: 'Boost', combine: 'Combine', bonus: 'Kill Bonus' };

/** The key of the grid's codes: towers (owner, type, Mark, level, Depletion), waves, track, lost track, free space, obstacles. */
function legend(v: TracksView, cells: string[]): string[] {
  const tower = v.towers[0];
  const example = tower ? towerGlyph({ ...tower, depletion: 0 }) : '1S12';
  const [o, letter, mark, level] = example;
  const key = [
    `Key: ${example} = Player ${o}'s ${towerCardName(`${letter}${mark}`)} (type ${letter}, Mark ${mark}) at level ${level}; lowercase ${towerGlyph({ owner: Number(o) - 1, card: `${letter}${mark}`, level: Number(level), depletion: 1 })} = has Depletion.`,
    `     S Standard, B Boost, C Charge, X Combine; W3 = wave 3; A07 = track; ${cells.some((c) => /^[ab]\d\d$/.test(c)) ? 'a07 = track lost; ' : ''}. = free space; ### = obstacle.`,
  ];
  if (v.waves.length || v.towers.length) key.push('     A value "5 (card 6)" applies now in place of the card\'s 6. Type ? and a code or word to learn more.');
  return key;
}
