import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configFromEnv, SETTING_NAMES } from '../config.ts';

const root = new URL('../../../../', import.meta.url);
const docs = { 'README.md': readFileSync(new URL('README.md', root), 'utf8'), 'docs/operations.md': readFileSync(new URL('docs/operations.md', root), 'utf8') };
const defaults = configFromEnv({}) as Record<string, unknown>;

/** The table rows of a document: setting name → its default cell. */
function rows(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/^\| `([A-Z_]+)` \| ([^|]*) \|/gm)) out.set(m[1], m[2]);
  return out;
}

describe('settings documented (#14 operator: every setting in the README and docs/operations.md)', () => {
  for (const [file, text] of Object.entries(docs)) {
    it(`${file} has a row for every setting of config.ts, with its default`, () => {
      const table = rows(text);
      expect([...table.keys()].sort()).toEqual([...SETTING_NAMES].sort());
      for (const name of SETTING_NAMES) {
        const value = defaults[name];
        // Machine-dependent (BOT_WORKERS), empty and unset defaults are described in words.
        if (name === 'BOT_WORKERS' || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
        expect(table.get(name), name).toContain(`\`${String(value)}\``);
      }
    });
  }
});
