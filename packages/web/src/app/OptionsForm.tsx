import type { AnyGame } from '@ramparts/engine';
import { useMemo, useState } from 'react';
import { optionFields, parseGameOptions, TEXT_CHOICES, words, type OptionField } from './options.ts';

/** The options part of a form (the new-game form's, a group's Sandbox session's): its state and the options it makes. */
export interface OptionsForm {
  fields: OptionField[];
  /** Options with no field of their own, given as JSON ("More options"). */
  skipped: string[];
  values: Record<string, unknown>;
  setValue(key: string, value: unknown): void;
  extra: string;
  setExtra(text: string): void;
  extraError: string | null;
  /** The options as typed (with the fixed ones), and as the game parses them. */
  raw: Record<string, unknown>;
  parsed: ReturnType<typeof parseGameOptions>;
}

/**
 * The state of a game's option fields, generated from its zod options. `fixed` options are set by the caller (not
 * offered, and refused in the JSON box with `fixedWhy`); `omit` hides options that must stay unset.
 */
export function useOptionsForm(game: AnyGame | undefined, opts: { fixed?: Record<string, unknown>; omit?: string[]; fixedWhy?: string } = {}): OptionsForm {
  const { fixed = {}, omit = [], fixedWhy } = opts;
  const hidden = [...Object.keys(fixed), ...omit].join(',');
  const all = useMemo(() => (game ? optionFields(game) : { fields: [], skipped: [] }), [game]);
  const { fields, skipped } = useMemo(() => {
    const not = new Set(hidden.split(','));
    return { fields: all.fields.filter((f) => !not.has(f.key)), skipped: all.skipped.filter((k) => !not.has(k)) };
  }, [all, hidden]);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [extra, setExtra] = useState('');
  let extraValue: Record<string, unknown> = {};
  let extraError: string | null = null;
  if (extra.trim()) {
    try {
      const v: unknown = JSON.parse(extra);
      if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error('not an object');
      extraValue = v as Record<string, unknown>;
    } catch {
      extraError = 'More options must be a JSON object, e.g. {"lives": 10}.';
    }
    const refused = Object.keys(extraValue).filter((k) => k in fixed || omit.includes(k));
    if (!extraError && refused.length) extraError = `${refused.map(words).join(', ')}: not an option here${fixedWhy ? ` (${fixedWhy})` : ''}.`;
  }
  const shown = Object.fromEntries(Object.entries(values).filter(([k]) => fields.some((f) => f.key === k)));
  const raw = { ...shown, ...extraValue, ...fixed };
  const parsed = game ? parseGameOptions(game, raw) : ({ ok: false, message: 'no such game' } as const);
  return { fields, skipped, values, setValue: (key, v) => setValues((old) => ({ ...old, [key]: v })), extra, setExtra, extraError, raw, parsed };
}

/** The option fields of a form, "More options" as JSON, and what is wrong with them. */
export function OptionsFieldset({ form, game, legend = 'Options' }: { form: OptionsForm; game: string; legend?: string }) {
  const { fields, skipped, values, extra, extraError, parsed } = form;
  return (
    <fieldset>
      <legend>{legend}</legend>
      {fields.length === 0 && <p className="meta">This game has no options to choose.</p>}
      {fields.map((f) => (
        <Field key={f.key} field={f} game={game} value={values[f.key]} onChange={(v) => form.setValue(f.key, v)} />
      ))}
      {skipped.length > 0 && (
        <details>
          <summary>More options ({skipped.map(words).join(', ')}) as JSON</summary>
          <textarea rows={4} value={extra} onChange={(e) => form.setExtra(e.target.value)} placeholder='{"deck": {…}}' aria-label="More options as JSON" />
        </details>
      )}
      {extraError && <p className="error">{extraError}</p>}
      {!parsed.ok && <p className="error">{parsed.message}</p>}
    </fieldset>
  );
}

function Field({ field: f, game, value, onChange }: { field: OptionField; game: string; value: unknown; onChange(v: unknown): void }) {
  const id = `opt-${f.key}`;
  switch (f.kind) {
    case 'enum':
      return (
        <p>
          <label htmlFor={id}>{f.label}</label>{' '}
          <select id={id} value={(value as string | undefined) ?? f.default ?? ''} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}>
            {f.optional && <option value="">(default)</option>}
            {f.values.map((v) => (
              <option key={v} value={v}>
                {words(v)}
              </option>
            ))}
          </select>
        </p>
      );
    case 'boolean':
      return (
        <p>
          <label className="check">
            <input id={id} type="checkbox" checked={(value as boolean | undefined) ?? f.default ?? false} onChange={(e) => onChange(e.target.checked)} /> {f.label}
          </label>
        </p>
      );
    case 'number':
      return (
        <p>
          <label htmlFor={id}>{f.label}</label>{' '}
          <input
            id={id}
            type="number"
            min={f.min}
            max={f.max}
            step={f.integer ? 1 : 'any'}
            placeholder={f.default !== undefined ? String(f.default) : 'default'}
            value={value === undefined ? '' : String(value)}
            onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          />
          {f.min !== undefined && f.max !== undefined && (
            <span className="meta">
              {' '}
              {f.min}–{f.max}
            </span>
          )}
        </p>
      );
    case 'text': {
      const choices = TEXT_CHOICES[game]?.[f.key];
      return (
        <p>
          <label htmlFor={id}>{f.label}</label>{' '}
          {choices ? (
            <select id={id} value={(value as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}>
              <option value="">(default)</option>
              {choices.map((c) => (
                <option key={c} value={c}>
                  {words(c)}
                </option>
              ))}
            </select>
          ) : (
            <input id={id} type="text" placeholder={f.default ?? '(default)'} value={(value as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} />
          )}
        </p>
      );
    }
  }
}
