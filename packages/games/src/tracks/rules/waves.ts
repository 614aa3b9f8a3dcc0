import type { Random } from '@ramparts/engine';
import { content } from '../content/index.ts';
import type { TracksState, Wave } from '../state.ts';
import { revealCondition } from './conditions.ts';
import { movement, unitsLeft } from './effects.ts';
import { checkEnd } from './end.ts';
import { trackName } from './field.ts';

const LAST = 25;
const onTrack = (p: number) => p >= 1 && p <= LAST;
const isDiscarded = (s: TracksState, w: Wave, p: number) => s.discarded.includes(trackName(w.track, p));
const isTaken = (s: TracksState, w: Wave, p: number) => s.waves.some((o) => o !== w && o.track === w.track && o.pos === p);

/** A wave leaves the track past its end (Phase 3): a life lost per undefeated unit, its modifier discarded. */
export function exitWave(s: TracksState, w: Wave): void {
  const lost = unitsLeft(w);
  s.lives = Math.max(0, s.lives - lost);
  s.waves.splice(s.waves.indexOf(w), 1);
  s.events.push(`Wave ${w.number} (${w.card}) reaches the end of Track ${w.track}: ${lost} ${lost === 1 ? 'life' : 'lives'} lost, ${s.lives} left.`);
  checkEnd(s);
}

/** Moves a wave `spaces` along its track (3: discarded track is skipped, never two waves on one space). */
export function moveWave(s: TracksState, w: Wave, spaces: number): void {
  const dir = w.reverse ? -1 : 1;
  let p = w.pos;
  let counted = 0;
  while (counted < spaces) {
    p += dir;
    if (!onTrack(p)) return exitWave(s, w);
    if (!isDiscarded(s, w, p)) counted++;
  }
  while (isDiscarded(s, w, p) || isTaken(s, w, p)) {
    p += dir;
    if (!onTrack(p)) return exitWave(s, w);
  }
  w.travelled += Math.abs(p - w.pos);
  s.events.push(`Wave ${w.number} (${w.card}) moves from ${w.pos === 0 || w.pos === 26 ? `space ${w.pos}` : trackName(w.track, w.pos)} to ${trackName(w.track, p)}.`);
  w.pos = p;
}

/** After its track is destroyed a wave advances to the next available empty track (or leaves the track). */
export function advanceAfterLoss(s: TracksState, w: Wave): void {
  const dir = w.reverse ? -1 : 1;
  let p = w.pos;
  do {
    p += dir;
    if (!onTrack(p)) return exitWave(s, w);
  } while (isDiscarded(s, w, p) || isTaken(s, w, p));
  s.events.push(`Wave ${w.number} advances to ${trackName(w.track, p)}.`);
  w.travelled += Math.abs(p - w.pos);
  w.pos = p;
}

/** Destroys the track at `pos` of the wave's track (Sapper, Brute, Menace). */
export function destroyBeneath(s: TracksState, w: Wave, pos: number, why: string): void {
  if (!onTrack(pos)) return;
  const name = trackName(w.track, pos);
  if (s.discarded.includes(name)) return;
  s.discarded.push(name);
  s.events.push(`${why}: track ${name} is destroyed (${s.discarded.length} discarded, ${s.maxDiscarded} allowed).`);
  checkEnd(s);
}

/**
 * Up to `n` tracks return from the Track Discard to their places (Mender, skills). When more than `n` are
 * discarded, `seat` chooses which (3.C "players may select any discarded Track piece"): one `restore` move each.
 */
export function restoreTrack(s: TracksState, n: number, why: string, seat?: number): void {
  if (seat !== undefined && s.discarded.length > n) {
    s.restoring = { seat, left: n };
    s.events.push(`${why}: Player ${seat + 1} chooses ${n} of the ${s.discarded.length} discarded tracks to return.`);
    return;
  }
  const back = s.discarded.splice(Math.max(0, s.discarded.length - n), n);
  if (back.length) s.events.push(`${why}: track ${back.join(', ')} ${back.length === 1 ? 'returns' : 'return'} to the field.`);
}

/** Places the top Wave Modifier on a new wave (Phase 2); "Reveal 1 Game Condition" reveals one and is replaced. */
function placeModifier(s: TracksState, w: Wave, random: Random): void {
  for (;;) {
    const level = s.modifierQueue.shift();
    if (level === undefined) {
      // 3.A.V: no modifier left: No Wave Modifier, and a Game Condition is revealed.
      w.modifier = null;
      s.events.push(`No Wave Modifier is left for wave ${w.number}.`);
      revealCondition(s, random);
      return;
    }
    const all = content.modifierList.filter((m) => m.level === level);
    const fresh = all.filter((m) => !s.modifiersSeen.includes(m.id));
    const pool = fresh.length ? fresh : all;
    const mod = pool[random.int(pool.length)];
    s.modifiersSeen.push(mod.id);
    if (mod.reveal) {
      s.events.push(`Wave ${w.number} reveals "${mod.name}" (Reveal 1 Game Condition); it is discarded and replaced.`);
      revealCondition(s, random);
      continue;
    }
    w.modifier = mod.id;
    s.events.push(`Wave ${w.number} (${w.card}) gets the ${mod.name} modifier (level ${mod.level}).`);
    return;
  }
}

/** Phases 1-2: the Turn Tracker moves on; on turns 1, 4, 7 … the next wave (a pair for even waves) enters at space 0. */
export function callWaves(s: TracksState, random: Random): void {
  s.turn++;
  const every = content.rules.newWaveEvery;
  s.tracker = 2 + ((s.turn - 1) % 3);
  if ((s.turn - 1) % every !== 0) return;
  const call = s.queue.shift();
  if (!call) {
    // 3.A.XII: no wave left to call: a Game Condition instead (or nothing).
    if (s.conditionPool.some((n) => n > 0)) revealCondition(s, random);
    return;
  }
  s.called++;
  for (const card of call) {
    const wc = content.waves.get(card)!;
    const reverse = wc.reverse === true;
    const w: Wave = { id: s.nextId++, card, number: s.called, track: wc.track, pos: reverse ? content.rules.reverseStart : 0, reverse, unit: 0, modifier: null, attacked: false, travelled: 0 };
    s.waves.push(w);
    s.events.push(`Wave ${w.number} (${card}, rank ${wc.rank}, ${wc.units.length} ${wc.units.length === 1 ? 'unit' : 'units'}) enters Track ${wc.track}${reverse ? ' at space 26, running in reverse' : ''}.`);
    placeModifier(s, w, random);
  }
}

/** Phase 3: every wave moves, the lowest number first (ties: the one that has moved furthest). */
export function moveWaves(s: TracksState): void {
  const order = s.waves.slice().sort((a, b) => a.number - b.number || b.travelled - a.travelled || a.id - b.id);
  for (const w of order) {
    if (s.result) return;
    if (!s.waves.includes(w)) continue;
    moveWave(s, w, movement(s, w));
  }
}
