import { capital } from '@ramparts/games/common/words.ts';
import { words } from '../app/options.ts';
import { fileWords, placeWords } from './diff.ts';
import { getIn, type Path } from './patch.ts';
import { safeGroups } from './safe.ts';
import { pathKey, SingleField, type FormContext } from './SchemaForm.tsx';
import { schemaAt, type JsonSchema } from './schema.ts';


/** A table row's name without the table's own ("difficulty easy" in the Difficulty table reads "Easy"). */
function rowWords(file: unknown, at: Path): string {
  const whole = placeWords(file, at);
  const table = placeWords(file, at.slice(0, -1));
  return capital(at.length > 1 && whole.startsWith(`${table} `) ? whole.slice(table.length + 1) : whole);
}

/**
 * The numbers the game's README lists as safe to vary, first on the page: a table per list of things (a row per
 * tower, a column per price), the single numbers as a list.
 */
export function SafeNumbers({ game, files, schemas, ctx }: { game: string; files: Record<string, unknown>; schemas: Record<string, JsonSchema>; ctx(file: string): FormContext }) {
  const groups = safeGroups(game, files);
  if (groups.length === 0) return null;
  const field = (file: string, path: Path, compact: boolean) => (
    <SingleField key={pathKey(path)} schema={schemaAt(schemas[file]!, files[file], path)} value={getIn(files[file], path)} path={path} label={capital(placeWords(files[file], path))} ctx={ctx(file)} compact={compact} />
  );
  return (
    <section className="safe" aria-labelledby="studio-safe">
      <h2 id="studio-safe">Numbers safe to vary</h2>
      <p className="meta">The numbers the rules read afresh every turn: change them freely. Everything else is under “All content”.</p>
      {groups.map((g, i) =>
        g.kind === 'list' ? (
          <fieldset key={i} className="safe-file">
            <legend>{fileWords(g.file)}</legend>
            {g.fields.map((p) => field(g.file, p, false))}
          </fieldset>
        ) : (
          <table key={i} className="safe-table">
            <caption>{capital(placeWords(files[g.file], g.rows[0]?.at.slice(0, -1) ?? [])) || fileWords(g.file)}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Name</span>
                </th>
                {g.columns.map((c) => (
                  <th key={c} scope="col">
                    {words(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {g.rows.map((r) => (
                <tr key={pathKey(r.at)}>
                  <th scope="row">{rowWords(files[g.file], r.at)}</th>
                  {g.columns.map((c) => (
                    <td key={c}>{r.cells[c] ? field(g.file, r.cells[c], true) : null}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ),
      )}
    </section>
  );
}
