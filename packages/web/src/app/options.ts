import type { AnyGame } from '@ramparts/engine';
import { z } from 'zod';

/** One field of the new-game form, generated from the game's zod options. */
export type OptionField =
  | { key: string; kind: 'enum'; label: string; values: string[]; default?: string; optional: boolean; help?: string }
  | { key: string; kind: 'boolean'; label: string; default?: boolean; help?: string }
  | { key: string; kind: 'number'; label: string; min?: number; max?: number; integer: boolean; default?: number; optional: boolean; help?: string }
  | { key: string; kind: 'text'; label: string; optional: boolean; help?: string; default?: string };

/** The parts of a JSON Schema (zod's export, draft 2020-12) the generated forms read: options here, content in the studio. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** "startingCredits" → "Starting credits". */
export function words(key: string): string {
  const w = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** A zod schema as JSON Schema, for generated forms (what JSON Schema cannot say, such as a refinement, is left open). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/**
 * The form fields of a game's options: enums become a choice, booleans a box, numbers a field with their bounds;
 * a union with a plain choice (a layout by name, or one of your own) offers the plain choice. Anything else
 * (a custom deck …) is left to the "more options as JSON" box.
 */
export function optionFields(game: AnyGame): { fields: OptionField[]; skipped: string[] } {
  const schema = jsonSchemaOf(game.options);
  const fields: OptionField[] = [];
  const skipped: string[] = [];
  const required = new Set(schema.required ?? []);
  for (const [key, raw] of Object.entries(schema.properties ?? {})) {
    const prop = raw.anyOf?.find((p) => p.type === 'string' || p.enum) ?? raw;
    const optional = !required.has(key) && raw.default === undefined;
    const label = words(key);
    const help = raw.description ?? prop.description;
    if (prop.const !== undefined || (prop.enum && prop.enum.length === 1)) continue;
    if (prop.enum && prop.enum.every((v) => typeof v === 'string')) {
      fields.push({ key, kind: 'enum', label, values: prop.enum as string[], default: raw.default as string | undefined, optional, help });
    } else if (prop.type === 'boolean') {
      fields.push({ key, kind: 'boolean', label, default: raw.default as boolean | undefined, help });
    } else if (prop.type === 'integer' || prop.type === 'number') {
      fields.push({ key, kind: 'number', label, min: prop.minimum, max: prop.maximum, integer: prop.type === 'integer', default: raw.default as number | undefined, optional, help });
    } else if (prop.type === 'string') {
      fields.push({ key, kind: 'text', label, optional, help, default: raw.default as string | undefined });
    } else skipped.push(key);
  }
  return { fields, skipped };
}

/** How a game's option reads on the new-game form: a player's words for its name, what it means, and its values. */
export interface OptionWords {
  label?: string;
  help?: string;
  /** Words for an enum's (or a text choice's) values. */
  values?: Record<string, string>;
  /** A number offered as a choice instead of a box; `undefined` is "left out" (the game picks). */
  choices?: { value: number | undefined; text: string }[];
  /** The words for leaving an optional choice to the game ("The scenario's own map"). */
  usual?: string;
  /** A technical setting, shown under the "Advanced" fold. */
  advanced?: boolean;
  /**
   * Offered only when another option has one of these values (as chosen, else its default): elsewhere the game
   * ignores it (coins' difficulty outside the solo modes), so the form neither shows nor sends it.
   */
  onlyWhen?: { key: string; values: string[] };
}

/**
 * Each game's options in players' words, where the zod descriptions are missing or written for programmers. Keys
 * not here keep their own `.describe()` and a label made from their name.
 */
export const OPTION_WORDS: Record<string, Record<string, OptionWords>> = {
  coins: {
    mode: {
      help: 'A duel between an Attacker and a Defender, a solo siege against the rules themselves, or a Crusade of up to four.',
      values: { duel: 'Duel: Attacker against Defender', 'solo-defender': 'Solo: you defend the castle', 'solo-attacker': 'Solo: you attack the castle', crusade: 'Crusade: up to four players' },
    },
    difficulty: { help: 'How strong the side the rules play is in a solo game.', values: { easy: 'Easy', normal: 'Normal', heroic: 'Heroic (hard)' }, onlyWhen: { key: 'mode', values: ['solo-defender', 'solo-attacker'] } },
    garrisonTosses: {
      label: 'Defender’s tosses per turn',
      values: { three: 'Three (the printed rules)', unlimited: 'No limit, until a critical or a stop' },
    },
    soloChoice: {
      label: 'Who decides in a solo attack',
      values: { yours: 'You: inflict the damage or toss again', fixed: 'A fixed rule decides for you' },
      advanced: true,
      onlyWhen: { key: 'mode', values: ['solo-attacker'] },
    },
  },
  cards: {
    decks: {
      label: 'Decks of cards',
      help: 'More players need more cards in the draw pile: two decks from five players on.',
      choices: [
        { value: undefined, text: 'Picked for the number of players (one deck for 2–4, two for 5–8)' },
        { value: 1, text: 'One deck (2 to 4 players)' },
        { value: 2, text: 'Two decks (5 to 8 players)' },
      ],
    },
    jokers: { label: 'Play with the jokers', help: 'Adds the two jokers to each deck: wild cards that stand for any suit.' },
    endStalls: {
      label: 'Every game ends',
      help: 'Our rule: when too many cards are taken from the discard pile while towers wait to be built, everyone still building must build, as when the draw pile runs out. Off: only the printed rule (the draw pile running out).',
      advanced: true,
    },
  },
  tracks: {
    mode: {
      help: 'Defend the tracks together with free settings, play a page of the campaign, or race each other in Versus.',
      values: { 'cooperative-sandbox': 'Together: a free practice game', campaign: 'A campaign page (a set mission)', versus: 'Versus: each for their own score' },
    },
    page: { label: 'Campaign page', help: 'Only for a campaign page, e.g. L1M1 (level 1, mission 1); the page sets the tracks, waves and lives.', advanced: true },
    level: {
      label: 'Level',
      help: 'The campaign level whose set-up and rules the game starts from: level 1 is the first game, 2 and 3 bring in the later levels’ rules.',
      choices: [
        { value: 1, text: 'Level 1: Meadow, 6 waves, 10 lives' },
        { value: 2, text: 'Level 2: River, 8 stronger waves, 8 lives' },
        { value: 3, text: 'Level 3: Fortress, 10 fierce waves, 6 lives' },
      ],
    },
    layout: { help: 'The shape of the two tracks the waves walk along.', usual: 'The level’s own tracks', values: { meadow: 'Meadow: two hairpins, room to build', river: 'River: the tracks wind down either bank', fortress: 'Fortress: the tracks ring a keep, little room' } },
    difficulty: { label: 'Waves and their strength', help: 'One strength from 1 (mild) to 4 (fierce) per wave, e.g. 1/1/2/2 is four waves; left empty, the level’s own.' },
    lives: { label: 'Lives', help: 'What the team can lose to enemies that get through before the game is lost (the level sets it when left empty).' },
    startingCredits: { label: 'Starting credits', help: 'Credits to buy towers with on the first turn.' },
    income: { label: 'Credits each turn', help: 'New credits revealed at the start of every turn (4 unless a page says otherwise).', advanced: true },
    maxDiscardedTrack: { label: 'Track you may lose', help: 'How many track tiles the team may lose before the game is lost.', advanced: true },
  },
  dice: {
    scenario: {
      label: 'Scenario',
      help: 'The story you play: each brings its own enemies, map and special rules.',
      values: { '1': '1: The first siege', '2': '2: Hold the Fords', '3': '3: The Dwarves’ Betrayal', '4': '4: Morgu’s Crossing' },
    },
    map: { label: 'Map', help: 'Left at the scenario’s own map unless you want another road.', usual: 'The scenario’s own map', values: { meadow: 'Meadow Road', fords: 'Twin Fords', gorge: 'Narrow Gorge', crossing: 'Three Roads' } },
    difficulty: {
      help: 'How many enemies each card brings, and the gold and gate you start with. “As the rulebook prints it” changes nothing.',
      values: { rulebook: 'As the rulebook prints it', easy: 'Easy', normal: 'Normal', hard: 'Hard' },
    },
  },
  crystal: {
    map: { help: 'Where the crystal stands and where the enemies come in.', values: { keep: 'The Old Keep', crossroads: 'Crossroads', 'twin-gates': 'Twin Gates' } },
    difficulty: {
      help: 'How many enemies come and how tough they are. “As the rulebook prints it” changes nothing, on any map.',
      values: { rulebook: 'As the rulebook prints it', easy: 'Easy', normal: 'Normal', hard: 'Hard' },
    },
    waves: { label: 'Waves', help: 'How many waves of enemies attack; you win when the crystal survives the last one.' },
  },
};

/** The words for one option of a game (empty when the table has none). */
export const optionWords = (game: string, key: string): OptionWords => OPTION_WORDS[game]?.[key] ?? {};

/** The fields that matter with the values chosen so far: one whose `onlyWhen` does not hold is left out (#31.9). */
export function fieldsInEffect(game: string, fields: OptionField[], values: Record<string, unknown>): OptionField[] {
  const valueOf = (key: string) => values[key] ?? fields.find((f) => f.key === key)?.default;
  return fields.filter((f) => {
    const when = optionWords(game, f.key).onlyWhen;
    return !when || when.values.includes(String(valueOf(when.key)));
  });
}

/** Known values for text fields whose schema only checks them (a layout's name …), from the game's words. */
export const TEXT_CHOICES: Record<string, Record<string, string[]>> = {
  tracks: { layout: ['meadow', 'river', 'fortress'] },
};

/** The options as the game parses them, or the first problem in words. */
export function parseGameOptions(game: AnyGame, raw: unknown): { ok: true; options: unknown } | { ok: false; message: string } {
  const r = game.options.safeParse(raw);
  if (r.success) return { ok: true, options: r.data };
  const issue = r.error.issues[0];
  return { ok: false, message: `${issue?.path.length ? `${words(String(issue.path.join('.')))}: ` : ''}${issue?.message ?? 'not allowed'}` };
}
