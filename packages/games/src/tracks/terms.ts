import type { Term } from '@ramparts/engine';
import { content, type TowerCard } from './content/index.ts';
import { describeCondition } from './rules/conditions.ts';
import { combineCost, damageOf, rangeOf } from './rules/combat.ts';
import { conditionEffect, modifierHp, skillBonus, tax, unitHp } from './rules/effects.ts';
import { bonusCost, buildCost, upgradeCost } from './rules/economy.ts';
import { cellName, fieldOf, trackName } from './rules/field.ts';
import { objectivesOf, objectiveWords } from './rules/objectives.ts';
import type { Tower, Wave } from './state.ts';
import { seatName, skillWords } from './text.ts';
import { nextCallTurn, towerCardName, towerGlyph, waveGlyph, type TracksView } from './view.ts';
import { versusCard, versusContent } from './versus/index.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/**
 * The words of Tracks & Waves a player may ask about in this position (`?` in the terminal): every code the board
 * draws (each tower and wave glyph on it, track, lost track, free space, obstacle), the tower cards and types, Mark,
 * level, Range, Depletion, credits and Stacks, the Kill Bonus, L-Hexes, Skills of this session, enemy abilities,
 * the Wave Modifiers and Game Conditions in play, Special Objectives and Versus Sandbox's pieces, each with the
 * numbers that apply now (and the card's where they differ: Fog's −1 Range).
 */
export function terms(v: TracksView): Term[] {
  return merged([...boardTerms(v), ...towerTerms(v), ...economyTerms(v), ...waveTerms(v), ...skillTerms(v), ...versusTerms(v)]);
}

/** One term per name: the game uses a few names twice (Armored is an ability and a Wave Modifier), so their texts join. */
function merged(list: Term[]): Term[] {
  const byName = new Map<string, Term>();
  for (const t of list) {
    const key = t.name.toLowerCase();
    const had = byName.get(key);
    byName.set(key, had ? { name: had.name, text: `${had.text} Also: ${t.text}` } : t);
  }
  return [...byName.values()];
}

/** Every code on the grid: each tower and wave glyph drawn now, tracks, lost track, free space, obstacle. */
function boardTerms(v: TracksView): Term[] {
  const out: Term[] = [];
  const byGlyph = new Map<string, string[]>();
  const add = (glyph: string, text: string) => byGlyph.set(glyph, [...(byGlyph.get(glyph) ?? []), text]);
  for (const t of v.towers) add(towerGlyph(t), towerNow(v, t));
  for (const w of v.waves) if (w.pos >= 1 && w.pos <= 25) add(waveGlyph(w), waveNow(v, w));
  for (const [name, texts] of byGlyph) out.push({ name, text: texts.join(' ') });
  for (const d of v.discarded) {
    out.push({ name: d.toLowerCase(), text: `Track ${d} is lost (in the Track Discard): waves skip it without counting it. ${plural(v.discarded.length, 'track is', 'tracks are')} lost; more than ${v.maxDiscarded} ends the session in failure.` });
  }
  for (const track of ['A', 'B'] as const) {
    const last = content.rules.lastTrack;
    out.push({
      name: `Track ${track}`,
      text: `${track}01-${track}${last}: the ${last} spaces of Track ${track}, walked in order by its waves (${track === 'A' ? 'odd' : 'even'} ranks) from space 0 to ${last} (reverse waves from ${content.rules.reverseStart} to 0); a wave past the end costs a life per undefeated unit.`,
    });
  }
  out.push({ name: '.', text: 'A free space: a tower may be built here (no track, obstacle or tower).' });
  out.push({ name: '###', text: 'An obstacle: no track or tower may stand here.' });
  out.push({ name: 'Wave', text: `A tile's enemy side: 1 to 4 units walking one track, the visible one the only target (W3 on the board is wave 3). Odd ranks walk Track A, even ranks Track B; even-numbered waves come in pairs. ${plural(v.queue.flat().length, 'tile')} still to come.` });
  out.push({ name: 'HP', text: "Hit Points: one attack must deal at least this much to defeat the unit (or a Wave Modifier); less does nothing, and nothing carries over. Armored and Brute count as 2 and 3 more unless ignored." });
  out.push({ name: 'Lives', text: `${plural(v.lives, 'life', 'lives')} left of ${v.startLives}. A wave that leaves its track takes a life for each undefeated unit; the last life lost ends the session in failure.` });
  out.push({
    name: 'Turn Tracker',
    text: `The L-Hex counting the turns: Position 2 on turn 1, then 3, 4 and 2 again (never 1). A new wave is called every ${content.rules.newWaveEvery} turns (turns 1, 4, 7 …)${nextCallTurn(v) !== null ? `; the next on turn ${nextCallTurn(v)}` : '; none is left to call'}.`,
  });
  out.push({
    name: 'Turn',
    text: 'Phase 1 the Turn Tracker moves; 2 new waves enter at space 0 with a Wave Modifier; 3 every wave moves (lowest number first); 4 each tower loses 1 Depletion; 5 income: revealed Mk I credits are taken in turn; 6 everyone acts in any order until all are done.',
  });
  return out;
}

function towerNow(v: TracksView, t: Tower): string {
  const l = content.towers.get(t.card)!.levels[t.level - 1];
  const f = fieldOf(v.layout.rows);
  const stats = l.range !== undefined ? `range ${rangeOf(v, t)}${rangeOf(v, t) !== l.range ? ` (card ${l.range})` : ''}, damage ${damageOf(v, t)}${damageOf(v, t) !== l.damage ? ` (card ${l.damage})` : ''}` : `radius ${l.radius}, Combine cost ${combineCost(v, t)}, +${l.combineBonus} damage`;
  return `${seatName(t.owner)}'s ${towerCardName(t.card)} #${t.id} on ${cellName(f, t.cell)} at level ${t.level}: ${stats}${t.depletion ? `; ${plural(t.depletion, 'Depletion')}, it cannot act until energized` : '; ready'}.`;
}

function waveNow(v: TracksView, w: Wave): string {
  const card = content.waves.get(w.card)!;
  const u = card.units[w.unit];
  const hp = unitHp(v, w);
  return `Wave ${w.number} (${w.card}, rank ${card.rank}) on ${trackName(w.track, w.pos)}: unit ${w.unit + 1} of ${card.units.length} is the target, ${hp} HP${hp !== u.hp ? ` (card ${u.hp})` : ''}${w.modifier ? `, under the ${content.modifiers.get(w.modifier)!.name} Wave Modifier` : ''}.`;
}

function cardText(c: TowerCard): string {
  const levels = c.levels.map((l, i) =>
    l.range !== undefined
      ? `L${i + 1} range ${l.range}, damage ${l.damage}${l.multiplier ? ` x${l.multiplier}` : ''}${l.chargeMax !== undefined ? `, charge ${l.chargeRate}/turn up to ${l.chargeMax}` : ''}`
      : `L${i + 1} radius ${l.radius}, cost ${l.combineCost}, +${l.combineBonus}`,
  );
  return `${levels.join('; ')}. Build ${c.build}, upgrade ${c.upgrade}, sell for ${c.sell} Mk I credits; as a credit it is worth ${plural(c.credits, `${content.types.find((k) => k.id === c.type)!.name} credit`)}.`;
}

const TYPE_TEXT: Record<string, string> = {
  standard: 'Standard towers deal their damage to one unit in Range.',
  boost: 'Boost towers multiply what Boost credits add to their damage (x2 to x5 by card and level).',
  charge: 'Charge towers store charge while they rest and add it to their next attack.',
  combine: 'Combine towers never attack and cannot be boosted: a Combine attack adds the damage of two ready towers in their Radius, plus a bonus, at the longer Range.',
};

/** Tower types and cards, Mark, level, Range, Radius, damage, Depletion, Combine attack, Resistance. */
function towerTerms(v: TracksView): Term[] {
  const seat = v.seat;
  const out: Term[] = [];
  for (const k of content.types) out.push({ name: `${k.name} tower`, text: `${TYPE_TEXT[k.id]} Letter ${k.letter} on the board and on credits.` });
  for (const c of content.towerList) {
    const costs = seat === null ? '' : ` For you now: build ${buildCost(v, seat, c.id)}, upgrade ${upgradeCost(v, seat, c.id)}.`;
    out.push({ name: `${c.id} (${towerCardName(c.id)})`, text: `${cardText(c)}${costs}` });
  }
  const piles = (p: number[]) => `${p.reduce((a, b) => a + b, 0)} left`;
  out.push({
    name: 'Mark',
    text: `A tower card's Mark (Mk I, II, III; the digit after the letter): Mk I cards come from the income (${v.mk1.reduce((a, b) => a + b, 0)} in the draw pile), Mk II (${piles(v.mk2)}) and Mk III (${piles(v.mk3)}) only as Kill Bonuses. A Mk N card is worth N credits.`,
  });
  out.push({ name: 'Level', text: 'Every tower has 4 levels (the last digit of its code; the Player Marker L-Hex turned to Position 1-4). Upgrading raises it by 1; level 4 is the highest.' });
  const rangeNow = conditionEffect(v, 'range');
  const rangeSkills = seat === null ? 0 : skillBonus(v, seat, 'range');
  out.push({
    name: 'Range',
    text: `How far a tower attacks, counted in spaces orthogonally or diagonally in any combination.${rangeNow ? ` Now ${signed(rangeNow)} for every tower (Game Condition ${content.conditions.get(v.conditions[0])!.name}), never below 1.` : ''}${rangeSkills ? ` Your skills add ${signed(rangeSkills)} (some only to one type).` : ''} Elusive units need 1 more.`,
  });
  out.push({ name: 'Radius', text: 'How far from a Combine tower its two partner towers may stand, counted like Range.' });
  out.push({ name: 'Damage', text: 'A tower deals its damage in one shot: it defeats the unit only if it reaches the unit’s HP; nothing stays on the unit and nothing carries over.' });
  out.push({ name: 'Depletion', text: 'Put on a tower when it is built, upgraded, attacks or uses an ability (Armored ignored: 1 more). A tower with any Depletion cannot upgrade, attack or be sold; Phase 4 removes one.' });
  out.push({ name: 'Combine attack', text: 'A ready Combine tower pays its Combine cost from your Combine stack, adds the damage of two ready towers in its Radius (each may be boosted) plus its bonus, and shoots one unit at the longer of their Ranges; all three take Depletion.' });
  out.push({ name: 'Resistance', text: 'A unit with Resistance to a damage type takes that much less damage of that type (a Combine attack deals Combine damage).' });
  return out;
}

/** Credits, Stacks, boosting, Kill Bonus, conversion, the Game Condition's credits, L-Hexes, Skill Markers. */
function economyTerms(v: TracksView): Term[] {
  const seat = v.seat;
  const build = tax(v, 'build');
  const upgrade = tax(v, 'upgrade');
  const noMatch = conditionEffect(v, 'no-match') > 0;
  return [
    { name: 'Credits', text: `Tower cards on their credit side: S1 is 1 Standard credit, B2 2 Boost credits, X Combine, U2 a completed Game Condition (2 Universal credits). Income: ${plural(Math.max(0, content.rules.incomeCredits + conditionEffect(v, 'income')), 'Mk I credit')} revealed each Phase 5${conditionEffect(v, 'income') ? ` (Game Condition: ${conditionEffect(v, 'income')})` : ''}, taken one at a time from the Starting Player on.` },
    { name: 'Stacks', text: 'Each player keeps credits on four Stacks: Build/Upgrade (build, upgrade, Skill costs), Boost, Combine (Combine costs) and Kill Bonus/Conversion. A credit is spent only from the Stack it was put on.' },
    { name: 'Build', text: `Spend the tower card itself plus its Build cost from your Build/Upgrade stack and place it on a free space at level 1, with a Depletion.${build ? ` Now every build costs ${build} more (Game Condition, Saboteur).` : ''}` },
    { name: 'Upgrade', text: `Raise one of your ready towers by a level for its Upgrade cost; it takes a Depletion.${upgrade ? ` Now every upgrade costs ${upgrade} more (Game Condition, Jammer).` : ''}` },
    { name: 'Sell', text: 'Discard one of your towers without Depletion and draw its Sell value in Mk I credits (the same at every level) to place on your Stacks.' },
    { name: 'Boost stack', text: `Discard a Boost-stack credit on any ready tower: +1 damage this turn (a Boost tower gets its multiplier for Boost credits). Exactly 2 matching credits on a tower of their type add 1 more${noMatch ? ' — not now: the Game Condition cancels it' : ''}.` },
    {
      name: 'Kill Bonus',
      text: `From your Kill Bonus stack: a Mk II tower for ${content.rules.killBonus.mk2} (${content.rules.killBonus.mk2AfterKill} right after you defeat a unit), a Mk III for ${content.rules.killBonus.mk3} (${content.rules.killBonus.mk3AfterKill} right after you defeat a wave)${seat === null ? '' : `; for you now ${bonusCost(v, seat, 2)} and ${bonusCost(v, seat, 3)}`}. Anyone's other action ends the discount.`,
    },
    { name: 'Conversion', text: 'Right after you defeat a unit: discard credits of your Kill Bonus stack and draw as many Mk I credits.' },
    { name: 'U2 (Universal credit)', text: 'A completed Game Condition, worth 2 credits of any type.' },
    { name: 'L-Hex', text: `The L-shaped markers: on a tower it shows its owner and level (Position 1-4); on a wave it covers the defeated units, showing the one that may be attacked; the Turn Tracker is one too.${v.versus ? ` In Versus Sandbox their backs are Tower Modifications and Versus Wave Modifiers (left: ${v.versus.hexes.map((n, p) => `${seatName(p)} ${n}`).join(', ')}).` : ''}` },
    { name: 'Skill Marker', text: `Placed on an empty Skill slot (paying its Universal symbols from your Build/Upgrade stack) for the rest of the session; left: ${v.markers.map((n, p) => `${seatName(p)} ${n}`).join(', ')}.` },
  ];
}

/** Enemy abilities, Wave Modifiers and Game Conditions (in play and waiting), Special Objectives. */
function waveTerms(v: TracksView): Term[] {
  const out: Term[] = [];
  for (const a of content.abilities.values()) out.push({ name: a.name, text: a.text });
  out.push({
    name: 'Wave Modifier',
    text: `Put on each wave as it enters: it adds to every unit of the wave and may itself be attacked, with 2 + its level + the wave number HP; defeated, the wave loses what it added. ${plural(v.modifierQueue.length, 'modifier')} still unrevealed.`,
  });
  const seen = new Set<string>();
  for (const w of v.waves) {
    if (!w.modifier || seen.has(w.modifier)) continue;
    seen.add(w.modifier);
    const m = content.modifiers.get(w.modifier)!;
    const adds = [m.hp ? `+${m.hp} HP` : '', m.move ? `+${m.move} movement` : '', ...Object.entries(m.resist ?? {}).map(([t, n]) => `Resistance ${t} ${n}`), ...(m.grant ?? []).map((a) => content.abilities.get(a)!.name)].filter(Boolean);
    const on = v.waves.filter((x) => x.modifier === m.id).map((x) => `W${x.number}: ${modifierHp(m.level, x.number)} HP`);
    out.push({ name: m.name, text: `Wave Modifier, level ${m.level}: ${adds.join(', ')} for every unit of its wave (${on.join(', ')}).` });
  }
  out.push({ name: 'Game Condition', text: 'Revealed by some Wave Modifiers; one is in play at a time, others wait below it. The player whose action meets its requirement may complete it: it goes onto a Stack as 2 Universal credits.' });
  v.conditions.forEach((id, i) => {
    const c = content.conditions.get(id)!;
    const units = c.effect.kind === 'unit-hp' ? ` Now the visible units' HP: ${v.waves.map((w) => `W${w.number} ${unitHp(v, w)}`).join(', ') || 'no wave on the field'}.` : '';
    out.push({ name: c.name, text: `Game Condition${i === 0 ? ' in play' : ', waiting below the one in play'}: ${describeCondition(id)}.${units}` });
  });
  for (const o of objectivesOf(v)) out.push({ name: o.name, text: `Special Objective: ${objectiveWords(v, o)}.` });
  return out;
}

/** The Skills of this session: each player's mat and the chosen sides of the Skill Boards, with who holds them. */
function skillTerms(v: TracksView): Term[] {
  const skills = [...content.matSkills, ...v.boards.flatMap((b) => content.boards.find((x) => x.id === b.id)?.[b.side] ?? [])];
  return skills.map((k) => {
    const holders = v.skills.filter((p) => p.skill === k.id).map((p) => seatName(p.seat));
    const mat = content.matSkills.includes(k) ? 'on every Player Mat' : 'on a Skill Board';
    const cost = k.slots.map((n, i) => `slot ${i + 1} costs ${n}`).join(', ');
    const floor = /discount/.test(k.effect.kind) && k.effect.kind !== 'combine-discount' ? ' (never below 1)' : '';
    return { name: k.name, text: `Skill (${mat}): ${skillWords(k.effect)}${floor}. ${cost}.${holders.length ? ` Taken by ${holders.join(', ')}.` : ''}` };
  });
}

/** Versus Sandbox: Versus Energy, the cards of this session, Tower Modifications, Versus Wave Modifiers, performance. */
function versusTerms(v: TracksView): Term[] {
  if (!v.versus) return [];
  const out: Term[] = [
    { name: 'Versus Energy', text: `Once per Phase 5 a player may draw one instead of a revealed credit; it is played as an action. A Universal credit may be played as any of this session's cards. Draw pile ${v.versus.draw.length}, discard ${v.versus.discard.length}.` },
    { name: 'Performance', text: `Versus score: ${versusContent.score.unit} per unit defeated, ${versusContent.score.wave} more for a wave, ${versusContent.score.modifier} per Wave Modifier, ${versusContent.score.condition} per Game Condition completed. Now ${v.versus.score.map((n, p) => `${seatName(p)} ${n}`).join(', ')}.` },
  ];
  for (const id of v.versus.selection) {
    const c = versusCard(id);
    if (c) out.push({ name: c.name, text: `Versus Energy: ${c.text}` });
  }
  for (const m of versusContent.towerMods) if (!m.locked || v.towers.some((t) => t.mod === m.id)) out.push({ name: m.name, text: `Tower Modification (an L-Hex flipped onto your tower), costs ${m.cost}: ${m.text}` });
  for (const m of versusContent.waveMods) out.push({ name: m.name, text: `Versus Wave Modifier (an L-Hex flipped onto a wave), costs ${m.cost}: ${m.text}` });
  return out;
}
