import type { Seat } from '@ramparts/engine';

/** A player's four Stacks (3.B): Build/Upgrade, Boost, Combine, Kill Bonus/Conversion. */
export type Stack = 'build' | 'boost' | 'combine' | 'bonus';
export const STACKS: readonly Stack[] = ['build', 'boost', 'combine', 'bonus'];

/**
 * A credit card by its letter and value: "S1" (a Mk I Standard, 1 Standard credit), "B2", "C3", "X1" (Combine),
 * "U2" (a completed Game Condition: 2 Universal credits). A tower card built on the field has the same name.
 */
export type Credit = string;

/** A tower on the Playing Field. */
export interface Tower {
  id: number;
  /** Its card: "S1" … "X3". */
  card: string;
  owner: Seat;
  level: number;
  /** The space it stands on (row * columns + column). */
  cell: number;
  depletion: number;
  /** Credits spent this turn to boost it (6.C); cleared when it attacks and at the end of the turn. */
  boost: Credit[];
  /** Charge towers: stored charge, added to the next attack. */
  charge: number;
  /** Versus Sandbox: its Tower Modification (an L-Hex flipped to its Versus side), if any. */
  mod?: string;
}

/** A wave on its track. */
export interface Wave {
  /** Its id in this session (targets of attacks). */
  id: number;
  /** The tile whose back shows the wave ("A01a"). */
  card: string;
  /** Its wave number in this session (even waves come in pairs). */
  number: number;
  track: 'A' | 'B';
  /** Track space: 0 (or 26 for a reverse wave) before its first move, then 1..25. */
  pos: number;
  reverse: boolean;
  /** The visible unit (0-based); units before it are defeated. */
  unit: number;
  /** Its Wave Modifier, or null for the No Wave Modifier side. */
  modifier: string | null;
  /** A tower attacked its visible unit this turn (Menace). */
  attacked: boolean;
  /** Spaces moved so far (ties of the move order). */
  travelled: number;
  /** Versus Sandbox: a Versus Wave Modifier and the seat that placed it, if any. */
  hex?: { id: string; seat: Seat };
}

/** The kill-bonus window of 6.E: the seat that just defeated a unit (and maybe a wave), until anyone acts otherwise. */
export interface KillWindow {
  seat: Seat;
  /** The Mk II discount (a unit was just defeated) is still unused. */
  unit: boolean;
  /** The Mk III discount (a wave was just defeated) is still unused. */
  wave: boolean;
  /** Credits of the Conversion stack that may still be converted for this kill. */
  convertible: number;
}

export interface Placed {
  skill: string;
  slot: number;
  seat: Seat;
}

/** Versus Sandbox (1.C, 3.A.XIII-XIV, 3.B): the Versus Energy piles, each player's Versus Stack and performance. */
export interface VersusState {
  /** The Versus Draw pile: card ids, no order (a card is drawn at random when it is drawn, like the Mk I deck). */
  draw: string[];
  discard: string[];
  /** Each player's Versus Stack add-on. */
  stacks: string[][];
  /** The turn in which each seat last drew a Versus Energy (at most one per Phase 5); -1 never. */
  drew: number[];
  /** The performance score (README "Versus Sandbox"). */
  score: number[];
  /** The distinct Versus Energy chosen for this session (what a Universal credit may be played as). */
  selection: string[];
  /** L-Hexes each player may still flip to a Tower Modification or a Versus Wave Modifier. */
  hexes: number[];
}

/** A campaign page's Special Objectives ("End Game Conditions") and the counts they read. */
export interface ObjectivesState {
  ids: string[];
  /** Wave Modifiers defeated so far. */
  modifiers: number;
  /** Towers sold so far. */
  sold: number;
}

export type Phase = 'draft' | 'act' | 'over';
/** How the session ended: victory, or failure by lives, track or a Special Objective that can no longer be completed. */
export type Result = 'victory' | 'lives' | 'track' | 'objective';

/** The whole session: plain JSON. */
export interface TracksState {
  players: number;
  /** The level preset's name, for the board. */
  title: string;
  layout: { name: string; rows: string[] };
  turn: number;
  /** The Turn Tracker's position (2, 3, 4; never 1). */
  tracker: number;
  phase: Phase;
  /** The Starting Player Marker. */
  starter: Seat;
  /** Phase 5 / 4.E: the revealed Mk I credits and the seat choosing next. */
  offer: Credit[];
  drafter: Seat;
  /** Credits a seat drew during Phase 6 (sell, conversion, skills) and must place on its Stacks before anyone acts. */
  pending: { seat: Seat; credits: Credit[] } | null;
  /** A Mender (or a restoring skill) lets this seat choose `left` more tracks of the Track Discard to return (3.C). */
  restoring: { seat: Seat; left: number } | null;
  /** Phase 6: who has said they are done. */
  done: boolean[];
  stacks: Record<Stack, Credit[]>[];
  markers: number[];
  towers: Tower[];
  nextId: number;
  waves: Wave[];
  /** Calls still to come, first = Next Wave 1: one tile, or two for an even wave. */
  queue: string[][];
  /** Waves called so far. */
  called: number;
  totalWaves: number;
  /** Unrevealed Wave Modifiers: their levels, top first (the modifier itself is drawn when revealed). */
  modifierQueue: number[];
  modifiersSeen: string[];
  /** Unrevealed Game Conditions: how many of each level 1-4 (which one is drawn when revealed). */
  conditionPool: number[];
  conditionsSeen: string[];
  /** Revealed Game Conditions: the first is in play, the others wait below it. */
  conditions: string[];
  /** Discarded track, oldest first ("A12"). */
  discarded: string[];
  lives: number;
  /** Lives at the start (for the bots' evaluation and the score). */
  startLives: number;
  maxDiscarded: number;
  /** Mk I draw pile and discard, Mk II and Mk III piles: counts of Standard, Boost, Charge, Combine. */
  mk1: number[];
  mk1Discard: number[];
  mk2: number[];
  mk3: number[];
  boards: { id: string; side: 'a' | 'b' }[];
  /** Skill slots whose Locks were opened (in a campaign save): "skill/slot", e.g. "architect/1". Never changed in play. */
  unlocked: string[];
  skills: Placed[];
  window: KillWindow | null;
  /**
   * 6.H: the seats whose action met the Game Condition's requirement and who have not acted since: each may still
   * complete it ("that player may not discard the Game Requirement" once they act otherwise; others' actions do not count).
   */
  conditionMet: Seat[];
  defeatedUnits: number;
  defeatedWaves: number;
  result: Result | null;
  /** Versus Sandbox only. */
  versus?: VersusState;
  /** Campaign pages with Special Objectives only. */
  objectives?: ObjectivesState;
  /** Mk I credits revealed in each Phase 5 (the level's or campaign page's Income Per Turn, before Game Conditions). */
  income: number;
  /** Version 1's readings of rules since changed, kept only so records of version 1 replay as they were played. */
  legacy?: Legacy[];
}

/**
 * Rules read differently in version 1 (the record migration sets them on old records): `charge-at-rest` (a Charge
 * tower charged in Phase 4 when it had no Depletion) and `restore-in-place` (a restored track went back to its own
 * space, and with no more discarded than restored nobody chose). Version 2's: `pages-v2` (a campaign page fixes the
 * numbers it had in version 2, `campaign/version2.ts`).
 */
export const LEGACY_RULES = ['charge-at-rest', 'restore-in-place', 'pages-v2'] as const;
export type Legacy = (typeof LEGACY_RULES)[number];

/** Where the rules note what happened, in words, for the log: a list, or null on the bots' path (nothing is built). */
export type Events = string[] | null;

function copyStacks(st: Record<Stack, Credit[]>): Record<Stack, Credit[]> {
  return { build: st.build.slice(), boost: st.boost.slice(), combine: st.combine.slice(), bonus: st.bonus.slice() };
}

/** A copy that shares nothing mutable with `s` (the layout is never changed, so it is shared). */
export function cloneState(s: TracksState): TracksState {
  return {
    players: s.players,
    title: s.title,
    layout: s.layout,
    turn: s.turn,
    tracker: s.tracker,
    phase: s.phase,
    starter: s.starter,
    offer: s.offer.slice(),
    drafter: s.drafter,
    pending: s.pending ? { seat: s.pending.seat, credits: s.pending.credits.slice() } : null,
    restoring: s.restoring ? { seat: s.restoring.seat, left: s.restoring.left } : null,
    done: s.done.slice(),
    stacks: s.stacks.map(copyStacks),
    markers: s.markers.slice(),
    towers: s.towers.map((t) => ({ id: t.id, card: t.card, owner: t.owner, level: t.level, cell: t.cell, depletion: t.depletion, boost: t.boost.slice(), charge: t.charge, ...(t.mod ? { mod: t.mod } : {}) })),
    nextId: s.nextId,
    waves: s.waves.map((w) => ({ id: w.id, card: w.card, number: w.number, track: w.track, pos: w.pos, reverse: w.reverse, unit: w.unit, modifier: w.modifier, attacked: w.attacked, travelled: w.travelled, ...(w.hex ? { hex: { id: w.hex.id, seat: w.hex.seat } } : {}) })),
    queue: s.queue.map((c) => c.slice()),
    called: s.called,
    totalWaves: s.totalWaves,
    modifierQueue: s.modifierQueue.slice(),
    modifiersSeen: s.modifiersSeen.slice(),
    conditionPool: s.conditionPool.slice(),
    conditionsSeen: s.conditionsSeen.slice(),
    conditions: s.conditions.slice(),
    discarded: s.discarded.slice(),
    lives: s.lives,
    startLives: s.startLives,
    maxDiscarded: s.maxDiscarded,
    mk1: s.mk1.slice(),
    mk1Discard: s.mk1Discard.slice(),
    mk2: s.mk2.slice(),
    mk3: s.mk3.slice(),
    boards: s.boards.map((b) => ({ id: b.id, side: b.side })),
    unlocked: s.unlocked,
    skills: s.skills.map((p) => ({ skill: p.skill, slot: p.slot, seat: p.seat })),
    window: s.window ? { seat: s.window.seat, unit: s.window.unit, wave: s.window.wave, convertible: s.window.convertible } : null,
    conditionMet: s.conditionMet.slice(),
    defeatedUnits: s.defeatedUnits,
    defeatedWaves: s.defeatedWaves,
    result: s.result,
    ...(s.versus ? { versus: cloneVersus(s.versus) } : {}),
    ...(s.objectives ? { objectives: { ids: s.objectives.ids, modifiers: s.objectives.modifiers, sold: s.objectives.sold } } : {}),
    income: s.income,
    ...(s.legacy ? { legacy: s.legacy } : {}),
  };
}

function cloneVersus(v: VersusState): VersusState {
  return { draw: v.draw.slice(), discard: v.discard.slice(), stacks: v.stacks.map((x) => x.slice()), drew: v.drew.slice(), score: v.score.slice(), selection: v.selection, hexes: v.hexes.slice() };
}
