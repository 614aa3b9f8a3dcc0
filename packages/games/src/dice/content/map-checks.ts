import { problem, type MapProblem } from '../../common/map-problems.ts';
import { plural } from '../../common/words.ts';

/*
 * The checks of a Gate Defense map (a road of spaces from the spawn to the gate, tower sites beside it), in words a
 * designer reads. The map schema runs them all (content/index.ts), so a map the rules cannot play is refused when it
 * is loaded or patched; the studio runs them as the map is drawn. Each check reads only what it needs and skips what
 * another check reports (a next space that does not exist is "links", not also "reachable").
 */

export type { MapProblem } from '../../common/map-problems.ts';

/** A map as these checks read it (the shape of `MapData`, kept here so the checks need not load the content). */
export interface DiceMapShape {
  spawn: string;
  gate: string;
  spaces: readonly { id: string; x: number; y: number; next: readonly string[] }[];
  sites: readonly { id: string; x: number; y: number; links: readonly string[]; adjacent: readonly string[] }[];
}

/** How big a map may be: the screen and the printed board draw one square a place, the bots walk every space. */
export const DICE_MAP_LIMITS = { spaces: 48, sites: 32, columns: 12, rows: 8, ways: 2 } as const;

const SITE_NAME = /^T[0-9]+$/;

/** The squares between two places, diagonals counting one (a site touches the spaces around its square). */
const squares = (a: { x: number; y: number }, b: { x: number; y: number }): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

const spaceIds = (m: DiceMapShape): Set<string> => new Set(m.spaces.map((s) => s.id));

/** Size: at most so many spaces and sites, each on a whole square of the board. */
function size(m: DiceMapShape): MapProblem[] {
  const out: MapProblem[] = [];
  const L = DICE_MAP_LIMITS;
  if (m.spaces.length > L.spaces) out.push(problem(['spaces'], `A map has at most ${L.spaces} road spaces; this one has ${m.spaces.length}.`));
  if (m.sites.length > L.sites) out.push(problem(['sites'], `A map has at most ${L.sites} tower sites; this one has ${m.sites.length}.`));
  const place = (list: 'spaces' | 'sites', i: number, p: { id: string; x: number; y: number }) => {
    if (!Number.isInteger(p.x) || p.x < 0 || p.x >= L.columns)
      out.push(problem([list, i, 'x'], `${p.id} is at column ${p.x}; columns are whole numbers from 0 to ${L.columns - 1}.`));
    if (!Number.isInteger(p.y) || p.y < 0 || p.y >= L.rows) out.push(problem([list, i, 'y'], `${p.id} is at row ${p.y}; rows are whole numbers from 0 to ${L.rows - 1}.`));
  };
  m.spaces.forEach((s, i) => place('spaces', i, s));
  m.sites.forEach((t, i) => place('sites', i, t));
  return out;
}

/** Names: every space and every site has a name of its own, and a space is not named like a site (T1). */
function names(m: DiceMapShape): MapProblem[] {
  const out: MapProblem[] = [];
  const seen = new Set<string>();
  m.spaces.forEach((s, i) => {
    if (seen.has(s.id)) out.push(problem(['spaces', i, 'id'], `Two road spaces are named ${s.id}.`));
    if (SITE_NAME.test(s.id)) out.push(problem(['spaces', i, 'id'], `The road space ${s.id} is named like a tower site; give it another name.`));
    seen.add(s.id);
  });
  const sites = new Set<string>();
  m.sites.forEach((t, i) => {
    if (sites.has(t.id)) out.push(problem(['sites', i, 'id'], `Two tower sites are named ${t.id}.`));
    sites.add(t.id);
  });
  return out;
}

/** One place a square: two spaces, two sites or a space and a site never share a square of the board. */
function oneSquareEach(m: DiceMapShape): MapProblem[] {
  const out: MapProblem[] = [];
  const taken = new Map<string, string>();
  const place = (list: 'spaces' | 'sites', i: number, p: { id: string; x: number; y: number }) => {
    const key = `${p.x},${p.y}`;
    const other = taken.get(key);
    if (other) out.push(problem([list, i], `${p.id} stands on the same square as ${other}.`));
    else taken.set(key, p.id);
  };
  m.spaces.forEach((s, i) => place('spaces', i, s));
  m.sites.forEach((t, i) => place('sites', i, t));
  return out;
}

/** Spawn and gate: both are road spaces, and not the same one. */
function spawnAndGate(m: DiceMapShape): MapProblem[] {
  const ids = spaceIds(m);
  const out: MapProblem[] = [];
  if (!ids.has(m.spawn)) out.push(problem(['spawn'], `The spawn ${m.spawn || '(none)'} is not a road space.`));
  if (!ids.has(m.gate)) out.push(problem(['gate'], `The gate ${m.gate || '(none)'} is not a road space.`));
  if (m.spawn === m.gate) out.push(problem(['spawn'], 'The spawn and the gate are the same space; enemies must have a road to walk.'));
  return out;
}

/** Links: every way on from a space, and every space a site points at or stands beside, is a space of the map. */
function links(m: DiceMapShape): MapProblem[] {
  const ids = spaceIds(m);
  const out: MapProblem[] = [];
  m.spaces.forEach((s, i) =>
    s.next.forEach((n, j) => {
      if (!ids.has(n)) out.push(problem(['spaces', i, 'next', j], `${s.id} leads to ${n}, which is not a road space.`));
    }),
  );
  m.sites.forEach((t, i) => {
    t.links.forEach((n, j) => {
      if (!ids.has(n)) out.push(problem(['sites', i, 'links', j], `Site ${t.id} points at ${n}, which is not a road space.`));
    });
    t.adjacent.forEach((n, j) => {
      if (!ids.has(n)) out.push(problem(['sites', i, 'adjacent', j], `Site ${t.id} stands beside ${n}, which is not a road space.`));
    });
  });
  return out;
}

/**
 * Forks: the road goes on one way, or splits two ways at a crossroads (enemies divide there), to two different
 * spaces, never back to itself; only the gate ends the road, and the gate leads nowhere.
 */
function forks(m: DiceMapShape): MapProblem[] {
  const out: MapProblem[] = [];
  const ways = DICE_MAP_LIMITS.ways;
  m.spaces.forEach((s, i) => {
    const at = ['spaces', i, 'next'];
    if (s.id === m.gate) {
      if (s.next.length) out.push(problem(at, `The gate ${s.id} leads on to ${s.next.join(' and ')}; the road ends at the gate.`));
      return;
    }
    if (s.next.length === 0) out.push(problem(at, `The road stops at ${s.id}; every space but the gate leads on.`));
    if (s.next.length > ways) out.push(problem(at, `${s.id} splits ${s.next.length} ways; a crossroads splits ${ways} ways at most.`));
    if (new Set(s.next).size !== s.next.length) out.push(problem(at, `${s.id} names the same way twice; a crossroads splits toward two different spaces.`));
    if (s.next.includes(s.id)) out.push(problem(at, `${s.id} leads to itself.`));
  });
  return out;
}

/** No loops: following the road from any space reaches the gate without coming back, so enemies always arrive. */
function noLoops(m: DiceMapShape): MapProblem[] {
  const byId = new Map(m.spaces.map((s, i) => [s.id, i] as const));
  const done = new Set<string>();
  const reported = new Set<string>();
  const out: MapProblem[] = [];
  const walk = (id: string, onPath: string[]): void => {
    if (done.has(id)) return;
    const back = onPath.indexOf(id);
    if (back >= 0) {
      const loop = onPath.slice(back);
      const key = [...loop].sort().join(',');
      if (!reported.has(key)) {
        reported.add(key);
        out.push(problem(['spaces', byId.get(id)!, 'next'], `The road loops: ${[...loop, id].join(' → ')}; every road must run on to the gate.`));
      }
      return;
    }
    const i = byId.get(id);
    if (i === undefined) return;
    onPath.push(id);
    // A space leading to itself is "forks".
    for (const n of m.spaces[i]!.next) if (n !== id) walk(n, onPath);
    onPath.pop();
    done.add(id);
  };
  for (const s of m.spaces) walk(s.id, []);
  return out;
}

/** The spaces reached from `from` along the road's ways (names of missing spaces left out). */
function downroad(m: DiceMapShape, from: string): Set<string> {
  const byId = new Map(m.spaces.map((s) => [s.id, s] as const));
  const seen = new Set<string>();
  const stack = byId.has(from) ? [from] : [];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const n of byId.get(id)!.next) if (byId.has(n)) stack.push(n);
  }
  return seen;
}

/** Reachable: every space lies on a road from the spawn (a space no enemy can reach is a stray piece of road). */
function reachable(m: DiceMapShape): MapProblem[] {
  if (!spaceIds(m).has(m.spawn)) return [];
  const seen = downroad(m, m.spawn);
  const out: MapProblem[] = [];
  m.spaces.forEach((s, i) => {
    if (!seen.has(s.id)) out.push(problem(['spaces', i], `No road from the spawn ${m.spawn} reaches ${s.id}.`));
  });
  return out;
}

/** A road to the gate: from the spawn, the road reaches the gate. */
function roadToGate(m: DiceMapShape): MapProblem[] {
  const ids = spaceIds(m);
  if (!ids.has(m.spawn) || !ids.has(m.gate) || m.spawn === m.gate) return [];
  return downroad(m, m.spawn).has(m.gate) ? [] : [problem(['gate'], `No road leads from the spawn ${m.spawn} to the gate ${m.gate}.`)];
}

/**
 * Sites beside the road: a site names each space once, and the spaces it points at and stands beside touch its
 * square (diagonals count), as the board draws them: a hero builds from a space beside it, a tower shoots at the
 * spaces it points at.
 */
function sitesBesideRoad(m: DiceMapShape): MapProblem[] {
  const byId = new Map(m.spaces.map((s) => [s.id, s] as const));
  const out: MapProblem[] = [];
  m.sites.forEach((t, i) => {
    for (const [list, verb] of [
      ['links', 'points at'],
      ['adjacent', 'stands beside'],
    ] as const) {
      if (t[list].length === 0) out.push(problem(['sites', i, list], `Site ${t.id} ${verb} no road space; it needs at least one.`));
      if (new Set(t[list]).size !== t[list].length) out.push(problem(['sites', i, list], `Site ${t.id} ${verb} the same space twice.`));
      t[list].forEach((n, j) => {
        const s = byId.get(n);
        const apart = s ? squares(t, s) : 0;
        if (apart > 1) out.push(problem(['sites', i, list, j], `Site ${t.id} ${verb} ${n}, ${plural(apart, 'square')} away; a site touches the spaces it names.`));
      });
    }
  });
  return out;
}

/** Every check of a Gate Defense map by its name, in the order they are run (tests and the studio name them). */
export const diceMapChecks = { size, names, oneSquareEach, spawnAndGate, links, forks, noLoops, reachable, roadToGate, sitesBesideRoad } as const;

/** Everything wrong with a map, in words at the path of each problem; empty when the rules can play it. */
export function diceMapProblems(map: DiceMapShape): MapProblem[] {
  return Object.values(diceMapChecks).flatMap((check) => check(map));
}
