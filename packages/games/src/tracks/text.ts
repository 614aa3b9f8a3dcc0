import type { LogLine, Seat } from '@ramparts/engine';
import { content, type SkillCard } from './content/index.ts';
import type { TracksMove } from './moves.ts';
import { damageAgainst, damageOf, targetHp, towerWords } from './rules/combat.ts';
import { bonusCost, buildCost, upgradeCost } from './rules/economy.ts';
import { cellName, fieldOfState, trackName } from './rules/field.ts';
import { stackName } from './rules/legal.ts';
import type { Credit, Tower, TracksState, Wave } from './state.ts';
import { towerCardName } from './view.ts';
import { typeOfTower } from './rules/combat.ts';
import { towerMod, versusCard, waveMod } from './versus/index.ts';

/** The side the rules play (the waves), named when it wins: "The enemy wins.", "Lost to the enemy". */
export const RULES_SIDE = 'the enemy';

export const seatName = (seat: Seat): string => `Player ${seat + 1}`;

/** A credit card in words: "B1 (Mk I Boost)", "U2 (2 Universal credits)". */
export const creditName = (c: Credit): string => (c[0] === 'U' ? `${c} (${c[1]} Universal credits)` : `${c} (${towerCardName(c)})`);

/**
 * A tower as players point at it: "Mk I Standard #4 on c3 (level 2)", with its owner's name first unless it is
 * `seat`'s own ("Player 2's Mk I Standard #4 …").
 */
export function towerLabel(s: Pick<TracksState, 'layout'>, t: Tower, seat?: Seat): string {
  const owner = t.owner === seat ? '' : `${seatName(t.owner)}'s `;
  return `${owner}${towerCardName(t.card)} #${t.id} on ${cellName(fieldOfState(s as TracksState), t.cell)} (level ${t.level})`;
}

/** A wave by its number and place: "W3 on A12" (or "W3 at space 0" before its first move). */
export const waveName = (w: Wave): string => `W${w.number} ${w.pos >= 1 && w.pos <= 25 ? `on ${trackName(w.track, w.pos)}` : `at space ${w.pos} of Track ${w.track}`}`;

const TYPE_WORDS: Record<string, string> = { standard: 'Standard ', boost: 'Boost ', charge: 'Charge ', combine: 'Combine ' };
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a Skill does, in a few words with its number: "+1 Range for your Standard towers". */
export function skillWords(e: SkillCard['effect']): string {
  const towers = `your ${e.type ? TYPE_WORDS[e.type] : ''}towers`;
  switch (e.kind) {
    case 'build-discount':
      return `building costs you ${e.n} less`;
    case 'upgrade-discount':
      return `upgrading costs you ${e.n} less`;
    case 'sell-bonus':
      return `selling a tower draws ${plural(e.n, 'more Mk I credit', 'more Mk I credits')}`;
    case 'range':
      return `+${e.n} Range for ${towers}`;
    case 'damage':
      return `+${e.n} damage for ${towers}`;
    case 'match-bonus':
      return `+${e.n} damage when exactly 2 matching credits boost your tower`;
    case 'kill-discount':
      return `your Kill Bonuses cost ${e.n} less`;
    case 'combine-discount':
      return `your Combine attacks cost ${e.n} less`;
    case 'charge-max':
      return `your Charge towers hold ${e.n} more charge`;
    case 'lives':
      return `once: ${e.n} more ${e.n === 1 ? 'life' : 'lives'} for everyone`;
    case 'restore':
      return `once: ${plural(e.n, 'discarded track')} return to the field`;
    case 'draw':
      return `once: draw ${plural(e.n, 'Mk I credit')} onto your Stacks`;
  }
}

/** Where a restored track goes: "space c3", or "its own space b7". */
function restoreSpace(s: TracksState, track: string, cell: number): string {
  const f = fieldOfState(s);
  return `${f.trackCell[track[0] as 'A' | 'B'][Number(track.slice(1))] === cell ? 'its own space' : 'space'} ${cellName(f, cell)}`;
}

function waveLabel(s: TracksState, id: number): string {
  const w = s.waves.find((x) => x.id === id);
  return w ? `wave ${w.number} on ${trackName(w.track, w.pos)}` : `wave #${id}`;
}

/** A move in words, for menus. */
export function describeMove(s: TracksState, seat: Seat, m: TracksMove): string {
  const tower = 'tower' in m ? s.towers.find((t) => t.id === m.tower) : undefined;
  const tw = tower ? towerWords(tower) : `tower #${'tower' in m ? m.tower : '?'}`;
  switch (m.type) {
    case 'take':
      return `Take ${m.credit} onto your ${stackName(m.stack)} stack`;
    case 'done':
      return 'Done: no more actions this turn (unless someone acts again)';
    case 'build':
      return `Build a ${towerCardName(m.card)} on ${cellName(fieldOfState(s), m.cell)} (costs ${content.towers.has(m.card) ? buildCost(s, seat, m.card) : '?'})`;
    case 'upgrade':
      return `Upgrade ${tw} (costs ${tower ? upgradeCost(s, seat, tower.card) : '?'})`;
    case 'sell':
      return `Sell ${tw} for ${tower ? content.towers.get(tower.card)!.sell : '?'} Mk I credits`;
    case 'boost':
      return `Boost ${tw} with ${m.credit}`;
    case 'attack': {
      const w = s.waves.find((x) => x.id === m.wave);
      if (!tower || !w) return `Attack ${waveLabel(s, m.wave)} with ${tw}`;
      const modifier = m.modifier === true;
      const dmg = damageAgainst(w, modifier, typeOfTower(tower), damageOf(s, tower));
      const hp = targetHp(s, w, modifier, m.ignore === true);
      const what = modifier ? 'the modifier of' : `unit ${w.unit + 1} of`;
      return `Attack ${what} ${waveLabel(s, m.wave)} with ${tw}: ${dmg} damage against ${hp} HP${m.ignore ? ' (ignoring Armored/Brute and paying its price)' : ''}${dmg >= hp ? ', a kill' : ''}`;
    }
    case 'combine':
      return `Combine attack from ${tw} with towers #${m.with.join(' and #')} on ${m.modifier ? 'the modifier of ' : ''}${waveLabel(s, m.wave)}`;
    case 'bonus':
      return `Kill Bonus: take a ${towerCardName(m.card)} for ${bonusCost(s, seat, Number(m.card[1]))} credits, onto your ${stackName(m.stack)} stack`;
    case 'convert':
      return `Convert ${m.credit} into Mk I credits`;
    case 'skill': {
      const k = content.skills.get(m.skill);
      return `Place a Skill Marker on ${k?.name ?? m.skill}${m.slot ? ' (second slot)' : ''}`;
    }
    case 'complete':
      return `Complete the Game Condition: 2 Universal credits onto your ${stackName(m.stack)} stack`;
    case 'restore':
      return `Return track ${m.track} from the Track Discard to the field${m.cell === undefined ? '' : ` on ${restoreSpace(s, m.track, m.cell)}`}`;
    case 'versus':
      return `Draw a Versus Energy instead of ${m.credit} (${m.credit} is discarded)`;
    case 'energy': {
      const card = versusCard(m.card);
      const target = m.target === undefined ? '' : card?.effect.kind === 'steal' ? ` on ${seatName(m.target)}` : ` on ${s.towers.find((t) => t.id === m.target) ? towerWords(s.towers.find((t) => t.id === m.target)!) : `tower #${m.target}`}`;
      return `Play ${card?.name ?? m.card}${target}${m.universal ? ' with a Universal credit (U2)' : ''}: ${card?.text ?? ''}`;
    }
    case 'modify': {
      const mod = towerMod(m.mod);
      return `Modify ${tw} with ${mod?.name ?? m.mod} (${mod?.text ?? ''}) for ${mod?.cost ?? '?'} credits, flipping an L-Hex`;
    }
    case 'hinder': {
      const mod = waveMod(m.mod);
      return `Put the Versus Wave Modifier ${mod?.name ?? m.mod} on ${waveLabel(s, m.wave)} for ${mod?.cost ?? '?'} credits: ${mod?.text ?? ''}`;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// The log: a headline of what the move did, then every line the rules noted as detail.

/**
 * The log lines of a move (everything in this game is public): one or two headline lines in words, read from the
 * move and the states before and after it (who did what where, what it hit, how the turn went on: waves called
 * and moved, lives and track lost, the session's end), then each line the rules noted, as `detail`.
 */
export function words(events: readonly string[], before: TracksState, seat: Seat, move: TracksMove, after: TracksState): LogLine[] {
  const headline = [actionWords(before, seat, move, after)];
  if (after.turn > before.turn) headline.push(turnWords(before, after));
  else {
    const losses = lossWords(before, after);
    if (losses) headline[0] = `${headline[0].replace(/\.$/, '')}; ${losses}.`;
  }
  if (after.result && !before.result) headline.push(resultWords(after));
  // The rules note the acting line first; the headline says it again in full, except an attack's (boosts, charge)
  // and a Versus Energy's (its text), which stay.
  const details = RESTATED.has(move.type) ? events.slice(1) : events;
  return [...headline.map((text) => ({ text })), ...details.map((text) => ({ text, detail: true }))];
}

const RESTATED = new Set<TracksMove['type']>(['take', 'versus', 'done', 'complete', 'restore', 'build', 'upgrade', 'sell', 'boost', 'bonus', 'convert', 'skill', 'modify', 'hinder']);

/** What the seat's own action did, in one sentence. */
function actionWords(s: TracksState, seat: Seat, m: TracksMove, after: TracksState): string {
  const who = seatName(seat);
  const tower = 'tower' in m ? s.towers.find((t) => t.id === m.tower) : undefined;
  const label = (t: Tower) => towerLabel(s, t, seat);
  const drawn = after.pending?.seat === seat ? after.pending.credits.slice(s.pending?.seat === seat ? s.pending.credits.length : 0) : [];
  const draws = drawn.length ? `, drawing ${drawn.join(' ')} to place` : '';
  switch (m.type) {
    case 'take':
      return `${who} takes ${m.credit} onto their ${stackName(m.stack)} stack.`;
    case 'versus': {
      const drawn = after.versus && s.versus && after.versus.stacks[seat].length > s.versus.stacks[seat].length ? versusCard(after.versus.stacks[seat].at(-1)!)?.name : undefined;
      return `${who} draws ${drawn ? `the Versus Energy ${drawn}` : 'a Versus Energy'} instead of ${m.credit}.`;
    }
    case 'done':
      return after.turn > s.turn || after.result ? `${who} is done: Phase 6 ends.` : `${who} is done for this turn.`;
    case 'complete':
      return `${who} completes the Game Condition ${content.conditions.get(s.conditions[0])?.name ?? ''}: 2 Universal credits onto their ${stackName(m.stack)} stack.`;
    case 'restore':
      return `${who} returns track ${m.track} to the field${m.cell === undefined ? '' : ` on ${restoreSpace(s, m.track, m.cell)}`}.`;
    case 'build': {
      const built = after.towers.find((t) => !s.towers.some((o) => o.id === t.id));
      return `${who} builds ${built ? label(built) : `a ${towerCardName(m.card)} on ${cellName(fieldOfState(s), m.cell)}`} for ${buildCost(s, seat, m.card)} credits.`;
    }
    case 'upgrade':
      return tower ? `${who} upgrades ${label(tower)} to level ${tower.level + 1} for ${upgradeCost(s, seat, tower.card)} credits.` : `${who} upgrades a tower.`;
    case 'sell':
      return tower ? `${who} sells ${label(tower)}${draws}.` : `${who} sells a tower.`;
    case 'boost': {
      const now = after.towers.find((t) => t.id === m.tower);
      return tower ? `${who} boosts ${label(tower)} with ${m.credit}${now ? `: ${damageOf(after, now)} damage now` : ''}.` : `${who} boosts a tower.`;
    }
    case 'attack':
    case 'combine':
      return attackWords(s, seat, m, after);
    case 'bonus':
      return `${who} takes a ${towerCardName(m.card)} as a Kill Bonus for ${bonusCost(s, seat, Number(m.card[1]))} credits, onto their ${stackName(m.stack)} stack.`;
    case 'convert':
      return `${who} converts ${m.credit}${draws}.`;
    case 'skill': {
      const k = content.skills.get(m.skill);
      return `${who} places a Skill Marker on ${k?.name ?? m.skill}${k ? ` (${skillWords(k.effect)})` : ''}${draws}.`;
    }
    case 'energy': {
      const card = versusCard(m.card);
      const t = m.target === undefined ? undefined : s.towers.find((x) => x.id === m.target);
      const on = m.target === undefined ? '' : card?.effect.kind === 'steal' ? ` on ${seatName(m.target)}` : t ? ` on ${label(t)}` : '';
      return `${who} plays ${card?.name ?? m.card}${on}${m.universal ? ' with a Universal credit' : ''}${draws}.`;
    }
    case 'modify':
      return tower ? `${who} modifies ${label(tower)} with ${towerMod(m.mod)?.name ?? m.mod}.` : `${who} modifies a tower.`;
    case 'hinder': {
      const w = s.waves.find((x) => x.id === m.wave);
      return `${who} puts ${waveMod(m.mod)?.name ?? m.mod} on ${w ? waveName(w) : 'a wave'}.`;
    }
  }
}

/** An attack or Combine attack: who shot what, for how much, and what fell. */
function attackWords(s: TracksState, seat: Seat, m: Extract<TracksMove, { type: 'attack' | 'combine' }>, after: TracksState): string {
  const t = s.towers.find((x) => x.id === m.tower);
  const w = s.waves.find((x) => x.id === m.wave);
  if (!t || !w) return `${seatName(seat)} attacks.`;
  const modifier = m.modifier === true;
  const partners = m.type === 'combine' ? m.with.map((id) => s.towers.find((x) => x.id === id)).filter((x) => x !== undefined) : [];
  const raw = m.type === 'combine' ? partners.reduce((n, p) => n + damageOf(s, p), 0) + (content.towers.get(t.card)!.levels[t.level - 1].combineBonus ?? 0) : damageOf(s, t);
  const dealt = damageAgainst(w, modifier, m.type === 'combine' ? 'combine' : typeOfTower(t), raw);
  const hp = targetHp(s, w, modifier, m.type === 'attack' && m.ignore === true);
  const shooter = m.type === 'combine' ? `${towerLabel(s, t, seat)} combines #${m.with.join(' and #')}` : `${towerLabel(s, t, seat)}`;
  const aim = modifier ? `the ${content.modifiers.get(w.modifier ?? '')?.name ?? ''} modifier of ${waveName(w)}` : `unit ${w.unit + 1} of ${waveName(w)}`;
  const hit = modifier ? after.waves.find((x) => x.id === w.id)?.modifier === null : after.defeatedUnits > s.defeatedUnits;
  const outcome = !hit ? `${dealt} damage, short of its ${hp} HP` : after.defeatedWaves > s.defeatedWaves ? `${dealt} damage defeats it (${hp} HP): W${w.number} is defeated` : `${dealt} damage defeats it (${hp} HP)`;
  return `${seatName(seat)}: ${shooter} hits ${aim}: ${outcome}.`;
}

/** Lives and track lost by an action (Sapper, Brute, a wave pushed off the end). */
function lossWords(before: TracksState, after: TracksState): string {
  const parts: string[] = [];
  const lost = after.discarded.filter((d) => !before.discarded.includes(d));
  const back = before.discarded.filter((d) => !after.discarded.includes(d));
  if (lost.length) parts.push(`track ${lost.join(', ')} destroyed (${after.discarded.length}/${after.maxDiscarded} discarded)`);
  if (back.length) parts.push(`track ${back.join(', ')} restored`);
  if (after.lives < before.lives) parts.push(`${plural(before.lives - after.lives, 'life', 'lives')} lost (${after.lives} left)`);
  else if (after.lives > before.lives) parts.push(`${plural(after.lives - before.lives, 'life', 'lives')} gained (${after.lives})`);
  return parts.join(', ');
}

/**
 * The turn that followed a move ending Phase 6 (or the starting draft), in one line: "Turn 4: W2 enters Track B;
 * waves move: W1 to A14, W2 to B05; W1 reaches the end: 2 lives lost (8 left); credits S1 B1 C1 X1 revealed."
 */
function turnWords(before: TracksState, after: TracksState): string {
  const parts: string[] = [];
  const entered = after.waves.filter((w) => !before.waves.some((o) => o.id === w.id));
  const called = after.called - before.called;
  if (called > 0) parts.push(`W${after.called} ${entered.length ? `enters ${[...new Set(entered.map((w) => `Track ${w.track}`))].join(' and ')}` : 'is called'}`);
  const moved = after.waves.filter((w) => before.waves.find((o) => o.id === w.id)?.pos !== w.pos).map((w) => `W${w.number} to ${trackName(w.track, w.pos)}`);
  if (moved.length) parts.push(`waves move: ${moved.join(', ')}`);
  const gone = before.waves.filter((w) => !after.waves.some((o) => o.id === w.id));
  if (gone.length) parts.push(`${gone.map((w) => `W${w.number}`).join(', ')} ${gone.length === 1 ? 'reaches' : 'reach'} the end of the track`);
  const losses = lossWords(before, after);
  if (losses) parts.push(losses);
  const fresh = after.conditions.filter((c) => !before.conditions.includes(c));
  if (fresh.length) parts.push(`${fresh.length === 1 ? 'Game Condition' : 'Game Conditions'} ${fresh.map((c) => content.conditions.get(c)?.name ?? c).join(' and ')} revealed`);
  if (after.phase === 'draft' && after.offer.length) parts.push(`credits ${after.offer.join(' ')} revealed`);
  return `Turn ${after.turn}: ${parts.length ? parts.join('; ') : 'nothing moves'}.`;
}

function resultWords(s: TracksState): string {
  switch (s.result) {
    case 'victory':
      return 'Victory: the session is won!';
    case 'lives':
      return 'The last life is lost: the session ends in failure.';
    case 'track':
      return 'Too much track is lost: the session ends in failure.';
    default:
      return 'A Special Objective can no longer be completed: the session ends in failure.';
  }
}
