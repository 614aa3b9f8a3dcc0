import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { words } from '../app/options.ts';
import { elementName, valueWords } from './diff.ts';
import { getIn, isPlain, same, type Path } from './patch.ts';
import { boundsWords, branchFor, childSchema, freshValue, literals, nullable, optionalIn, type JsonSchema } from './schema.ts';

/** What every field of one content file's form shares. */
export interface FormContext {
  file: string;
  /** Tells this form's ids from another's showing the same file ("safe", "all"). */
  idPrefix: string;
  /** The file as the rulebook has it: a field that differs says what it was. */
  original: unknown;
  readOnly: boolean;
  /** The problems of the check, by the path of the field they are shown on ("towers.0.purchase"). */
  problems: Map<string, string[]>;
  /** A field to bring into view (its folds open): from the problems' summary or the list of changes. */
  reveal: string | null;
  set(path: Path, value: unknown): void;
}

const Ctx = createContext<FormContext | null>(null);
const useForm = (): FormContext => useContext(Ctx)!;

export const pathKey = (path: Path): string => path.join('.');

/** The id of a field's control, for labels, the summary's links and focus. */
export const fieldId = (prefix: string, file: string, path: Path): string => `${prefix}-${file}-${path.join('-')}`.replace(/[^\w-]/g, '_');

const under = (key: string, parent: string): boolean => parent === '' || key === parent || key.startsWith(`${parent}.`);

/** A content file as a form generated from its schema. */
export function SchemaForm({ schema, value, ctx }: { schema: JsonSchema; value: unknown; ctx: FormContext }) {
  return (
    <Ctx.Provider value={ctx}>
      <div className="schema-form">
        <Problems path={[]} />
        <Children schema={schema} value={value} path={[]} depth={0} />
      </div>
    </Ctx.Provider>
  );
}

/** One field by its place, as the "Safe to vary" list shows it: its label in words and the number's control. */
export function SingleField({ schema, value, path, label, ctx, compact = false }: { schema: JsonSchema; value: unknown; path: Path; label: string; ctx: FormContext; compact?: boolean }) {
  return <Ctx.Provider value={ctx}>{compact ? <Leaf schema={schema} value={value} path={path} label={label} compact /> : <Field schema={schema} value={value} path={path} label={label} depth={9} />}</Ctx.Provider>;
}

function Problems({ path }: { path: Path }) {
  const { problems, file, idPrefix } = useForm();
  const list = problems.get(pathKey(path));
  if (!list?.length) return null;
  return (
    <ul className="field-problems" id={`${fieldId(idPrefix, file, path)}-problem`}>
      {list.map((p, i) => (
        <li key={i}>{p}</li>
      ))}
    </ul>
  );
}

/** The label of a field from its key: words for an object's key, a list element's own name or its number. */
function labelOf(parent: unknown, key: string | number, listKey?: string | number): string {
  if (Array.isArray(parent)) {
    const name = elementName(parent[key as number]);
    if (name && !/^\d+$/.test(name)) return name;
    const item = `item ${(key as number) + 1}${name ? ` (${name})` : ''}`;
    return typeof listKey === 'string' ? `${words(listKey)}: ${item}` : item.charAt(0).toUpperCase() + item.slice(1);
  }
  return words(String(key));
}

/** The fields of an object or a list, each with what it may do: move, remove, add. */
function Children({ schema, value, path, depth }: { schema: JsonSchema; value: unknown; path: Path; depth: number }) {
  const { readOnly, set } = useForm();
  const b = branchFor(schema, value);
  if (Array.isArray(value)) {
    const item = childSchema(b, value, value.length);
    const fixed = !!b.prefixItems?.length;
    const canAdd = !readOnly && !fixed && (b.maxItems === undefined || value.length < b.maxItems);
    const canRemove = !readOnly && !fixed && (b.minItems === undefined || value.length > b.minItems);
    const move = (i: number, j: number) => {
      const next = [...value];
      [next[i], next[j]] = [next[j], next[i]];
      set(path, next);
    };
    return (
      <>
        {value.length === 0 && <p className="meta">Empty list.</p>}
        <ol className="list-items">
          {value.map((v, i) => {
            const label = labelOf(value, i, path.at(-1));
            return (
              <li key={i}>
                <Field schema={childSchema(b, value, i)} value={v} path={[...path, i]} label={label} depth={depth + 1} />
                {!readOnly && !fixed && (
                  <span className="item-tools">
                    <button type="button" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move ${label} up`} title="Move up">
                      ↑
                    </button>
                    <button type="button" disabled={i === value.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move ${label} down`} title="Move down">
                      ↓
                    </button>
                    <button type="button" disabled={!canRemove} onClick={() => set(path, value.filter((_, j) => j !== i))} aria-label={`Remove ${label}`} title="Remove">
                      Remove
                    </button>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        {canAdd && (
          <button type="button" className="add" onClick={() => set(path, [...value, freshValue(item, value.at(-1))])}>
            Add to {path.length ? words(String(path.at(-1))).toLowerCase() : 'the list'}
          </button>
        )}
      </>
    );
  }
  if (!isPlain(value)) return null;
  const keys = [...new Set([...Object.keys(b.properties ?? {}), ...Object.keys(value)])];
  const isRecord = !b.properties && typeof b.additionalProperties === 'object';
  return (
    <>
      {keys.map((k) => {
        const present = Object.hasOwn(value, k);
        const optional = isRecord || optionalIn(b, value, k);
        if (!present)
          return readOnly ? null : (
            <p key={k} className="absent">
              <button type="button" className="add" onClick={() => set([...path, k], freshValue(childSchema(b, value, k)))}>
                Add {words(k).toLowerCase()}
              </button>
            </p>
          );
        return (
          <div key={k} className="keyed">
            <Field schema={childSchema(b, value, k)} value={value[k]} path={[...path, k]} label={labelOf(value, k)} depth={depth + 1} />
            {optional && !readOnly && (
              <button type="button" className="remove-key" onClick={() => set([...path, k], undefined)} aria-label={`Remove ${words(k).toLowerCase()}`}>
                Remove
              </button>
            )}
          </div>
        );
      })}
      {isRecord && !readOnly && <AddEntry schema={b} value={value} path={path} />}
    </>
  );
}

/** A record's new entry: its key, then "Add". */
function AddEntry({ schema, value, path }: { schema: JsonSchema; value: Record<string, unknown>; path: Path }) {
  const { set, file, idPrefix } = useForm();
  const [key, setKey] = useState('');
  const id = `${fieldId(idPrefix, file, path)}-new`;
  const taken = Object.hasOwn(value, key.trim());
  return (
    <p className="add-entry">
      <label htmlFor={id}>New entry named</label> <input id={id} value={key} onChange={(e) => setKey(e.target.value)} size={12} />{' '}
      <button
        type="button"
        disabled={!key.trim() || taken}
        onClick={() => {
          set([...path, key.trim()], freshValue(childSchema(schema, value, key.trim()), Object.values(value).at(-1)));
          setKey('');
        }}
      >
        Add
      </button>
      {taken && <span className="meta"> There is one by that name.</span>}
    </p>
  );
}

const isContainer = (v: unknown): boolean => v !== null && typeof v === 'object';
const holdsContainers = (v: unknown): boolean => isContainer(v) && Object.values(v as object).some(isContainer);

/** One field: a group of fields (folded when it holds groups itself) or a value's control. */
function Field({ schema, value, path, label, depth }: { schema: JsonSchema; value: unknown; path: Path; label: string; depth: number }) {
  const { file, idPrefix, problems, reveal, original, readOnly, set } = useForm();
  const key = pathKey(path);
  if (isContainer(value)) {
    const changed = !same(getIn(original, path), value);
    const body = (
      <>
        <Problems path={path} />
        <Children schema={schema} value={value} path={path} depth={depth} />
        {nullable(schema) && !readOnly && (
          <button type="button" onClick={() => set(path, null)}>
            Set {label} to none
          </button>
        )}
      </>
    );
    const count = Array.isArray(value) ? ` (${value.length})` : '';
    if (depth >= 2 && holdsContainers(value)) {
      const forced = (reveal !== null && under(reveal, key)) || [...problems.keys()].some((p) => under(p, key) && p !== '');
      return (
        <Fold summary={<>{label}{count}{changed && <span className="changed-mark"> · changed</span>}</>} forced={forced} id={fieldId(idPrefix, file, path)}>
          {body}
        </Fold>
      );
    }
    return (
      <fieldset className={`group${changed ? ' changed' : ''}`} id={fieldId(idPrefix, file, path)}>
        <legend>
          {label}
          {count}
        </legend>
        {body}
      </fieldset>
    );
  }
  return <Leaf schema={schema} value={value} path={path} label={label} />;
}

/** A fold whose body is drawn only while open (a file holds hundreds of fields); opened by a problem or a link inside. */
export function Fold({ summary, forced, id, children, className }: { summary: ReactNode; forced: boolean; id?: string; children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(forced);
  useEffect(() => {
    if (forced) setOpen(true);
  }, [forced]);
  return (
    <details className={className ?? 'fold'} open={open} onToggle={(e) => setOpen(e.currentTarget.open)} id={id}>
      <summary>{summary}</summary>
      {open && children}
    </details>
  );
}

/** A value's control: a number with its bounds, a choice, a box, words; "none" where the schema allows it. */
function Leaf({ schema, value, path, label, compact = false }: { schema: JsonSchema; value: unknown; path: Path; label: string; compact?: boolean }) {
  const { file, idPrefix, original, problems, readOnly, set } = useForm();
  const id = fieldId(idPrefix, file, path);
  const b = branchFor(schema, value);
  const wrong = problems.get(pathKey(path));
  const before = getIn(original, path);
  const changed = !same(before, value);
  const described = wrong?.length ? `${id}-problem` : undefined;
  const common = { id, disabled: readOnly, 'aria-invalid': wrong?.length ? true : undefined, 'aria-describedby': described } as const;
  const choices = literals(b);
  let control: ReactNode;
  if (value === null) {
    control = (
      <span className="none">
        none{' '}
        {!readOnly && (
          <button type="button" id={id} onClick={() => set(path, freshValue(branchFor(schema, 0), before ?? undefined))}>
            Give {label.toLowerCase()} a value
          </button>
        )}
      </span>
    );
  } else if (choices) {
    control = (
      <select {...common} value={JSON.stringify(value)} onChange={(e) => set(path, JSON.parse(e.target.value))}>
        {(choices.some((c) => same(c, value)) ? choices : [value, ...choices]).map((c) => (
          <option key={JSON.stringify(c)} value={JSON.stringify(c)}>
            {valueWords(c)}
          </option>
        ))}
      </select>
    );
  } else if (typeof value === 'boolean') {
    control = <input {...common} type="checkbox" checked={value} onChange={(e) => set(path, e.target.checked)} />;
  } else if (typeof value === 'number') {
    control = <NumberInput common={common} schema={b} value={value} onChange={(n) => set(path, n)} />;
  } else if (typeof value === 'string') {
    control =
      value.length > 60 ? (
        <textarea {...common} value={value} rows={3} onChange={(e) => set(path, e.target.value)} />
      ) : (
        <input {...common} type="text" value={value} size={Math.min(40, Math.max(8, value.length + 2))} onChange={(e) => set(path, e.target.value)} />
      );
  } else control = <span className="meta">{valueWords(value)}</span>;
  const bounds = typeof value === 'number' ? boundsWords(b) : '';
  // In a table's cell: the label is the row's and the column's, read out but not shown; the bounds as a tooltip.
  if (compact)
    return (
      <div className={`leaf compact${changed ? ' changed' : ''}${wrong?.length ? ' wrong' : ''}`} title={bounds ? `${label}: ${bounds}` : label}>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        {control}
        {changed && before !== undefined && <span className="was"> was {valueWords(before)}</span>}
        <Problems path={path} />
      </div>
    );
  return (
    <div className={`leaf${changed ? ' changed' : ''}${wrong?.length ? ' wrong' : ''}`}>
      <label htmlFor={id} className="leaf-label">
        {label}
      </label>{' '}
      {control}
      {bounds && <span className="bounds"> {bounds}</span>}
      {changed && before !== undefined && <span className="was"> (rulebook: {valueWords(before)})</span>}
      {value !== null && nullable(schema) && !readOnly && (
        <button type="button" className="to-none" onClick={() => set(path, null)} aria-label={`Set ${label.toLowerCase()} to none`}>
          None
        </button>
      )}
      <code className="path">{path.join('.')}</code>
      <Problems path={path} />
    </div>
  );
}

/** A number as typed: a half-typed entry ("-", "") stays in the box and changes nothing until it is a number. */
function NumberInput({ common, schema, value, onChange }: { common: Record<string, unknown>; schema: JsonSchema; value: number; onChange(n: number): void }) {
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((t) => (Number(t) === value && t.trim() !== '' ? t : String(value)));
  }, [value]);
  const integer = schema.type === 'integer';
  return (
    <input
      {...common}
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      step={integer ? 1 : 'any'}
      min={schema.minimum !== undefined && schema.minimum > -1e15 ? schema.minimum : undefined}
      max={schema.maximum !== undefined && schema.maximum < 1e15 ? schema.maximum : undefined}
      value={text}
      className="number"
      onChange={(e) => {
        setText(e.target.value);
        const n = e.target.value.trim() === '' ? NaN : Number(e.target.value);
        if (Number.isFinite(n)) onChange(n);
      }}
    />
  );
}
