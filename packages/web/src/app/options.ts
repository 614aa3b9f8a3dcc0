import type { AnyGame } from '@ramparts/engine';
import { z } from 'zod';

/** One field of the new-game form, generated from the game's zod options. */
export type OptionField =
  | { key: string; kind: 'enum'; label: string; values: string[]; default?: string; optional: boolean; help?: string }
  | { key: string; kind: 'boolean'; label: string; default?: boolean; help?: string }
  | { key: string; kind: 'number'; label: string; min?: number; max?: number; integer: boolean; default?: number; optional: boolean; help?: string }
  | { key: string; kind: 'text'; label: string; optional: boolean; help?: string; default?: string };

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** "startingCredits" → "Starting credits". */
export function words(key: string): string {
  const w = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/**
 * The form fields of a game's options: enums become a choice, booleans a box, numbers a field with their bounds;
 * a union with a plain choice (a layout by name, or one of your own) offers the plain choice. Anything else
 * (a custom deck …) is left to the "more options as JSON" box.
 */
export function optionFields(game: AnyGame): { fields: OptionField[]; skipped: string[] } {
  let schema: JsonSchema;
  try {
    schema = z.toJSONSchema(game.options, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return { fields: [], skipped: [] };
  }
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
