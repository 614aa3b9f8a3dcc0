import { gameList } from '@ramparts/games/list';
import { chartsFor, type LabChart } from '@ramparts/lab/charts';
import type { RunSummary } from '@ramparts/lab/types';
import { useEffect, useMemo, useState, type DragEvent } from 'react';
import { ChartFigure } from './ChartFigure.tsx';
import './lab.css';
import { MEASURES, percent } from '@ramparts/lab/measure-words.ts';
import { fetchRunSummary, readRunSummaryFile } from './source.ts';
import { shippedRuns } from './runs.ts';
import { removeRun, savedRuns, type SavedRun } from './saved.ts';

const KIND_WORDS: Record<string, string> = {
  difficulty: 'difficulty ladder',
  seats: 'seat advantage',
  bots: 'bot tournament',
  sweep: 'content sweep',
  custom: 'custom experiment',
};

/** A run's name without its game's ("Coin Siege: difficulty ladder, …" → "Difficulty ladder, …"), under the game's title. */
const runWords = (name: string, game: string): string => {
  const rest = name.startsWith(`${game}: `) ? name.slice(game.length + 2) : name;
  // A file's name stays as it is written ("rules.json handLimit from 2 to 4").
  return rest.split(' ')[0].includes('.') ? rest : rest.charAt(0).toUpperCase() + rest.slice(1);
};

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The charts of a summary, or why there are none (a lab older or newer than this page). */
function chartsOf(summary: RunSummary): { charts: LabChart[]; problem: string | null } {
  try {
    return { charts: chartsFor(summary), problem: null };
  } catch (e) {
    return { charts: [], problem: `The charts could not be made from this summary: ${messageOf(e)}` };
  }
}

/**
 * The balance lab's results in the browser (`#/lab`, `#/lab?url=/path/summary.json`): a run's summary.json, opened
 * from a file, a drop or a same-origin address, as a table of its cells' measures and the report's charts.
 */
export default function LabPage({ url }: { url: string | null }) {
  const [summary, setSummary] = useState<RunSummary | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = async (name: string, load: () => Promise<RunSummary>) => {
    setBusy(true);
    setProblem(null);
    try {
      setSummary(await load());
      setSource(name);
    } catch (e) {
      setProblem(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (url) void open(url, () => fetchRunSummary(url));
  }, [url]);

  // The tab names the run shown, so several runs open side by side can be told apart.
  useEffect(() => {
    document.title = summary ? `${summary.title} · Balance lab · Ramparts` : 'Balance lab · Ramparts';
    return () => void (document.title = 'Ramparts');
  }, [summary]);

  // A shipped run opened from the list: the page goes to it (the list stays above).
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown) document.getElementById('lab-run')?.scrollIntoView();
  }, [shown]);
  const openShipped = (run: (typeof shippedRuns)[number]) =>
    void open(run.name, run.load).then(() => setShown((n) => n + 1));

  const openFile = (file: File | undefined) => file && void open(file.name, () => readRunSummaryFile(file));
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    openFile(e.dataTransfer.files[0]);
  };

  return (
    <main className="page lab" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
      <h1>Balance lab</h1>
      <p className="lab-studio">
        Change a game’s numbers in the designer’s studio, then try the variant at a table:{' '}
        {gameList.map((g, i) => (
          <span key={g.id}>
            {i > 0 && ' · '}
            <a href={`#/studio/${g.id}`}>{g.title}</a>
          </span>
        ))}
      </p>
      {shippedRuns.length > 0 && (
        <section aria-labelledby="lab-shipped" className="lab-shipped">
          <h2 id="lab-shipped">The project’s runs</h2>
          <p className="meta">Measured with the bots and kept with the rules (docs/lab/runs): one click opens a run.</p>
          {gameList
            .filter((g) => shippedRuns.some((r) => r.game === g.id))
            .map((g) => (
              <div key={g.id} className="lab-shipped-game">
                <h3>{g.title}</h3>
                <ul>
                  {shippedRuns
                    .filter((r) => r.game === g.id)
                    .map((r) => (
                      <li key={r.id}>
                        <button type="button" className="lab-run-link" onClick={() => openShipped(r)} disabled={busy} data-run={r.id}>
                          {runWords(r.name, g.title)}
                        </button>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
        </section>
      )}
      <SavedRuns busy={busy} onOpen={(run) => void open(`your saved run “${run.summary.title}”`, async () => run.summary).then(() => setShown((n) => n + 1))} />
      <section aria-labelledby="lab-open" className="lab-open">
        <h2 id="lab-open">Open a run of your own</h2>
        <p className="meta">
          <code>ramparts lab run</code> (or <code>lab difficulty</code>, <code>seats</code>, <code>bots</code>, <code>sweep</code>) writes a folder; its <code>summary.json</code> holds every cell’s
          measures. Pick it here or drop it anywhere on this page.
        </p>
        <label className="file">
          Open a run summary (summary.json) <input type="file" accept=".json,application/json" onChange={(e) => openFile(e.target.files?.[0])} />
        </label>
        <p role="status" className="meta">
          {busy ? 'Reading…' : source && summary ? `Showing ${source}.` : ''}
        </p>
        {problem && (
          <p className="error" role="alert">
            {problem}
          </p>
        )}
      </section>
      {summary && <RunView key={`${source}:${summary.written}`} summary={summary} />}
    </main>
  );
}

function RunView({ summary }: { summary: RunSummary }) {
  const { charts, problem } = useMemo(() => chartsOf(summary), [summary]);
  const { experiment } = summary;
  const game = gameList.find((g) => g.id === experiment.game)?.title ?? experiment.game;
  return (
    <>
      <section aria-labelledby="lab-run">
        <h2 id="lab-run">{summary.title}</h2>
        <p>
          {game} · {KIND_WORDS[experiment.kind ?? 'custom'] ?? experiment.kind} · {summary.cells.length} {summary.cells.length === 1 ? 'cell' : 'cells'} · seed “{experiment.seed}”
        </p>
        {experiment.name !== summary.title && <p className="meta">{experiment.name}</p>}
        <p className="meta">Written {summary.written}.</p>
      </section>

      <section aria-labelledby="lab-cells">
        <h2 id="lab-cells">Cells</h2>
        <CellsTable summary={summary} />
      </section>

      {summary.ratings && summary.ratings.length > 0 && (
        <section aria-labelledby="lab-ratings">
          <h2 id="lab-ratings">Ratings</h2>
          <RatingsTable summary={summary} />
        </section>
      )}

      <section aria-labelledby="lab-charts">
        <h2 id="lab-charts">Charts</h2>
        {problem && <p className="error">{problem}</p>}
        <div className="lab-charts">
          {charts.map((chart) => (
            <ChartFigure key={chart.id} chart={chart} />
          ))}
        </div>
      </section>

      <section aria-labelledby="lab-words">
        <h2 id="lab-words">What the measures mean</h2>
        <dl className="lab-words">
          {MEASURES.map((m) => (
            <div key={m.id}>
              <dt>{m.words}</dt>
              <dd id={`lab-def-${m.id}`}>{m.definition}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

/** Every cell with its measures; a header's definition is its tooltip and, for screen readers, its description. */
function CellsTable({ summary }: { summary: RunSummary }) {
  return (
    // A wide table scrolls on its own; focusable so the keyboard can scroll it too.
    <div className="lab-table" role="region" aria-labelledby="lab-cells" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">Cell</th>
            {MEASURES.map((m) => (
              <th key={m.id} scope="col" title={m.definition} aria-describedby={`lab-def-${m.id}`}>
                {m.words}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.cells.map(({ cell, measures }) => (
            <tr key={cell.id} className={measures.inBand === false ? 'out-of-band' : undefined}>
              <th scope="row">{cell.label}</th>
              {MEASURES.map((m) => (
                <td key={m.id}>{m.text(measures, summary, cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RatingsTable({ summary }: { summary: RunSummary }) {
  return (
    <div className="lab-table" role="region" aria-labelledby="lab-ratings" tabIndex={0}>
      <table>
        <caption className="meta">Bradley-Terry strengths on an Elo-like scale, with their 95% intervals, over every cell’s games.</caption>
        <thead>
          <tr>
            <th scope="col">Bot</th>
            <th scope="col">Rating</th>
            <th scope="col">95% interval</th>
            <th scope="col">Games</th>
            <th scope="col">Won</th>
          </tr>
        </thead>
        <tbody>
          {summary.ratings!.map((r) => (
            <tr key={r.bot}>
              <th scope="row">{r.bot}</th>
              <td>{Math.round(r.rating)}</td>
              <td>
                {Math.round(r.low)}–{Math.round(r.high)}
              </td>
              <td>{r.games}</td>
              <td>{r.games ? percent(r.wins / r.games) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The runs measured in the studio and saved in this browser: one click opens one, another forgets it. */
function SavedRuns({ busy, onOpen }: { busy: boolean; onOpen: (run: SavedRun) => void }) {
  const [runs, setRuns] = useState(savedRuns);
  if (runs.length === 0) return null;
  return (
    <section aria-labelledby="lab-saved" className="lab-shipped">
      <h2 id="lab-saved">Your saved runs</h2>
      <p className="meta">Measured in the studio and kept in this browser.</p>
      <ul>
        {runs.map((run) => (
          <li key={run.id}>
            <button type="button" className="lab-run-link" onClick={() => onOpen(run)} disabled={busy} data-saved={run.id}>
              {run.summary.experiment.name}
            </button>{' '}
            <span className="meta">{new Date(run.summary.written).toLocaleString()}</span>{' '}
            <button
              type="button"
              className="link"
              aria-label={`Forget ${run.summary.experiment.name}`}
              onClick={() => {
                removeRun(run.id);
                setRuns(savedRuns());
              }}
            >
              Forget
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
