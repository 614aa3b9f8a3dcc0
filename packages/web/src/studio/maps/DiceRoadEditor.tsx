import { DICE_MAP_LIMITS, diceMapProblems } from '@ramparts/games/dice/content/map-checks.ts';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { PALETTE } from '../../games/common/art.tsx';
import * as edit from './dice-edits.ts';
import type { DiceMap, DicePlace } from './dice-edits.ts';
import { shownArea, squareWords } from './grid.ts';
import { useSaid } from './said.ts';
import { MapChecks, MapSaid, mapFilesOf, MapPicker, mapProblems } from './MapChecks.tsx';
import type { MapEditorProps, MapProblemShown } from './types.ts';

/** One square of the drawing; a space is drawn a little smaller than its square, so the road shows between. */
const CELL = 64;
const SPACE = 24;
const SITE = 18;
const PAD = 6;

const at = (p: { x: number; y: number }) => ({ x: PAD + p.x * CELL + CELL / 2, y: PAD + p.y * CELL + CELL / 2 });
const samePlace = (a: DicePlace | null, b: DicePlace | null): boolean => !!a && !!b && a.kind === b.kind && a.id === b.id;
const placeName = (p: DicePlace): string => (p.kind === 'space' ? `Space ${p.id}` : `Site ${p.id}`);

/** Enter or the space bar on a drawn place acts as a click (the places are buttons to a keyboard). */
const onKeys = (act: () => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter' && e.key !== ' ') return;
  e.preventDefault();
  act();
};

/** What a space is, in words: "P3, a crossroads: leads on to N4 and S4". */
function spaceWords(m: DiceMap, s: edit.DiceSpace): string {
  const role = s.id === m.spawn ? ', the spawn' : s.id === m.gate ? ', the gate' : s.next.length > 1 ? ', a crossroads' : '';
  const on = s.next.length ? `leads on to ${s.next.join(' and ')}` : s.id === m.gate ? 'the road ends here' : 'leads nowhere yet';
  return `${s.id}${role}: ${on}`;
}

/**
 * The Gate Defense road editor (issue #32): the map drawn as the board draws it (one square a place, the road's
 * arrows, the sites' dashed pointers), a click to select a space or a site, and the selected place's edits as
 * buttons: a space or a site on a free square around it, links, spawn, gate, delete. Each edit sets the map file
 * through the studio (undo, the diff and the checks), and the map's checks are listed beside it as it is drawn.
 */
export function DiceRoadEditor({ files, problems, readOnly, set }: MapEditorProps) {
  const maps = mapFilesOf(files);
  const [file, setFile] = useState(maps[0]?.file ?? '');
  const [selected, setSelected] = useState<DicePlace | null>(null);
  const [becomes, setBecomes] = useState<'space' | 'site'>('space');
  const [linking, setLinking] = useState(false);
  const ids = useId();
  const map = files[file] as DiceMap | undefined;
  const [said, say, unsay] = useSaid(map);
  if (!map) return null;

  // A place undone away (undo, another map) is no longer selected.
  const current = selected && (selected.kind === 'space' ? edit.spaceOf(map, selected.id) : edit.siteOf(map, selected.id)) ? selected : null;
  const space = current?.kind === 'space' ? edit.spaceOf(map, current.id)! : null;
  const site = current?.kind === 'site' ? edit.siteOf(map, current.id)! : null;

  const own: MapProblemShown<DicePlace>[] = diceMapProblems(map).map((p) => ({ message: p.message, place: edit.placeOfProblem(map, p.path) }));
  const shown = mapProblems(own, file, problems);
  const wrong = (p: DicePlace) => own.some((q) => samePlace(q.place, p));

  const apply = (next: DiceMap, words: string, select?: DicePlace) => {
    if (readOnly || next === map) return;
    set(file, next);
    say(words, next);
    if (select) setSelected(select);
  };

  const addOn = (x: number, y: number) => {
    if (!current) return;
    const from = current.kind === 'space' ? current.id : null;
    if (becomes === 'space' && from) {
      const r = edit.addSpace(map, from, x, y);
      const fork = (space?.next.length ?? 0) > 0;
      apply(r.map, `Added the road space ${r.id} at ${squareWords({ x, y })}; ${from} now leads to it${fork ? ` too: the road forks at ${from}` : ''}. Link ${r.id} on towards the gate.`, { kind: 'space', id: r.id });
    } else if (becomes === 'site' && from) {
      const r = edit.addSite(map, from, x, y);
      apply(r.map, `Added the tower site ${r.id} at ${squareWords({ x, y })}, beside ${from} and pointing at it.`, { kind: 'site', id: r.id });
    }
  };

  const clickPlace = (p: DicePlace) => {
    if (linking && space && p.kind === 'space' && p.id !== space.id) {
      setLinking(false);
      if (edit.leadsTo(map, space.id, p.id)) apply(edit.unlink(map, space.id, p.id), `${space.id} no longer leads to ${p.id}.`);
      else apply(edit.link(map, space.id, p.id), `${space.id} now leads to ${p.id}.`);
      return;
    }
    setLinking(false);
    setSelected(samePlace(current, p) ? null : p);
  };

  const free = current ? edit.freeAround(map, (space ?? site)!) : [];
  const area = shownArea([...map.spaces, ...map.sites], DICE_MAP_LIMITS);
  const width = (area.x1 - area.x0 + 1) * CELL + 2 * PAD;
  const height = (area.y1 - area.y0 + 1) * CELL + 2 * PAD;

  const squares: ReactNode[] = [];
  for (let y = area.y0; y <= area.y1; y++)
    for (let x = area.x0; x <= area.x1; x++) {
      if (edit.placeAt(map, x, y)) continue;
      const offered = !!space && !readOnly;
      squares.push(
        <rect
          key={`${x},${y}`}
          className={offered ? 'free-square offered' : 'free-square'}
          x={PAD + x * CELL + 2}
          y={PAD + y * CELL + 2}
          width={CELL - 4}
          height={CELL - 4}
          rx={6}
          onClick={offered ? () => addOn(x, y) : undefined}
        >
          <title>{offered ? `Put a ${becomes === 'space' ? 'road space' : 'tower site'} here (${squareWords({ x, y })})` : squareWords({ x, y })}</title>
        </rect>,
      );
    }

  const road = map.spaces.flatMap((s) =>
    s.next.flatMap((n) => {
      const to = edit.spaceOf(map, n);
      if (!to) return [];
      const a = at(s);
      const b = at(to);
      const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
      return [
        <g key={`${s.id}-${n}`} pointerEvents="none">
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={PALETTE.roadEdge} strokeWidth={17} strokeLinecap="round" />
          <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={PALETTE.road} strokeWidth={14} strokeLinecap="round" />
          <path d="M-4 -5 L4 0 L-4 5 z" fill={PALETTE.goldDark} transform={`translate(${(a.x + b.x) / 2} ${(a.y + b.y) / 2}) rotate(${angle})`} />
        </g>,
      ];
    }),
  );

  const pointers = map.sites.flatMap((t) =>
    t.links.flatMap((l) => {
      const to = edit.spaceOf(map, l);
      if (!to) return [];
      const a = at(t);
      const b = at(to);
      return [<line key={`${t.id}-${l}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#6b7280" strokeWidth={1.4} strokeDasharray="4 3" pointerEvents="none" />];
    }),
  );

  const places = [
    ...map.spaces.map((s) => {
      const p: DicePlace = { kind: 'space', id: s.id };
      const { x, y } = at(s);
      const on = samePlace(current, p);
      const bad = wrong(p);
      const tag = s.id === map.gate ? 'gate' : s.id === map.spawn ? 'spawn' : s.next.length > 1 ? 'fork' : '';
      // The words it shows (its id and tag) come first in its name, as the board says them.
      const label = `${s.id}${tag ? ` ${tag}` : ''}, road space ${spaceWords(map, s)}${bad ? '; it has a problem' : ''}${linking && space && s.id !== space.id ? (edit.leadsTo(map, space.id, s.id) ? `. Click to unlink it from ${space.id}` : `. Click to link ${space.id} to it`) : ''}`;
      return (
        <g key={`space:${s.id}`} data-space={s.id} role="button" tabIndex={0} aria-label={label} aria-pressed={on} className="map-place" onClick={() => clickPlace(p)} onKeyDown={onKeys(() => clickPlace(p))}>
          <rect x={x - SPACE} y={y - SPACE} width={2 * SPACE} height={2 * SPACE} rx={7} fill={s.id === map.gate ? '#d6d3d1' : PALETTE.road} stroke={bad ? '#dc2626' : on ? PALETTE.pick : s.id === map.spawn ? PALETTE.danger : PALETTE.roadEdge} strokeWidth={bad || on ? 4 : 2} strokeDasharray={s.id === map.spawn && !on && !bad ? '5 3' : undefined} />
          <text x={x} y={y + (tag ? -2 : 4)} textAnchor="middle" fontSize="12" fontWeight="bold" fill={PALETTE.ink}>
            {s.id}
          </text>
          {tag && (
            <text x={x} y={y + 12} textAnchor="middle" fontSize="9" fill={tag === 'spawn' ? PALETTE.danger : PALETTE.ink}>
              {` ${tag}`}
            </text>
          )}
        </g>
      );
    }),
    ...map.sites.map((t) => {
      const p: DicePlace = { kind: 'site', id: t.id };
      const { x, y } = at(t);
      const on = samePlace(current, p);
      const bad = wrong(p);
      const label = `Tower site ${t.id}: points at ${t.links.join(' and ') || 'no space'}, beside ${t.adjacent.join(' and ') || 'no space'}${bad ? '; it has a problem' : ''}`;
      return (
        <g key={`site:${t.id}`} data-site={t.id} role="button" tabIndex={0} aria-label={label} aria-pressed={on} className="map-place" onClick={() => clickPlace(p)} onKeyDown={onKeys(() => clickPlace(p))}>
          <rect x={x - SITE} y={y - SITE} width={2 * SITE} height={2 * SITE} rx={4} fill="#e7e5e4" stroke={bad ? '#dc2626' : on ? PALETTE.pick : '#78716c'} strokeWidth={bad || on ? 4 : 1.5} />
          <text x={x} y={y + 4} textAnchor="middle" fontSize="11" fill={PALETTE.ink}>
            {t.id}
          </text>
        </g>
      );
    }),
  ];

  return (
    <section className="map-editor dice-road-editor" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`}>The road</h2>
      <p className="meta">
        Click a space or a tower site to select it (or Tab to it and press Enter); its changes are the buttons under the map. A free square around the selected space can become a new road space led to from it (a fork when it already leads on) or a tower site beside it.
      </p>
      <MapPicker id={`${ids}-map`} maps={maps} value={file} onChange={(f) => (setFile(f), setSelected(null), setLinking(false), unsay())} />
      <p className="meta">{playedOn(files, String(map.id ?? ''))}</p>
      <div className="map-layout">
        <svg className="map-drawing" viewBox={`${area.x0 * CELL} ${area.y0 * CELL} ${width} ${height}`} role="group" aria-label={`${String(map.name ?? 'The map')}: the road from the spawn ${map.spawn} to the gate ${map.gate}`}>
          {squares}
          {road}
          {pointers}
          {places}
        </svg>
        <div className="map-side">
          <MapChecks problems={shown} placeWords={placeName} onPlace={(p) => (setSelected(p), setLinking(false))} passText="Every check passes: enemies have a road from the spawn to the gate, and every site stands beside the road." />
          <MapSaid said={said} />
        </div>
      </div>
      {!current && <p className="meta">Nothing selected.</p>}
      {space && (
        <SpaceActions
          map={map}
          space={space}
          readOnly={readOnly}
          free={free}
          becomes={becomes}
          setBecomes={setBecomes}
          linking={linking}
          setLinking={setLinking}
          idPrefix={ids}
          apply={apply}
          addOn={addOn}
          deselect={() => setSelected(null)}
        />
      )}
      {site && <SiteActions map={map} site={site} readOnly={readOnly} apply={apply} deselect={() => setSelected(null)} />}
    </section>
  );
}

type Apply = (next: DiceMap, words: string, select?: DicePlace) => void;

function SpaceActions({
  map,
  space,
  readOnly,
  free,
  becomes,
  setBecomes,
  linking,
  setLinking,
  idPrefix,
  apply,
  addOn,
  deselect,
}: {
  map: DiceMap;
  space: edit.DiceSpace;
  readOnly: boolean;
  free: ReturnType<typeof edit.freeAround>;
  becomes: 'space' | 'site';
  setBecomes(b: 'space' | 'site'): void;
  linking: boolean;
  setLinking(on: boolean): void;
  idPrefix: string;
  apply: Apply;
  addOn(x: number, y: number): void;
  deselect(): void;
}) {
  const others = edit.linkChoices(map, space.id);
  const [linkTo, setLinkTo] = useState('');
  const target = others.some((s) => s.id === linkTo) ? linkTo : (others[0]?.id ?? '');
  const fixed = space.id === map.spawn ? 'the spawn' : space.id === map.gate ? 'the gate' : null;
  return (
    <fieldset className="map-actions" disabled={readOnly}>
      <legend>Selected: space {spaceWords(map, space)}</legend>
      <p>
        <strong>Leads on to:</strong>{' '}
        {space.next.length === 0
          ? 'nothing. '
          : space.next.map((n) => (
              <span key={n} className="map-link">
                {n}{' '}
                <button type="button" onClick={() => apply(edit.unlink(map, space.id, n), `${space.id} no longer leads to ${n}.`)}>
                  Unlink {n}
                </button>{' '}
              </span>
            ))}
      </p>
      {others.length > 0 && (
        <p>
          <label htmlFor={`${idPrefix}-link`}>Lead on to </label>
          <select id={`${idPrefix}-link`} value={target} onChange={(e) => setLinkTo(e.target.value)}>
            {others.map((s) => (
              <option key={s.id} value={s.id}>
                {s.id} ({s.squares === 1 ? 'next to it' : `${s.squares} squares away`})
              </option>
            ))}
          </select>{' '}
          <button type="button" disabled={!target} onClick={() => apply(edit.link(map, space.id, target), `${space.id} now leads to ${target}.`)}>
            Link {space.id} to {target}
          </button>{' '}
          <button type="button" aria-pressed={linking} onClick={() => setLinking(!linking)}>
            {linking ? 'Stop linking' : 'Link or unlink by clicking a space on the map'}
          </button>
        </p>
      )}
      <div className="map-add">
        <span id={`${idPrefix}-becomes`}>A free square around {space.id} becomes:</span>{' '}
        <label>
          <input type="radio" name={`${idPrefix}-becomes`} checked={becomes === 'space'} onChange={() => setBecomes('space')} /> a road space led to from {space.id}
        </label>{' '}
        <label>
          <input type="radio" name={`${idPrefix}-becomes`} checked={becomes === 'site'} onChange={() => setBecomes('site')} /> a tower site beside {space.id}
        </label>
        <p role="group" aria-labelledby={`${idPrefix}-becomes`}>
          {free.length === 0
            ? 'Every square around it is taken.'
            : free.map((f) => (
                <button key={f.way} type="button" onClick={() => addOn(f.x, f.y)}>
                  {becomes === 'space' ? 'Add a space' : 'Add a site'} {f.way} ({squareWords(f)})
                </button>
              ))}
        </p>
      </div>
      <p>
        <button type="button" disabled={space.id === map.spawn} onClick={() => apply(edit.setSpawn(map, space.id), `Enemies now arrive at ${space.id}, the new spawn (it was ${map.spawn}).`)}>
          Make {space.id} the spawn
        </button>{' '}
        <button type="button" disabled={space.id === map.gate} onClick={() => apply(edit.setGate(map, space.id), `The gate now stands on ${space.id} (it was on ${map.gate}).`)}>
          Make {space.id} the gate
        </button>{' '}
        <button
          type="button"
          disabled={!!fixed}
          onClick={() => {
            apply(edit.deleteSpace(map, space.id), `Deleted the space ${space.id}, its links and the sites’ pointers to it.`);
            deselect();
          }}
        >
          Delete {space.id}
        </button>
        {fixed && <span className="meta"> ({space.id} is {fixed}: make another space {fixed} before deleting it.)</span>}
      </p>
    </fieldset>
  );
}

function SiteActions({ map, site, readOnly, apply, deselect }: { map: DiceMap; site: edit.DiceSite; readOnly: boolean; apply: Apply; deselect(): void }) {
  const near = edit.spacesAround(map, site);
  const named = (list: 'links' | 'adjacent') => [...new Set([...near.map((s) => s.id), ...site[list]])];
  const lists = [
    ['links', 'Points at (a tower here shoots there)', 'points at'],
    ['adjacent', 'Stands beside (a hero there builds here)', 'stands beside'],
  ] as const;
  return (
    <fieldset className="map-actions" disabled={readOnly}>
      <legend>Selected: tower site {site.id}</legend>
      {lists.map(([list, legend, verb]) => (
        <fieldset key={list} className="map-site-list">
          <legend>{legend}</legend>
          {named(list).map((id) => (
            <label key={id}>
              <input
                type="checkbox"
                checked={site[list].includes(id)}
                onChange={() => apply(edit.toggleSiteSpace(map, site.id, list, id), `Site ${site.id} ${site[list].includes(id) ? `no longer ${verb}` : `now ${verb}`} ${id}.`)}
              />{' '}
              {id}
            </label>
          ))}
        </fieldset>
      ))}
      <p>
        <button
          type="button"
          onClick={() => {
            apply(edit.removeSite(map, site.id), `Removed the tower site ${site.id}.`);
            deselect();
          }}
        >
          Remove site {site.id}
        </button>
      </p>
    </fieldset>
  );
}

/** Which scenarios play on the map, so its road is found again under Try it. */
function playedOn(files: MapEditorProps['files'], id: string): string {
  const scenarios = ((files['scenarios.json'] as { scenarios?: { name: string; map: string }[] } | undefined)?.scenarios ?? []).filter((s) => s.map === id).map((s) => s.name);
  if (scenarios.length === 0) return 'No scenario plays on this map by itself: under Try it, choose it as the map.';
  const names = scenarios.length === 1 ? scenarios[0]! : `${scenarios.slice(0, -1).join(', ')} and ${scenarios.at(-1)!}`;
  return `${names} ${scenarios.length === 1 ? 'plays' : 'play'} on this map: Try it with ${scenarios.length === 1 ? 'it' : 'one of them'}, or choose this map there.`;
}
