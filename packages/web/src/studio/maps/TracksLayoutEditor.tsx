import { capital } from '@ramparts/games/common/words.ts';
import { CAMPAIGN_SPACES } from '@ramparts/games/tracks/campaign/index.ts';
import { campaignFieldProblem } from '@ramparts/games/tracks/campaign/index.ts';
import { tracksLayoutProblems } from '@ramparts/games/tracks/content/layout-checks.ts';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import * as edit from './tracks-edits.ts';
import type { TracksLayouts } from './tracks-edits.ts';
import { MapChecks, MapSaid, mapProblems } from './MapChecks.tsx';
import { useSaid } from './said.ts';
import type { MapEditorProps, MapProblemShown } from './types.ts';

const FILE = 'layouts.json';
const CELL = 40;
const PAD = 4;
/** A campaign page's Playing Field keeps to this many spaces (2.A). */

type Cell = { row: number; col: number };
/** What a click on a space does. */
type Tool = 'toggle' | 'piece' | 'select';

const fillOf = (t: string) => (t === edit.FREE ? '#ecfccb' : t === edit.OBSTACLE ? '#57534e' : t.startsWith('A') ? '#bfdbfe' : t.startsWith('B') ? '#fed7aa' : '#fecaca');
const cellWords = (c: Cell) => `row ${c.row + 1}, space ${c.col + 1}`;

/**
 * The Tracks & Waves layout editor (issue #32): the Playing Field as a grid of its spaces, a click sets a space to
 * free ground or an obstacle, or lays a track piece there (the next piece is offered after each); the selected
 * space's changes, and the field's size, are buttons. The layout's checks and the campaign's 120-space limit are
 * shown beside it as it is drawn.
 */
export function TracksLayoutEditor({ files, problems, readOnly, set }: MapEditorProps) {
  const data = files[FILE] as TracksLayouts | undefined;
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<Cell | null>(null);
  const [tool, setTool] = useState<Tool>('toggle');
  const [piece, setPiece] = useState('A01');
  const ids = useId();
  const svg = useRef<SVGSVGElement>(null);
  const layout = data?.layouts[index];
  const [said, say, unsay] = useSaid(layout);
  if (!data || !layout) return null;

  const cells = edit.cellsOf(layout);
  const rows = cells.length;
  const cols = cells[0]?.length ?? 0;
  const current = selected && cells[selected.row]?.[selected.col] !== undefined ? selected : null;
  const token = current ? cells[current.row]![current.col]! : null;

  const own: MapProblemShown<Cell>[] = tracksLayoutProblems(layout).map((p) => ({ message: p.message, place: edit.cellOfProblem(p.path) }));
  const shown = mapProblems(own, FILE, problems);
  const bad = new Set(own.flatMap((p) => (p.place ? [`${p.place.row},${p.place.col}`] : [])));
  const spaces = edit.spaceCount(layout);
  const pages = ((files['campaign/content.json'] as { pages?: { id: string; layout: string }[] } | undefined)?.pages ?? []).filter((p) => p.layout === layout.id);
  const overCampaign = campaignFieldProblem(layout.rows);

  const apply = (next: edit.TracksLayout, words: string) => {
    if (readOnly || next === layout) return;
    set(FILE, edit.withLayout(data, index, next));
    say(words, next);
  };
  const setTo = (c: Cell, t: string) => apply(edit.setCell(layout, c.row, c.col, t), `${capital(cellWords(c))} is now ${edit.tokenWords(t)} (it was ${edit.tokenWords(cells[c.row]![c.col]!)}).`);
  const lay = (c: Cell, p: string) => {
    const r = edit.placePiece(layout, c.row, c.col, p);
    apply(r.layout, `Laid ${p} on ${cellWords(c)}${r.from ? ` (moved from ${cellWords(r.from)}, now free ground)` : ''}.`);
    setPiece(edit.nextPiece(p));
  };
  const clickCell = (c: Cell) => {
    setSelected(c);
    const t = cells[c.row]![c.col]!;
    if (tool === 'toggle') {
      if (t === edit.FREE || t === edit.OBSTACLE) setTo(c, t === edit.FREE ? edit.OBSTACLE : edit.FREE);
      else say(`${t} is a track piece: make it free ground or an obstacle with the buttons below.`, layout);
    } else if (tool === 'piece') lay(c, piece);
  };

  // The grid is one stop of the Tab key: the arrow keys move between its spaces, Enter acts on one.
  const focusCell = (c: Cell) => {
    setSelected(c);
    // At once, not on the next frame: a key pressed right after (Enter) must reach the space the arrow moved to.
    svg.current?.querySelector<SVGGElement>(`[data-cell="${c.row},${c.col}"]`)?.focus();
  };
  const onKey = (c: Cell) => (e: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const m = moves[e.key];
    if (m) {
      e.preventDefault();
      focusCell({ row: Math.min(rows - 1, Math.max(0, c.row + m[0])), col: Math.min(cols - 1, Math.max(0, c.col + m[1])) });
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      clickCell(c);
    }
  };
  const stop = current ?? { row: 0, col: 0 };

  const grid = cells.flatMap((row, i) =>
    row.map((t, j) => {
      const c = { row: i, col: j };
      const x = PAD + j * CELL;
      const y = PAD + i * CELL;
      const on = current?.row === i && current.col === j;
      const wrong = bad.has(`${i},${j}`);
      const piece = t !== edit.FREE && t !== edit.OBSTACLE;
      return (
        <g
          key={`${i},${j}`}
          data-cell={`${i},${j}`}
          data-token={t}
          role="button"
          tabIndex={stop.row === i && stop.col === j ? 0 : -1}
          aria-label={`${piece ? `${t}: ` : ''}${capital(cellWords(c))}, ${edit.tokenWords(t)}${wrong ? '; it has a problem' : ''}`}
          aria-pressed={on}
          className="map-place"
          onClick={() => clickCell(c)}
          onKeyDown={onKey(c)}
        >
          <rect x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} rx={4} fill={fillOf(t)} stroke={wrong ? '#dc2626' : on ? '#2563eb' : '#d6d3d1'} strokeWidth={wrong || on ? 3 : 1} />
          {piece && (
            <text x={x + CELL / 2} y={y + CELL / 2 + 4} textAnchor="middle" fontSize="11" fill="#1c1917">
              {t}
            </text>
          )}
        </g>
      );
    }),
  );

  return (
    <section className="map-editor tracks-layout-editor" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`}>The Playing Field</h2>
      <p className="meta">Click a space (or Tab to the field, move with the arrow keys and press Enter) to change it as the choice below says. Tracks A and B each run from 01 to 25; waves step through their pieces by number.</p>
      <p className="map-picker">
        <label htmlFor={`${ids}-layout`}>Layout to draw </label>
        <select id={`${ids}-layout`} value={index} onChange={(e) => (setIndex(Number(e.target.value)), setSelected(null), unsay())}>
          {data.layouts.map((l, i) => (
            <option key={i} value={i}>
              {String(l.name ?? l.id ?? `Layout ${i + 1}`)}
            </option>
          ))}
        </select>
      </p>
      <fieldset className="map-tools" disabled={readOnly}>
        <legend>A click on a space</legend>
        <label>
          <input type="radio" name={`${ids}-tool`} checked={tool === 'toggle'} onChange={() => setTool('toggle')} /> turns free ground into an obstacle and back
        </label>
        <label>
          <input type="radio" name={`${ids}-tool`} checked={tool === 'piece'} onChange={() => setTool('piece')} /> lays the track piece
        </label>{' '}
        <label>
          <span className="visually-hidden">Track piece to lay</span>
          <select value={piece} onChange={(e) => (setPiece(e.target.value), setTool('piece'))}>
            {edit.PIECES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="radio" name={`${ids}-tool`} checked={tool === 'select'} onChange={() => setTool('select')} /> only selects it
        </label>
      </fieldset>
      <div className="map-layout">
        <svg ref={svg} className="map-drawing" viewBox={`0 0 ${cols * CELL + 2 * PAD} ${rows * CELL + 2 * PAD}`} role="group" aria-label={`${String(layout.name ?? 'The field')}: ${rows} rows of ${cols} spaces`}>
          {grid}
        </svg>
        <div className="map-side">
          <MapChecks problems={shown} placeWords={(c) => capital(cellWords(c))} onPlace={focusCell} passText="Every check passes: both tracks run unbroken from 01 to 25." />
          <p className={overCampaign && pages.length ? 'map-fail' : 'meta'}>
            {spaces} spaces ({rows} rows of {cols}).{' '}
            {pages.length
              ? overCampaign
                ? `Too many for the campaign: campaign pages ${pages.map((p) => p.id).join(', ')} play on this layout, and a campaign Playing Field has at most ${CAMPAIGN_SPACES} spaces.`
                : `Campaign pages ${pages.map((p) => p.id).join(', ')} play on this layout: it keeps to ${CAMPAIGN_SPACES} spaces at most.`
              : overCampaign
                ? `More than ${CAMPAIGN_SPACES}: fine for a Sandbox game, but no campaign page may play on it.`
                : `A campaign page may play on it (${CAMPAIGN_SPACES} spaces at most).`}
          </p>
          <MapSaid said={said} />
        </div>
      </div>
      <fieldset className="map-actions" disabled={readOnly}>
        <legend>{current && token ? `Selected: ${cellWords(current)}, ${edit.tokenWords(token)}` : 'No space selected'}</legend>
        {current && token && (
          <p>
            <button type="button" disabled={token === edit.FREE} onClick={() => setTo(current, edit.FREE)}>
              Make it free ground
            </button>
            <button type="button" disabled={token === edit.OBSTACLE} onClick={() => setTo(current, edit.OBSTACLE)}>
              Make it an obstacle
            </button>
            <button type="button" disabled={token === piece} onClick={() => lay(current, piece)}>
              Lay {piece} here
            </button>
          </p>
        )}
        <p>
          <strong>Size:</strong> <button type="button" onClick={() => apply(edit.addRow(layout), `Added row ${rows + 1}, free ground.`)}>Add a row at the bottom</button>
          <button type="button" disabled={rows <= 1} onClick={() => apply(edit.removeRow(layout), `Took row ${rows} away.`)}>
            Remove the bottom row
          </button>
          <button type="button" onClick={() => apply(edit.addColumn(layout), `Added a space of free ground at the end of every row.`)}>
            Add a column on the right
          </button>
          <button type="button" disabled={cols <= 1} onClick={() => apply(edit.removeColumn(layout), `Took the last space of every row away.`)}>
            Remove the right column
          </button>
        </p>
      </fieldset>
    </section>
  );
}

