import { botLevels, LEVEL_WORDS, variantSlug, type AnyGame, type Variant } from '@ramparts/engine';
import { chartsFor } from '@ramparts/lab/charts';
import { percent } from '@ramparts/lab/measure-words.ts';
import type { ReadyKind } from '@ramparts/lab/ready/index.ts';
import type { RunSummary } from '@ramparts/lab/types';
import { useEffect, useMemo, useRef, useState } from 'react';
import { downloadBlob } from '../../app/download.ts';
import { ChartFigure } from '../ChartFigure.tsx';
import { saveRun } from '../saved.ts';
import { bandAnswer } from '@ramparts/lab/ready/sweep.ts';
import { measure, measureKinds, planExperiment, sweepPaths } from './measure.ts';
import { workerExecutor } from './worker-executor.ts';
import { measureOnServer, serverMeasures } from './server-measure.ts';
import '../lab.css';
import './measure.css';

const KIND_WORDS: Record<ReadyKind, string> = {
  difficulty: 'Difficulty ladder: the team’s win rate at each step, against its design band',
  seats: 'Seats: each seat’s share of the wins, the same bot everywhere',
  bots: 'Bots: the game’s bots against each other',
  sweep: 'Sweep one number: which value puts a step in its band?',
};

/** Redraws the charts at most this often while a run goes (each chunk gives a new summary). */
const REDRAW_MS = 1500;

/**
 * The studio's Measure: the original and the variant side by side, on the same seeds, played by bots on Web
 * Workers; the table and the charts grow as chunks finish; a run can be stopped, saved for the Lab page or downloaded.
 */
export function Measure({ game, variant }: { game: AnyGame; variant: Variant }) {
  const kinds = useMemo(() => measureKinds(game), [game]);
  const levels = useMemo(() => botLevels(game), [game]);
  const [kind, setKind] = useState<ReadyKind>(kinds[0]!);
  const [games, setGames] = useState(4);
  const [bots, setBots] = useState(levels.some((l) => l.level === 'normal') ? 'normal' : '');
  const paths = useMemo(() => sweepPaths(game), [game]);
  const steps = game.difficultySteps ?? [];
  const [number, setNumber] = useState(paths[0] ?? '');
  const [range, setRange] = useState({ from: 1, to: 5, by: 1 });
  const [step, setStep] = useState(steps.find((s) => s.band === 'normal')?.id ?? '');
  const [answers, setAnswers] = useState<string[]>([]);
  const [summary, setSummary] = useState<RunSummary | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [running, setRunning] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);
  // With a lab queue on the server, bigger runs go there (the same experiment, the same numbers).
  const [onServer, setOnServer] = useState(false);
  useEffect(() => void serverMeasures().then(setOnServer), []);

  const planned = useMemo(() => {
    try {
      const vary = `${number}=${range.from}..${range.to}:${range.by}`;
      return { ...planExperiment(game, { kind, games, bots, vary, step }), problem: null };
    } catch (e) {
      return { experiment: null, command: '', problem: e instanceof Error ? e.message : String(e) };
    }
  }, [game, kind, games, bots, number, range, step]);

  const start = async (server = false) => {
    if (!planned.experiment) return;
    const controller = new AbortController();
    stop.current = controller;
    const executor = workerExecutor();
    setRunning(true);
    setProblem(null);
    setSaid(null);
    setSummary(null);
    setAnswers([]);
    let last = 0;
    let latest: RunSummary | null = null;
    const redraw = () => {
      if (latest) setSummary(latest);
      last = Date.now();
    };
    try {
      const final = await (server ? measureOnServer : measure)(game, variant, planned.experiment, executor, {
        signal: controller.signal,
        onProgress: (done, total) => setProgress({ done, total }),
        onSummary: (s) => {
          latest = s;
          if (Date.now() - last > REDRAW_MS) redraw();
        },
      });
      latest = final.summary;
      redraw();
      const answered = [
        ['The original', bandAnswer(final.original)],
        [`“${variant.name}”`, final.variant && bandAnswer(final.variant)],
      ] as const;
      setAnswers(answered.filter(([, a]) => a).map(([who, a]) => `${who}: ${a}`));
      setSaid(controller.signal.aborted ? 'Stopped: the table and charts show the games played so far.' : 'Measured. Save the run to open it on the Lab page later.');
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      await executor.close();
      setRunning(false);
      stop.current = null;
    }
  };

  const save = () => {
    if (!summary) return;
    try {
      saveRun(summary);
      setSaid('Saved in this browser: the Lab page lists it under “Your saved runs”.');
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  };
  const download = () => {
    if (!summary) return;
    downloadBlob(new Blob([JSON.stringify(summary, null, 2)], { type: 'application/json' }), `${game.id}-${variantSlug(variant.name)}-${kind}-summary.json`);
  };

  const charts = useMemo(() => {
    if (!summary) return [];
    try {
      return chartsFor(summary).filter((c) => c.id.startsWith('win-rate') || c.id === 'length');
    } catch {
      return [];
    }
  }, [summary]);

  return (
    <section className="measure" aria-labelledby="measure-title">
      <h2 id="measure-title">Measure against the original</h2>
      <p className="meta">Bots play both on the same seeds, in this browser. The numbers are the lab’s: the command below gives the same ones in a terminal.</p>
      <div className="measure-form">
        <label>
          <span id="measure-kind-words">Experiment</span>
          <select id="measure-kind" aria-labelledby="measure-kind-words" value={kind} onChange={(e) => setKind(e.target.value as ReadyKind)} disabled={running}>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {KIND_WORDS[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span id="measure-games-words">Games per cell</span>
          <input id="measure-games" aria-labelledby="measure-games-words" type="number" min={1} max={onServer ? 2000 : 200} value={games} disabled={running} onChange={(e) => setGames(Math.max(1, Math.min(onServer ? 2000 : 200, Math.floor(Number(e.target.value)) || 1)))} />
        </label>
        <label>
          <span id="measure-bots-words">Bots</span>
          <select id="measure-bots" aria-labelledby="measure-bots-words" value={bots} onChange={(e) => setBots(e.target.value)} disabled={running}>
            <option value="">The experiment’s own (the strongest level)</option>
            {levels.map((l) => (
              <option key={l.level} value={l.level}>
                {l.level}: {LEVEL_WORDS[l.level]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {kind === 'sweep' && (
        <div className="measure-form">
          <label>
            <span id="measure-number-words">Number to vary</span>
            <input id="measure-number" aria-labelledby="measure-number-words" list="measure-numbers" value={number} onChange={(e) => setNumber(e.target.value.trim())} disabled={running} size={40} />
            <datalist id="measure-numbers">
              {paths.map((p) => (
                <option key={p} value={p} />
              ))}
            </datalist>
          </label>
          {(['from', 'to', 'by'] as const).map((k) => (
            <label key={k}>
              <span id={`measure-${k}-words`}>{k === 'from' ? 'From' : k === 'to' ? 'To' : 'In steps of'}</span>
              <input type="number" aria-labelledby={`measure-${k}-words`} value={range[k]} step="any" disabled={running} onChange={(e) => setRange({ ...range, [k]: Number(e.target.value) })} />
            </label>
          ))}
          {steps.length > 0 && (
            <label>
              <span id="measure-step-words">On the ladder step</span>
              <select id="measure-step" aria-labelledby="measure-step-words" value={step} onChange={(e) => setStep(e.target.value)} disabled={running}>
                <option value="">The game’s first set-up (no band)</option>
                {steps.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
      {planned.problem && <p className="error">{planned.problem}</p>}
      {planned.command && (
        <p className="meta">
          In a terminal: <code>{`${planned.command} --variant ${variantSlug(variant.name)}.json`}</code>
        </p>
      )}
      <div className="measure-actions">
        <button type="button" className="primary" onClick={() => void start()} disabled={running || !planned.experiment}>
          Measure
        </button>
        {onServer && (
          <button type="button" onClick={() => void start(true)} disabled={running || !planned.experiment}>
            Measure on the server
          </button>
        )}
        <button type="button" onClick={() => stop.current?.abort()} disabled={!running}>
          Stop
        </button>
        <button type="button" onClick={save} disabled={running || !summary}>
          Save for the Lab page
        </button>
        <button type="button" onClick={download} disabled={running || !summary}>
          Download the summary
        </button>
      </div>
      {progress && (
        <p className="measure-progress">
          <progress max={progress.total} value={progress.done} aria-label="Games played" /> {progress.done} of {progress.total} games
        </p>
      )}
      <p role="status" className="meta">
        {said}
      </p>
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      {answers.map((a) => (
        <p key={a} className="measure-answer">
          {a}
        </p>
      ))}
      {summary && <MeasureTable summary={summary} />}
      <div className="lab-charts">
        {charts.map((chart) => (
          <ChartFigure key={chart.id} chart={chart} />
        ))}
      </div>
    </section>
  );
}

/** Each cell's games and win rate with its interval, and its band where the step has one. */
function MeasureTable({ summary }: { summary: RunSummary }) {
  const banded = summary.cells.some((c) => c.measures.band);
  return (
    <div className="lab-table" role="region" aria-label="Measured cells" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">Cell</th>
            <th scope="col">Games</th>
            <th scope="col">Win rate (95% interval)</th>
            {banded && <th scope="col">Design band</th>}
          </tr>
        </thead>
        <tbody>
          {summary.cells.map(({ cell, measures: m }) => (
            <tr key={cell.id}>
              <th scope="row">{cell.label}</th>
              <td>{m.games}</td>
              <td>{m.games ? `${percent(m.winRate.rate)} (${percent(m.winRate.low)}–${percent(m.winRate.high)})` : '–'}</td>
              {banded && <td>{m.band ? `${m.band}: ${m.inBand ? 'in band' : 'out of band'}` : ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
