import { isPlain, type Path } from './patch.ts';

/*
 * The numbers each game's README lists as safe to vary (its "Lab" section: the lab's content axes), shown first in
 * the studio. A pattern is a file and a path inside it, `*` standing for any key or list element; only numbers
 * are offered from it. Everything else stays editable under "All content".
 */
export const SAFE: Record<string, { file: string; path: string }[]> = {
  dice: [
    { file: 'towers.json', path: 'towers.*.purchase' },
    { file: 'towers.json', path: 'towers.*.upgrade' },
    { file: 'minions.json', path: 'minions.*.damage' },
    { file: 'minions.json', path: 'minions.*.movement' },
    { file: 'minions.json', path: 'minions.*.health' },
    { file: 'minions.json', path: 'minions.*.reward' },
    { file: 'heroes.json', path: 'heroes.*.movement' },
    { file: 'heroes.json', path: 'heroes.*.health' },
    { file: 'heroes.json', path: 'heroes.*.attackDice' },
    { file: 'rules.json', path: 'difficulty.*.*' },
    { file: 'scenarios.json', path: 'scenarios.*.gold' },
  ],
  coins: [
    { file: 'rules.json', path: '*' },
    { file: 'solo.json', path: '*.*.*' },
    { file: 'crusade.json', path: 'march' },
    { file: 'crusade.json', path: 'castleLossFromTurn' },
    { file: 'crusade.json', path: 'castleLoss' },
    { file: 'coins.json', path: 'perValue' },
  ],
  cards: [
    { file: 'rules.json', path: '*' },
    { file: 'deck.json', path: 'ranks.*.tower' },
    { file: 'deck.json', path: 'ranks.*.attack' },
    { file: 'deck.json', path: 'joker.rank' },
  ],
  crystal: [
    { file: 'rules.json', path: 'startingMana' },
    { file: 'rules.json', path: 'actionsPerPhase' },
    { file: 'rules.json', path: 'heroSight' },
    { file: 'rules.json', path: 'towerSight' },
    { file: 'defenses.json', path: 'defenses.*.cost' },
    { file: 'defenses.json', path: 'defenses.*.health' },
    { file: 'defenses.json', path: 'defenses.*.attack' },
    { file: 'defenses.json', path: 'defenses.*.range' },
    { file: 'heroes.json', path: 'kits.*.health' },
    { file: 'heroes.json', path: 'kits.*.attack' },
    { file: 'heroes.json', path: 'kits.*.speed' },
    { file: 'enemies.json', path: 'enemies.*.health' },
    { file: 'enemies.json', path: 'enemies.*.attack' },
    { file: 'enemies.json', path: 'enemies.*.speed' },
    { file: 'enemies.json', path: 'enemies.*.bounty' },
  ],
  tracks: [
    { file: 'towers.json', path: 'towers.*.build' },
    { file: 'towers.json', path: 'towers.*.upgrade' },
    { file: 'towers.json', path: 'towers.*.sell' },
    { file: 'rules.json', path: '*' },
    { file: 'rules.json', path: 'killBonus.*' },
    { file: 'modes.json', path: 'levels.*.lives' },
    { file: 'modes.json', path: 'levels.*.startingCredits' },
    { file: 'modes.json', path: 'levels.*.income' },
  ],
};

/** The numbers a pattern names in a file, as paths (list elements as numbers). */
export function expandPattern(data: unknown, pattern: string): Path[] {
  const out: Path[] = [];
  const walk = (v: unknown, rest: string[], at: Path) => {
    if (rest.length === 0) {
      if (typeof v === 'number') out.push(at);
      return;
    }
    const [k, ...more] = rest as [string, ...string[]];
    if (Array.isArray(v)) {
      if (k === '*') v.forEach((x, i) => walk(x, more, [...at, i]));
      else if (/^\d+$/.test(k) && Number(k) < v.length) walk(v[Number(k)], more, [...at, Number(k)]);
    } else if (isPlain(v)) {
      if (k === '*') for (const [key, x] of Object.entries(v)) walk(x, more, [...at, key]);
      else if (Object.hasOwn(v, k)) walk(v[k], more, [...at, k]);
    }
  };
  walk(data, pattern.split('.'), []);
  return out;
}

/** Every safe number of the game's content, file by file, in the README's order. */
export function safeFields(game: string, files: Record<string, unknown>): { file: string; path: Path }[] {
  return (SAFE[game] ?? []).flatMap(({ file, path }) => (Object.hasOwn(files, file) ? expandPattern(files[file], path).map((p) => ({ file, path: p })) : []));
}

/**
 * The safe numbers of a file as the studio lays them out: the numbers of a pattern through a list or a map
 * ("towers.*.purchase", "towers.*.upgrade") as a table, a row per element and a column per number; the others
 * ("startingMana") as a list.
 */
export type SafeGroup =
  | { file: string; kind: 'table'; columns: string[]; rows: { at: Path; cells: Record<string, Path> }[] }
  | { file: string; kind: 'list'; fields: Path[] };

export function safeGroups(game: string, files: Record<string, unknown>): SafeGroup[] {
  const out: SafeGroup[] = [];
  const tables = new Map<string, Extract<SafeGroup, { kind: 'table' }>>();
  for (const { file, path } of SAFE[game] ?? []) {
    if (!Object.hasOwn(files, file)) continue;
    const parts = path.split('.');
    const stem = parts.slice(0, -1);
    const found = expandPattern(files[file], path);
    if (!stem.includes('*')) {
      const last = out.at(-1);
      if (last?.kind === 'list' && last.file === file) last.fields.push(...found);
      else out.push({ file, kind: 'list', fields: found });
      continue;
    }
    const key = `${file}|${stem.join('.')}`;
    let table = tables.get(key);
    if (!table) {
      table = { file, kind: 'table', columns: [], rows: [] };
      tables.set(key, table);
      out.push(table);
    }
    for (const p of found) {
      const column = String(p.at(-1));
      const at = p.slice(0, -1);
      if (!table.columns.includes(column)) table.columns.push(column);
      let row = table.rows.find((r) => r.at.join('.') === at.join('.'));
      if (!row) table.rows.push((row = { at, cells: {} }));
      row.cells[column] = p;
    }
  }
  return out;
}
