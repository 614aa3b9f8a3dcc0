import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES, generated, generatedPath, iconSet } from '../../../scripts/icons.ts';

// The pictures (#31.5) come from the game-icons collection through scripts/icons.ts, which copies the few each game
// names (its pictures.ts) into its icons.generated.ts: the committed files must be what the script writes now.

describe('game icons', () => {
  const set = iconSet();

  it('every icon a game names exists in the collection', () => {
    for (const [game, names] of Object.entries(GAMES)) for (const n of names) expect(set.icons[n], `${game}: ${n}`).toBeDefined();
  });

  it('each game’s generated icons are up to date with its pictures (run `npm run icons -w @ramparts/web` if not)', () => {
    for (const [game, names] of Object.entries(GAMES)) expect(readFileSync(generatedPath(game), 'utf8'), game).toBe(generated(set, names));
  });

  it('a generated module carries only its game’s icons, with the licence’s credit', () => {
    for (const [game, names] of Object.entries(GAMES)) {
      const text = readFileSync(generatedPath(game), 'utf8');
      expect(text).toContain('game-icons.net, CC BY 3.0');
      expect((text.match(/^ {2}"[a-z0-9-]+": \{/gm) ?? []).length, game).toBe(new Set(names).size);
    }
  });

  it('no two pieces of one game share a picture, so none needs its code as a caption to be told apart', () => {
    for (const [game, names] of Object.entries(GAMES)) expect(new Set(names).size, game).toBe(names.length);
  });
});
