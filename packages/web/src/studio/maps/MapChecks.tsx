import type { Problem } from '../check.ts';
import type { MapProblemShown } from './types.ts';

/**
 * The map's problems merged for its editor: its own checks first (each with its place), then the studio's problems of
 * this file not already said (a scenario's space across files) and those of the whole variant.
 */
export function mapProblems<P>(own: MapProblemShown<P>[], file: string, studio: Problem[]): MapProblemShown<P>[] {
  const said = new Set(own.map((p) => p.message));
  const more = studio.filter((p) => (p.file === file || p.file === null) && !said.has(p.text) && ![...said].some((m) => p.text.endsWith(m)));
  return [...own, ...more.map((p) => ({ message: p.text, place: null }))];
}

/**
 * The checks beside the map, as they stand after each edit: "every check passes", or each problem in words, a button
 * where it is about a place (it selects that place, drawn in red on the map).
 */
export function MapChecks<P>({ problems, placeWords, onPlace, passText }: { problems: MapProblemShown<P>[]; placeWords(p: P): string; onPlace(p: P): void; passText: string }) {
  return (
    <div className="map-checks" role="status" aria-live="polite">
      {problems.length === 0 ? (
        <p className="map-pass">✓ {passText}</p>
      ) : (
        <>
          <p className="map-fail">{problems.length === 1 ? 'One problem' : `${problems.length} problems`} with this map:</p>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>
                {p.place !== null && (
                  <>
                    <button type="button" className="link" onClick={() => onPlace(p.place!)}>
                      {placeWords(p.place)}
                    </button>
                    {': '}
                  </>
                )}
                {p.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The map files of a game's content (`maps/<id>.json`), with their names, for the editor's "Map" choice. */
export function mapFilesOf(files: Record<string, unknown>): { file: string; name: string }[] {
  return Object.keys(files)
    .filter((f) => f.startsWith('maps/'))
    .map((file) => {
      const data = files[file] as { name?: unknown } | undefined;
      return { file, name: typeof data?.name === 'string' ? data.name : file };
    });
}

/** The "Map" choice above a map editor. */
export function MapPicker({ id, maps, value, onChange }: { id: string; maps: { file: string; name: string }[]; value: string; onChange(file: string): void }) {
  return (
    <p className="map-picker">
      <label htmlFor={id}>Map to draw </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {maps.map((m) => (
          <option key={m.file} value={m.file}>
            {m.name}
          </option>
        ))}
      </select>
    </p>
  );
}

/** What the last edit did, in words, under the checks (read out as it changes). */
export function MapSaid({ said }: { said: string | null }) {
  return said ? (
    <p className="map-said" role="status">
      {said}
    </p>
  ) : null;
}
