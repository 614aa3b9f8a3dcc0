import { playKindOf } from '@ramparts/engine';
import { useEffect, useMemo, useState } from 'react';
import { loadUi } from '../games/index.ts';
import { loadGame, onlyGame } from '../games/rules.ts';
import type { GameUi } from '../games/types.ts';
import { localMatch } from '../local/rebuild.ts';
import { loadLocal } from '../local/store.ts';
import { getRecord } from '../online/api.ts';
import { buildReplay, type ReplayData } from './replay.ts';
import { Log } from './LogPanel.tsx';
import { MatchChat } from './Chat.tsx';
import { replayVerdict } from './verdict.ts';
import { MotionScope } from '../games/common/motion.tsx';
import { ZoomPan } from '../games/common/ZoomPan.tsx';
import { RecentLog } from '../games/common/recent.tsx';
import { MarkedKeys } from '../games/common/svg.tsx';
import { TipLayer } from '../games/common/tip.tsx';
import { BoardInContent, contentRunOf, TableContent, uiInContent } from '../games/common/content-run.tsx';
import { figureSeries } from './summary.ts';
import { Summary } from './Summary.tsx';
import { SpeedControl } from './SpeedControl.tsx';
import { SeatProfiles } from '../players/SeatProfiles.tsx';

/** Play speeds of the replay: each move stays this long at 1× (ms), divided by the factor. */
const STEP_MS = 900;
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
import { CannotOpen } from './CannotOpen.tsx';
import { AnalysisPanel } from './Analysis.tsx';
import { HintsUsed } from './Hints.tsx';
import { downloadBlob } from './download.ts';

async function fetchRecord(source: 'local' | 'match' | 'file', id: string): Promise<unknown> {
  if (source === 'file') {
    const text = sessionStorage.getItem('ramparts:replay-file');
    if (!text) throw new Error('No record file is open: pick one on the home page.');
    return JSON.parse(text) as unknown;
  }
  if (source === 'match') return getRecord(id);
  const save = loadLocal(id);
  const game = save && (await loadGame(save.game));
  if (!save || !game) throw new Error('This game is not kept in this browser.');
  return localMatch(game, save).record(save.seats.map((s) => s.name));
}

export default function ReplayPage({ source, id }: { source: 'local' | 'match' | 'file'; id: string }) {
  const [data, setData] = useState<{ replay: ReplayData; ui: GameUi; raw: unknown } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      const raw = await fetchRecord(source, id);
      // The record names its game: only that game's rules are loaded (loadRecord refuses any other, in words).
      const named = raw !== null && typeof raw === 'object' && 'game' in raw && typeof raw.game === 'string' ? raw.game : '';
      const replay = buildReplay(raw, onlyGame(await loadGame(named)));
      const ui = uiInContent(await loadUi(replay.game.id), contentRunOf(replay.game));
      return { replay, ui, raw };
    })().then(
      (d) => live && setData(d),
      (e: unknown) => live && setData({ error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [source, id]);
  if (!data) return <main className="page">Loading the record…</main>;
  if ('error' in data) return <CannotOpen title="This replay cannot be shown" error={data.error} />;
  return <Replay replay={data.replay} ui={data.ui} chatOf={source === 'match' ? id : undefined} />;
}

function Replay({ replay, ui, chatOf }: { replay: ReplayData; ui: GameUi; chatOf?: string }) {
  // A replay opens at the setup: opened at its last move, it would tell the result before it is watched (#31).
  const [step, setStep] = useState(0);
  const [seat, setSeat] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  // A log entry picked to be marked on the board (else the move that led to this frame).
  const [markedMove, setMarkedMove] = useState<number | null>(null);
  const frame = useMemo(() => replay.frame(step, seat), [replay, step, seat]);
  useEffect(() => {
    if (!playing) return;
    if (step >= replay.steps) return setPlaying(false);
    const t = setTimeout(() => setStep((s) => s + 1), STEP_MS / speed);
    return () => clearTimeout(t);
  }, [playing, step, replay.steps, speed]);
  useEffect(() => setMarkedMove(null), [step]);
  // Play goes on from the move shown; at the last move it starts again from the setup.
  const togglePlay = () => {
    if (playing) return setPlaying(false);
    if (step >= replay.steps) setStep(0);
    setPlaying(true);
  };
  const shown = markedMove !== null ? replay.moveAt(markedMove, seat) : frame.last;
  const marked = useMemo(() => new Set(shown ? ui.path(shown.move, frame.view) : []), [shown, frame.view, ui]);
  const figures = useMemo(() => (replay.record.outcome ? figureSeries(replay.game, replay.states) : []), [replay]);
  const download = () => {
    downloadBlob(new Blob([JSON.stringify(replay.record, null, 2)], { type: 'application/json' }), `${replay.game.id}-${replay.record.seed}.json`);
  };
  const Board = ui.Board;
  const outcome = replay.record.outcome ?? null;
  // The replay is the page's main landmark, as a table is (#31.13).
  return (
    <main className="table replay">
      <div className="table-head">
        <h1>Replay: {replay.game.title}</h1>
        <p className="status">
          Move {step} of {replay.steps}
          {step > 0 ? ` · ${replay.moveWords[step - 1]}` : ' · the setup'}
          {replay.resignedAt(step).map((name) => ` · ${name} ${replay.cooperative ? 'left the table' : 'resigned'}`)}
        </p>
        {replay.record.variant && <p className="variant-line">Variant: {replay.record.variant.name} (some of the rulebook’s numbers were changed)</p>}
      </div>
      <div
        className="scrubber"
        onKeyDown={(e) => {
          // The slider moves itself on arrow keys; stepping here too would skip a move.
          if ((e.target as HTMLElement).getAttribute('type') === 'range') return;
          if (e.key === 'ArrowRight') setStep((s) => Math.min(replay.steps, s + 1));
          if (e.key === 'ArrowLeft') setStep((s) => Math.max(0, s - 1));
        }}
      >
        <button onClick={() => setStep(0)} aria-label="First move">
          |◀
        </button>
        <button onClick={() => setStep((s) => Math.max(0, s - 1))} aria-label="Previous move">
          ◀
        </button>
        <button onClick={() => togglePlay()}>{playing ? 'Pause' : 'Play'}</button>
        <span className="replay-speed" role="group" aria-label="Play speed">
          {REPLAY_SPEEDS.map((x) => (
            <button key={x} aria-pressed={speed === x} className={speed === x ? 'on' : ''} onClick={() => setSpeed(x)} data-speed={x}>
              {x === 0.5 ? '½' : x}×
            </button>
          ))}
        </span>
        <button onClick={() => setStep((s) => Math.min(replay.steps, s + 1))} aria-label="Next move">
          ▶
        </button>
        <button onClick={() => setStep(replay.steps)} aria-label="Last move">
          ▶|
        </button>
        <input type="range" min={0} max={replay.steps} value={step} onChange={(e) => setStep(Number(e.target.value))} aria-label="Move" />
        <label>
          Seen by{' '}
          <select value={seat === null ? '' : String(seat)} onChange={(e) => setSeat(e.target.value === '' ? null : Number(e.target.value))}>
            <option value="">a spectator</option>
            {replay.seatNames.map((n, i) => (
              <option key={i} value={i}>
                {n}
              </option>
            ))}
          </select>
        </label>{' '}
        <button onClick={download}>Save the record</button> <SpeedControl />
      </div>
      <AnalysisPanel replay={replay} step={step} onStep={(i) => { setPlaying(false); setStep(i); }} />
      <div className="table-body">
        {/* In the board's column of the table's grid, so the log stands beside it rather than below its height. */}
        <section className="board-area board-column" aria-label="Board">
          <ZoomPan>
            <RecentLog.Provider value={frame.log}>
              <MotionScope stamp={frame.view}>
                <MarkedKeys.Provider value={marked}>
                  <TipLayer>
                    <TableContent.Provider value={contentRunOf(replay.game)}>
                      <BoardInContent Board={Board} view={frame.view} seat={seat} seatNames={replay.seatNames} next={new Set()} chosen={[]} onPick={() => {}} />
                    </TableContent.Provider>
                  </TipLayer>
                </MarkedKeys.Provider>
              </MotionScope>
            </RecentLog.Provider>
          </ZoomPan>
        </section>
        <aside className="side">
          {outcome && step === replay.steps ? (
            <section className="end">
              <h2>{replayVerdict(outcome, seat, replay.seatNames, playKindOf(replay.game, replay.record.options))}</h2>
              <p>{outcome.reason}</p>
            </section>
          ) : (
            <p>{ui.status(frame.view, replay.seatNames)}</p>
          )}
          {outcome && step === replay.steps && <Summary figures={figures} seatNames={replay.seatNames} />}
          <HintsUsed used={replay.record.hints ?? []} seatNames={replay.seatNames} />
          <Log lines={frame.log} seatNames={replay.seatNames} me={seat} combat={ui.combat ? (l) => ui.combat!(l) : undefined} canMark={(i) => replay.moveAt(i, seat) !== null} onMark={setMarkedMove} marked={markedMove} />
          {chatOf && <SeatProfiles match={chatOf} seatNames={replay.seatNames} />}
          {chatOf && <MatchChat match={chatOf} />}
        </aside>
      </div>
    </main>
  );
}
