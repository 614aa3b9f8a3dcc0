import { analysisIterations, type Analysis } from '@ramparts/engine';
import { useEffect, useRef, useState } from 'react';
import type { HintUse } from '../driver.ts';
import { SEAT_COLOURS } from '../games/common/svg.tsx';
import { TipLayer } from '../games/common/tip.tsx';
import type { AnalysisMessage, AnalysisRequest } from '../local/analysis-worker.ts';
import { CHART_PAD, chanceChart, swingText } from './chances.ts';
import { hintUseText } from './Hints.tsx';
import type { ReplayData } from './replay.ts';

type Run = { phase: 'idle' } | { phase: 'running'; done: number; total: number } | { phase: 'done'; analysis: Analysis } | { phase: 'failed'; error: string };

const W = 900;
const H = 190;

/**
 * "Analyse" under the replay's scrubber: each seat's estimated chance of winning after every move, computed in a Web
 * Worker (`analyseMatch`) with a progress bar, drawn as a line per seat; the moves that lost their seat the most are
 * dots that jump the replay there, hints used are ticks on the same axis, and the move shown is marked. Leaving the
 * page stops the worker.
 */
export function AnalysisPanel({ replay, step, onStep }: { replay: ReplayData; step: number; onStep(i: number): void }) {
  const [run, setRun] = useState<Run>({ phase: 'idle' });
  const worker = useRef<Worker | null>(null);
  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
  };
  useEffect(() => stop, []);
  const start = () => {
    stop();
    const w = new Worker(new URL('../local/analysis-worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    const total = replay.steps + 1;
    setRun({ phase: 'running', done: 0, total });
    w.onmessage = (e: MessageEvent<AnalysisMessage>) => {
      const m = e.data;
      if ('progress' in m) setRun({ phase: 'running', ...m.progress });
      else if ('analysis' in m) {
        setRun({ phase: 'done', analysis: m.analysis });
        stop();
      } else {
        setRun({ phase: 'failed', error: m.error });
        stop();
      }
    };
    w.onerror = () => {
      setRun({ phase: 'failed', error: 'The analysis stopped unexpectedly.' });
      stop();
    };
    const r = replay.record;
    const req: AnalysisRequest = { game: replay.game.id, players: r.players, options: r.options, seed: r.seed, moves: r.moves.map((m) => ({ seat: m.seat, move: m.move })), resignations: r.resignations?.map((x) => ({ ...x })), iterations: analysisIterations(replay.game, r.moves.length), ...(r.variant ? { variant: r.variant } : {}) };
    w.postMessage(req);
  };
  const cancel = () => {
    stop();
    setRun({ phase: 'idle' });
  };
  const hints = replay.record.hints ?? [];
  return (
    <section className="analysis" aria-label="Analysis">
      {run.phase === 'idle' || run.phase === 'failed' ? (
        <p>
          <button onClick={start} disabled={replay.steps === 0}>
            Analyse
          </button>{' '}
          <span className="meta">Each side’s chance of winning after every move, and the moves that cost the most.</span>
          {run.phase === 'failed' && (
            <span className="error" role="alert">
              {' '}
              {run.error}
            </span>
          )}
        </p>
      ) : run.phase === 'running' ? (
        <p>
          <label>
            Analysing… {run.done} of {run.total} positions <progress max={run.total} value={run.done} />
          </label>{' '}
          <button onClick={cancel}>Stop</button>
        </p>
      ) : (
        <ChanceLines replay={replay} analysis={run.analysis} step={step} onStep={onStep} hints={hints} />
      )}
    </section>
  );
}

function ChanceLines({ replay, analysis, step, onStep, hints }: { replay: ReplayData; analysis: Analysis; step: number; onStep(i: number): void; hints: readonly HintUse[] }) {
  const players = replay.record.players;
  const chart = chanceChart(analysis.chances, players, replay.steps, W, H);
  const colour = (seat: number) => SEAT_COLOURS[seat % SEAT_COLOURS.length];
  const now = analysis.chances[Math.min(step, analysis.chances.length - 1)];
  const bottom = H - CHART_PAD.bottom;
  const seek = (e: React.MouseEvent<SVGRectElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const f = (e.clientX - box.left) / Math.max(1, box.width);
    onStep(Math.round(f * replay.steps));
  };
  return (
    <>
      <TipLayer>
        <svg className="chance-chart" viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Each side’s chance of winning after every move">
          {[0, 0.5, 1].map((c) => (
            <g key={c}>
              <line x1={CHART_PAD.left} x2={W - CHART_PAD.right} y1={chart.y(c)} y2={chart.y(c)} stroke="#d9d4c7" strokeDasharray={c === 0.5 ? '4 4' : undefined} />
              <text x={CHART_PAD.left - 4} y={chart.y(c) + 4} fontSize="11" textAnchor="end" fill="#4b5563">
                {Math.round(c * 100)}%
              </text>
            </g>
          ))}
          <text x={CHART_PAD.left} y={H - 4} fontSize="11" fill="#4b5563">
            start
          </text>
          <text x={W - CHART_PAD.right} y={H - 4} fontSize="11" textAnchor="end" fill="#4b5563">
            move {replay.steps}
          </text>
          <rect x={CHART_PAD.left} y={CHART_PAD.top} width={W - CHART_PAD.left - CHART_PAD.right} height={bottom - CHART_PAD.top} fill="transparent" onClick={seek} />
          {hints.map((h, i) => (
            <line key={i} className="hint-tick" x1={chart.x(h.at)} x2={chart.x(h.at)} y1={bottom - 10} y2={bottom + 4} stroke="#115e59" strokeWidth={4} data-tip={hintUseText(h, replay.seatNames)} />
          ))}
          {chart.paths.map((d, seat) => (
            <path key={seat} className="chance-line" data-seat={seat} d={d} fill="none" stroke={colour(seat)} strokeWidth={2.5} strokeLinejoin="round" pointerEvents="none" />
          ))}
          <line className="now" x1={chart.x(step)} x2={chart.x(step)} y1={CHART_PAD.top} y2={bottom} stroke="#1f2430" strokeWidth={1} pointerEvents="none" />
          {now?.map((c, seat) => <circle key={seat} className="now-dot" cx={chart.x(step)} cy={chart.y(c)} r={4} fill={colour(seat)} stroke="#fff" strokeWidth={1.5} pointerEvents="none" />)}
          {analysis.swings.map((s) => {
            const text = swingText(s, replay.seatNames);
            return (
              <g
                key={s.move}
                className="swing"
                role="button"
                tabIndex={0}
                aria-label={`${text}: show this move`}
                data-tip={text}
                data-move={s.move}
                onClick={() => onStep(s.move)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onStep(s.move);
                  }
                }}
              >
                <circle cx={chart.x(s.move)} cy={chart.y(s.after)} r={11} fill="transparent" />
                <circle cx={chart.x(s.move)} cy={chart.y(s.after)} r={6} fill="#b91c1c" stroke="#fff" strokeWidth={2} />
              </g>
            );
          })}
        </svg>
      </TipLayer>
      <ul className="chance-legend">
        {replay.seatNames.map((n, seat) => (
          <li key={seat}>
            <i style={{ background: colour(seat) }} />
            {n}
            {now ? `: ${Math.round((now[seat] ?? 0) * 100)}% after move ${Math.min(step, replay.steps)}` : ''}
          </li>
        ))}
        {hints.length > 0 && <li>Ticks: hints used</li>}
      </ul>
      {analysis.swings.length > 0 ? (
        <ol className="swings" aria-label="The moves that cost the most">
          {analysis.swings.map((s) => (
            <li key={s.move}>
              <button className="link" onClick={() => onStep(s.move)}>
                {swingText(s, replay.seatNames)}
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="meta">No move cost its side a tenth of its chance or more.</p>
      )}
    </>
  );
}
