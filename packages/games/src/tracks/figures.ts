import type { Figure } from '@ramparts/engine';
import { STACKS, type TracksState } from './state.ts';

/** A credit card's worth: "S2" is 2 Standard credits, "U2" 2 Universal credits. */
const worth = (credit: string): number => Number(credit.slice(1)) || 0;

/**
 * The public numbers of a Tracks & Waves session for the end-of-game chart and the balance lab. Lives, lost track and
 * waves are the team's (one value); credits, towers and their levels are per seat. Everything here is face up on the
 * table (credits sit on open Stacks), so nothing hidden leaks.
 */
export function figures(s: TracksState): Figure[] {
  const seats = Array.from({ length: s.players }, (_, i) => i);
  const credits = (p: number) => STACKS.reduce((t, k) => t + s.stacks[p][k].reduce((a, c) => a + worth(c), 0), 0);
  const towers = (p: number) => s.towers.filter((t) => t.owner === p);
  const out: Figure[] = [
    { id: 'lives', label: 'Lives', values: [s.lives], kind: 'level' },
    { id: 'track-lost', label: 'Track lost', values: [s.discarded.length], kind: 'level' },
    { id: 'waves-called', label: 'Waves called', values: [s.called], kind: 'total' },
    { id: 'waves-on-field', label: 'Waves on the track', values: [s.waves.length], kind: 'level' },
    { id: 'units-defeated', label: 'Units defeated', values: [s.defeatedUnits], kind: 'total' },
    { id: 'waves-defeated', label: 'Waves defeated', values: [s.defeatedWaves], kind: 'total' },
    { id: 'credits', label: 'Credits on the Stacks', values: seats.map(credits), kind: 'level' },
    { id: 'towers', label: 'Towers on the field', values: seats.map((p) => towers(p).length), kind: 'level' },
    { id: 'tower-levels', label: 'Tower levels (sum)', values: seats.map((p) => towers(p).reduce((t, x) => t + x.level, 0)), kind: 'level' },
  ];
  if (s.versus) out.push({ id: 'performance', label: 'Versus performance', values: s.versus.score.slice(), kind: 'total' });
  return out;
}
