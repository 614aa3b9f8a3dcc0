import type { AnyGame, Figure } from '@ramparts/engine';

/**
 * What a co-operative game's records are kept by (#29): the scenario or map and difficulty a team played (the record's
 * key, in words), and the game's own measure of how well a team did, more being better. Read from the options and the
 * game's public `figures` of the final position, so nothing here reaches into a game's state.
 */
interface CoopRecipe {
  scenario(options: Record<string, unknown>): string;
  /** The measure's words, as "12 gate health left". */
  measure: string;
  of(figures: Figure[]): number;
}

const first = (figures: Figure[], id: string): number => figures.find((f) => f.id === id)?.values[0] ?? 0;
const sum = (figures: Figure[], id: string): number => (figures.find((f) => f.id === id)?.values ?? []).reduce((a, b) => a + b, 0);
const text = (v: unknown, fallback: string): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : fallback);

const RECIPES: Record<string, CoopRecipe> = {
  dice: {
    scenario: (o) => `Scenario ${text(o.scenario, '1')}${o.map ? `, map ${text(o.map, '')}` : ''}, ${text(o.difficulty, 'rulebook')}`,
    measure: 'gate health left',
    of: (f) => first(f, 'gate-health'),
  },
  crystal: {
    scenario: (o) => `Map ${text(o.map, '')}, ${text(o.difficulty, 'rulebook')}`,
    // The crystal has no health (one hit loses it): the heroes' health left says how close it was.
    measure: 'heroes’ health left',
    of: (f) => sum(f, 'hero-health'),
  },
  tracks: {
    scenario: (o) => (o.mode === 'campaign' ? `Campaign page ${text(o.page, '?')}, tier ${text(o.tier, '1')}` : `Co-operative sandbox, level ${text(o.level, '1')}`),
    measure: 'lives left',
    of: (f) => first(f, 'lives'),
  },
};

/** The games that keep co-operative records. */
export const COOP_GAMES = Object.keys(RECIPES);

/** A finished co-operative position's record key and measure, or null when the game keeps no records. */
export function coopResultOf(game: AnyGame, options: unknown, finalState: unknown): { scenario: string; measure: number } | null {
  const recipe = RECIPES[game.id];
  if (!recipe) return null;
  const read = (typeof options === 'object' && options !== null ? options : {}) as Record<string, unknown>;
  return { scenario: recipe.scenario(read).slice(0, 128), measure: recipe.of(game.figures?.(finalState) ?? []) };
}

/** The measure's words for a game ("lives left"), or null. */
export function measureWords(game: string): string | null {
  return RECIPES[game]?.measure ?? null;
}
