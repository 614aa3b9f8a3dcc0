import type { Random, Seat } from '@ramparts/engine';
import { content } from '../content/index.ts';
import type { Events, TracksState, Wave } from '../state.ts';
import { revealCondition } from './conditions.ts';
import { movement, unitsLeft } from './effects.ts';
import { checkEnd } from './end.ts';
import { cellName, fieldOfState, trackName } from './field.ts';

const LAST = 25;
const onTrack = (p: number) => p >= 1 && p <= LAST;
const isDiscarded = (s: TracksState, w: Wave, p: number) => s.discarded.includes(trackName(w.track, p));
const isTaken = (s: TracksState, w: Wave, p: number) => s.waves.some((o) => o !== w && o.track === w.track && o.pos === p);

/** A wave leaves the track past its end (Phase 3): a life lost per undefeated unit, its modifier discarded. */
export function exitWave(s: TracksState, w: Wave, ev: Events): void {
  const lost = unitsLeft(w);
  s.lives = Math.max(0, s.lives - lost);
  s.waves.splice(s.waves.indexOf(w), 1);
  ev?.push(`Wave ${w.number} (${w.card}) reaches the end of Track ${w.track}: ${lost} ${lost === 1 ? 'life' : 'lives'} lost, ${s.lives} left.`);
  checkEnd(s, ev);
}

/** Moves a wave `spaces` along its track (3: discarded track is skipped, never two waves on one space). */
export function moveWave(s: TracksState, w: Wave, spaces: number, ev: Events): void {
  const dir = w.reverse ? -1 : 1;
  let p = w.pos;
  let counted = 0;
  while (counted < spaces) {
    p += dir;
    if (!onTrack(p)) return exitWave(s, w, ev);
    if (!isDiscarded(s, w, p)) counted++;
  }
  while (isDiscarded(s, w, p) || isTaken(s, w, p)) {
    p += dir;
    if (!onTrack(p)) return exitWave(s, w, ev);
  }
  w.travelled += Math.abs(p - w.pos);
  ev?.push(`Wave ${w.number} (${w.card}) moves from ${w.pos === 0 || w.pos === 26 ? `space ${w.pos}` : trackName(w.track, w.pos)} to ${trackName(w.track, p)}.`);
  w.pos = p;
}

/** After its track is destroyed a wave advances to the next available empty track (or leaves the track). */
export function advanceAfterLoss(s: TracksState, w: Wave, ev: Events): void {
  const dir = w.reverse ? -1 : 1;
  let p = w.pos;
  do {
    p += dir;
    if (!onTrack(p)) return exitWave(s, w, ev);
  } while (isDiscarded(s, w, p) || isTaken(s, w, p));
  ev?.push(`Wave ${w.number} advances to ${trackName(w.track, p)}.`);
  w.travelled += Math.abs(p - w.pos);
  w.pos = p;
}

/** Destroys the track at `pos` of the wave's track (Sapper, Brute, Menace). */
export function destroyBeneath(s: TracksState, w: Wave, pos: number, why: string, ev: Events): void {
  if (!onTrack(pos)) return;
  const name = trackName(w.track, pos);
  if (s.discarded.includes(name)) return;
  s.discarded.push(name);
  ev?.push(`${why}: track ${name} is destroyed (${s.discarded.length} discarded, ${s.maxDiscarded} allowed).`);
  checkEnd(s, ev);
}

/**
 * Up to `n` discarded tracks return to the Playing Field (Mender, restoring skills). `seat` chooses each one and
 * where it goes, one `restore` move each, before anyone acts (Mender: "choose any 3 Track from the Track Discard.
 * Place those 3 Track in any place on the Playing Field"; 3.C: "players may select any discarded Track piece").
 */
export function restoreTrack(s: TracksState, n: number, why: string, seat: Seat, ev: Events): void {
  if (s.legacy?.includes('restore-in-place') && s.discarded.length <= n) {
    // Version 1: with nothing to choose, every discarded track went back to its own space.
    const back = s.discarded.splice(0);
    if (back.length) ev?.push(`${why}: track ${back.join(', ')} ${back.length === 1 ? 'returns' : 'return'} to the field.`);
    return;
  }
  const left = Math.min(n, s.discarded.length);
  if (left === 0) return;
  s.restoring = { seat, left };
  ev?.push(`${why}: Player ${seat + 1} chooses ${left} of the ${s.discarded.length} discarded tracks to return, and where each goes.`);
}

/** The spaces a discarded track may return to: its own space (when it still has one), or any free space without a tower. */
export function placesFor(s: TracksState, track: string): number[] {
  const f = fieldOfState(s);
  const own = f.trackCell[track[0] as 'A' | 'B'][Number(track.slice(1))];
  const out = own >= 0 ? [own] : [];
  for (const c of f.open) if (!s.towers.some((t) => t.cell === c)) out.push(c);
  return out;
}

/**
 * A `restore` move: the track leaves the Track Discard for `cell` (its old space becomes free ground). Without a
 * cell (version 1 records) it returns to its own space. The layout is replaced, never changed in place (states share it).
 */
export function placeTrack(s: TracksState, seat: Seat, track: string, cell: number | undefined, ev: Events): void {
  s.discarded.splice(s.discarded.indexOf(track), 1);
  const f = fieldOfState(s);
  const own = f.trackCell[track[0] as 'A' | 'B'][Number(track.slice(1))];
  if (cell !== undefined && cell !== own) {
    const tokens = f.tokens.slice();
    if (own >= 0) tokens[own] = '...';
    tokens[cell] = track;
    const rows: string[] = [];
    for (let r = 0; r < f.rows; r++) rows.push(tokens.slice(r * f.cols, (r + 1) * f.cols).join(' '));
    s.layout = { name: s.layout.name, rows };
  }
  const r = s.restoring!;
  r.left--;
  if (r.left <= 0 || s.discarded.length === 0) s.restoring = null;
  ev?.push(`Player ${seat + 1} returns track ${track} to the field${cell === undefined ? '' : ` on ${cellName(f, cell)}${cell === own ? ', its own space' : ''}`}.`);
}

/** Places the top Wave Modifier on a new wave (Phase 2); "Reveal 1 Game Condition" reveals one and is replaced. */
function placeModifier(s: TracksState, w: Wave, random: Random, ev: Events): void {
  for (;;) {
    const level = s.modifierQueue.shift();
    if (level === undefined) {
      // 3.A.V: no modifier left: No Wave Modifier, and a Game Condition is revealed.
      w.modifier = null;
      ev?.push(`No Wave Modifier is left for wave ${w.number}.`);
      revealCondition(s, random, ev);
      return;
    }
    const all = content.modifierList.filter((m) => m.level === level);
    const fresh = all.filter((m) => !s.modifiersSeen.includes(m.id));
    const pool = fresh.length ? fresh : all;
    const mod = pool[random.int(pool.length)];
    s.modifiersSeen.push(mod.id);
    if (mod.reveal) {
      ev?.push(`Wave ${w.number} reveals "${mod.name}" (Reveal 1 Game Condition); it is discarded and replaced.`);
      revealCondition(s, random, ev);
      continue;
    }
    w.modifier = mod.id;
    ev?.push(`Wave ${w.number} (${w.card}) gets the ${mod.name} modifier (level ${mod.level}).`);
    return;
  }
}

/** Phases 1-2: the Turn Tracker moves on; on turns 1, 4, 7 … the next wave (a pair for even waves) enters at space 0. */
export function callWaves(s: TracksState, random: Random, ev: Events): void {
  s.turn++;
  const every = content.rules.newWaveEvery;
  s.tracker = 2 + ((s.turn - 1) % 3);
  if ((s.turn - 1) % every !== 0) return;
  const call = s.queue.shift();
  if (!call) {
    // 3.A.XII: no wave left to call: a Game Condition instead (or nothing).
    if (s.conditionPool.some((n) => n > 0)) revealCondition(s, random, ev);
    return;
  }
  s.called++;
  for (const card of call) {
    const wc = content.waves.get(card)!;
    const reverse = wc.reverse === true;
    const w: Wave = { id: s.nextId++, card, number: s.called, track: wc.track, pos: reverse ? content.rules.reverseStart : 0, reverse, unit: 0, modifier: null, attacked: false, travelled: 0 };
    s.waves.push(w);
    ev?.push(`Wave ${w.number} (${card}, rank ${wc.rank}, ${wc.units.length} ${wc.units.length === 1 ? 'unit' : 'units'}) enters Track ${wc.track}${reverse ? ' at space 26, running in reverse' : ''}.`);
    placeModifier(s, w, random, ev);
  }
}

/** Phase 3: every wave moves, the lowest number first (ties: the one that has moved furthest). */
export function moveWaves(s: TracksState, ev: Events): void {
  const order = s.waves.slice().sort((a, b) => a.number - b.number || b.travelled - a.travelled || a.id - b.id);
  for (const w of order) {
    if (s.result) return;
    if (!s.waves.includes(w)) continue;
    moveWave(s, w, movement(s, w), ev);
  }
}
