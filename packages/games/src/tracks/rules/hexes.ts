import type { Seat } from '@ramparts/engine';
import type { TracksMove } from '../moves.ts';
import type { Events, TracksState } from '../state.ts';
import { towerMod, versusContent, waveMod } from '../versus/index.ts';
import { towerWords, typeOfTower } from './combat.ts';
import { payment, spend } from './credits.ts';
import { trackName } from './field.ts';

/**
 * Versus Sandbox: the Versus sides of a player's L-Hexes (3.B: Player Markers are "also Versus Mode Wave
 * Modifiers or Tower Modifications on the flip side"). Each player has `lHexes` of them per session; flipping one
 * is a Phase 6 action paid from the Build/Upgrade stack. A Tower Modification goes on one of your own attacking
 * towers (one per tower); a Versus Wave Modifier on a wave on the field (one per wave), and its `bounty` is
 * scored by its placer alone for each unit of that wave they defeat.
 */

type Modify = Extract<TracksMove, { type: 'modify' }>;
type Hinder = Extract<TracksMove, { type: 'hinder' }>;

const isOpen = (s: TracksState, mod: { id: string; locked?: boolean }) => !mod.locked || s.unlocked.includes(`mod/${mod.id}`);
const onField = (pos: number) => pos >= 1 && pos <= 25;

/** The L-Hex moves a seat may make now (Phase 6, Versus Sandbox). */
export function hexMoves(s: TracksState, seat: Seat): TracksMove[] {
  const v = s.versus;
  if (!v || v.hexes[seat] <= 0) return [];
  const build = s.stacks[seat].build;
  const out: TracksMove[] = [];
  for (const mod of versusContent.towerMods) {
    if (!isOpen(s, mod) || payment(build, mod.cost) === null) continue;
    for (const t of s.towers) if (t.owner === seat && !t.mod && typeOfTower(t) !== 'combine') out.push({ type: 'modify', tower: t.id, mod: mod.id });
  }
  for (const mod of versusContent.waveMods) {
    if (payment(build, mod.cost) === null) continue;
    for (const w of s.waves) if (onField(w.pos) && !w.hex) out.push({ type: 'hinder', wave: w.id, mod: mod.id });
  }
  return out;
}

/** Flips an L-Hex onto a tower (the move is legal). */
export function modifyTower(s: TracksState, seat: Seat, m: Modify, ev: Events): void {
  const mod = towerMod(m.mod)!;
  const t = s.towers.find((x) => x.id === m.tower)!;
  spend(s, s.stacks[seat].build, payment(s.stacks[seat].build, mod.cost)!);
  s.versus!.hexes[seat]--;
  t.mod = mod.id;
  ev?.push(`Player ${seat + 1} modifies ${towerWords(t)} with ${mod.name} (${mod.text}) for ${mod.cost} credits; ${s.versus!.hexes[seat]} L-Hexes left.`);
}

/** Flips an L-Hex onto a wave (the move is legal). */
export function hinderWave(s: TracksState, seat: Seat, m: Hinder, ev: Events): void {
  const mod = waveMod(m.mod)!;
  const w = s.waves.find((x) => x.id === m.wave)!;
  spend(s, s.stacks[seat].build, payment(s.stacks[seat].build, mod.cost)!);
  s.versus!.hexes[seat]--;
  w.hex = { id: mod.id, seat };
  ev?.push(`Player ${seat + 1} puts the Versus Wave Modifier ${mod.name} on wave ${w.number} on ${trackName(w.track, w.pos)}: ${mod.text}`);
}

/** Why an L-Hex move is not legal (it is not in `hexMoves`): a stable code and a sentence. */
export function hexProblem(s: TracksState, seat: Seat, m: Modify | Hinder): [string, string] {
  if (!s.versus) return ['not-versus', 'Tower Modifications and Versus Wave Modifiers are played only in Versus Sandbox.'];
  const mod = m.type === 'modify' ? towerMod(m.mod) : waveMod(m.mod);
  if (!mod) return ['no-such-modification', `There is no ${m.type === 'modify' ? 'Tower Modification' : 'Versus Wave Modifier'} ${m.mod}.`];
  if (!isOpen(s, mod)) return ['modification-locked', `${mod.name} is locked: a group's Versus EXP opens it.`];
  if (s.versus.hexes[seat] <= 0) return ['no-l-hex-left', `You have flipped all ${versusContent.lHexes} of your L-Hexes this session.`];
  if (m.type === 'modify') {
    const t = s.towers.find((x) => x.id === m.tower);
    if (!t) return ['no-such-tower', 'There is no such tower.'];
    if (t.owner !== seat) return ['not-your-tower', 'Tower Modifications go on your own towers only.'];
    if (typeOfTower(t) === 'combine') return ['combine-not-modifiable', 'Combine towers never attack: a Tower Modification would do nothing.'];
    if (t.mod) return ['already-modified', `${towerWords(t)} already carries a Tower Modification.`];
  } else {
    const w = s.waves.find((x) => x.id === m.wave);
    if (!w || !onField(w.pos)) return ['no-such-wave', 'There is no such wave on the field.'];
    if (w.hex) return ['already-hindered', `Wave ${w.number} already carries a Versus Wave Modifier.`];
  }
  return ['cannot-pay', `${mod.name} costs ${mod.cost} credits of your Build/Upgrade stack.`];
}
