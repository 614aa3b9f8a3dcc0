import type { AnyGame } from '@ramparts/engine';
import { useMemo, useState } from 'react';
import { fieldsInEffect, optionFields, optionWords, parseGameOptions, TEXT_CHOICES, words, type OptionField } from './options.ts';

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
export function useOptionsForm(game: AnyGame | undefined, opts: { fixed?: Record<string, unknown>; omit?: string[]; fixedWhy?: string; initial?: Record<string, unknown> } = {}): OptionsForm {
  const { fixed = {}, omit = [], fixedWhy, initial } = opts;
  const hidden = [...Object.keys(fixed), ...omit].join(',');
  const all = useMemo(() => (game ? optionFields(game) : { fields: [], skipped: [] }), [game]);
  const { fields: offered, skipped } = useMemo(() => {
    const not = new Set(hidden.split(','));
    return { fields: all.fields.filter((f) => !not.has(f.key)), skipped: all.skipped.filter((k) => !not.has(k)) };
  }, [all, hidden]);
  // `initial`: the options a form opens with ("Play again" after an online match), else each field's default.
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...initial }));
  // An option the game ignores with the others chosen (a duel's difficulty) is neither shown nor sent.
  const fields = game ? fieldsInEffect(game.id, offered, { ...values, ...fixed }) : offered;
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

/** The option fields of a form in players' words; technical ones and "More options" as JSON under an "Advanced" fold. */
export function OptionsFieldset({ form, game, legend = 'Options' }: { form: OptionsForm; game: string; legend?: string }) {
  const { fields, skipped, values, extra, extraError, parsed } = form;
  const plain = fields.filter((f) => !optionWords(game, f.key).advanced);
  const advanced = fields.filter((f) => optionWords(game, f.key).advanced);
  const field = (f: OptionField) => <Field key={f.key} field={f} game={game} value={values[f.key]} onChange={(v) => form.setValue(f.key, v)} />;
  return (
    <fieldset>
      <legend>{legend}</legend>
      {fields.length === 0 && skipped.length === 0 && <p className="meta">This game has no options to choose.</p>}
      {plain.map(field)}
      {(advanced.length > 0 || skipped.length > 0) && (
        <details className="advanced">
          <summary>Advanced settings</summary>
          {advanced.map(field)}
          {skipped.length > 0 && (
            <p>
              <label htmlFor="opt-json">More options as JSON ({skipped.map(words).join(', ')})</label>
              <span className="option-help" id="opt-json-help">
                For settings with no field of their own, e.g. {'{"lives": 10}'}; the rules page and the game’s README say what each means.
              </span>
              <textarea id="opt-json" rows={4} value={extra} onChange={(e) => form.setExtra(e.target.value)} placeholder='{"deck": {…}}' aria-describedby="opt-json-help" />
            </p>
          )}
        </details>
      )}
      {extraError && <p className="error">{extraError}</p>}
      {!parsed.ok && <p className="error">{parsed.message}</p>}
    </fieldset>
  );
}

/** What an option means, under its field (and read with it by screen readers). */
function Help({ id, text }: { id: string; text?: string }) {
  return text ? (
    <span className="option-help" id={id}>
      {text}
    </span>
  ) : null;
}

function Field({ field: f, game, value, onChange }: { field: OptionField; game: string; value: unknown; onChange(v: unknown): void }) {
  const id = `opt-${f.key}`;
  const w = optionWords(game, f.key);
  const label = w.label ?? f.label;
  const help = w.help ?? f.help;
  const helpId = help ? `${id}-help` : undefined;
  const say = (v: string) => w.values?.[v] ?? words(v);
  switch (f.kind) {
    case 'enum':
      return (
        <p>
          <label htmlFor={id}>{label}</label>{' '}
          <select id={id} aria-describedby={helpId} value={(value as string | undefined) ?? f.default ?? ''} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}>
            {f.optional && <option value="">{w.usual ?? 'Usual'}</option>}
            {f.values.map((v) => (
              <option key={v} value={v}>
                {say(v)}
              </option>
            ))}
          </select>
          <Help id={`${id}-help`} text={help} />
        </p>
      );
    case 'boolean':
      return (
        <p>
          <label className="check">
            <input id={id} type="checkbox" aria-describedby={helpId} checked={(value as boolean | undefined) ?? f.default ?? false} onChange={(e) => onChange(e.target.checked)} /> {label}
          </label>
          <Help id={`${id}-help`} text={help} />
        </p>
      );
    case 'number':
      if (w.choices) {
        const current = value === undefined ? (f.default ?? '') : String(value);
        return (
          <p>
            <label htmlFor={id}>{label}</label>{' '}
            <select id={id} aria-describedby={helpId} value={String(current)} onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}>
              {w.choices.map((c) => (
                <option key={String(c.value)} value={c.value === undefined ? '' : String(c.value)}>
                  {c.text}
                </option>
              ))}
            </select>
            <Help id={`${id}-help`} text={help} />
          </p>
        );
      }
      return (
        <p>
          <label htmlFor={id}>{label}</label>{' '}
          <input
            id={id}
            type="number"
            aria-describedby={helpId}
            min={f.min}
            max={f.max}
            step={f.integer ? 1 : 'any'}
            placeholder={f.default !== undefined ? String(f.default) : 'usual'}
            value={value === undefined ? '' : String(value)}
            onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          />
          {f.min !== undefined && f.max !== undefined && (
            <span className="meta">
              {' '}
              {f.min}–{f.max}
            </span>
          )}
          <Help id={`${id}-help`} text={help ?? (f.optional ? 'Left empty, the game picks the usual value.' : undefined)} />
        </p>
      );
    case 'text': {
      const choices = TEXT_CHOICES[game]?.[f.key];
      return (
        <p>
          <label htmlFor={id}>{label}</label>{' '}
          {choices ? (
            <select id={id} aria-describedby={helpId} value={(value as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}>
              <option value="">{w.usual ?? 'Usual'}</option>
              {choices.map((c) => (
                <option key={c} value={c}>
                  {say(c)}
                </option>
              ))}
            </select>
          ) : (
            <input id={id} type="text" aria-describedby={helpId} placeholder={f.default ?? 'usual'} value={(value as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} />
          )}
          <Help id={`${id}-help`} text={help} />
        </p>
      );
    }
  }
}
