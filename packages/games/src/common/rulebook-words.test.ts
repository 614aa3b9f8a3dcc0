import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Match } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { games } from '../index.ts';
import { gameList } from '../list.ts';

// Player-facing words speak of "the rulebook", never of "the seed" (our name for a rules document, issue #27). The
// random seed (`--seed`) is no word of these texts, so any "seed" here is the document.
const SOURCE_WORD = /\bseed(?:'s|s)?\b/i;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every .json file of the games' content and campaigns; goldens and records are recordings, not words. */
function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'golden' || e.name === 'node_modules' ? [] : contentFiles(path);
    return e.name.endsWith('.json') ? [path] : [];
  });
}

/** Every string in a JSON value, with where it is. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

const saying = (texts: [string, string][]) => texts.filter(([, text]) => SOURCE_WORD.test(text)).map(([at, text]) => `${at}: ${text}`);

describe('player-facing words speak of the rulebook, not of the seed (issue #27)', () => {
  it('the test finds the word it looks for', () => {
    expect(saying([['x', "The seed's first scenario."]])).toHaveLength(1);
    expect(saying([['x', "The rulebook's first scenario."]])).toEqual([]);
  });

  it('no content or campaign text (stories, descriptions, card texts, page rules) says "seed"', () => {
    const files = contentFiles(root);
    expect(files.length).toBeGreaterThan(5);
    const found = files.flatMap((file) => saying(strings(JSON.parse(readFileSync(file, 'utf8')), relative(root, file))));
    expect(found).toEqual([]);
  });

  it('no game pitch, step or mode, term, board, log line or move in words says "seed"', () => {
    const texts: [string, string][] = gameList.map((g) => [`${g.id} pitch`, g.pitch]);
    for (const game of games) {
      // The lab's and the new-game form's names of steps and modes.
      texts.push(...[...(game.difficultySteps ?? []), ...(game.versusModes ?? [])].map((x): [string, string] => [`${game.id} step or mode`, x.label]));
      const match = Match.create(game, { players: game.playerCounts(game.options.parse({})).min, options: {}, seed: 'words' });
      // A few moves in, so the board and the terms show a game under way.
      for (let i = 0; i < 12 && !match.outcome(); i++) {
        const seat = match.actors()[0];
        const moves = match.legalMoves(seat);
        texts.push(...moves.map((m): [string, string] => [`${game.id} move`, game.describeMove(match.state, seat, m)]));
        match.play(seat, moves[0]);
      }
      texts.push(...match.log(0).map((line): [string, string] => [`${game.id} log`, line]));
      const view = match.view(0);
      texts.push([`${game.id} board`, game.renderText(view, 0)], ...(game.terms?.(view) ?? []).map((t): [string, string] => [`${game.id} term ${t.name}`, t.text]));
    }
    expect(saying(texts)).toEqual([]);
  });
});
