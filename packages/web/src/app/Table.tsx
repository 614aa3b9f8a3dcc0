import type { GameKind, Outcome } from '@ramparts/engine';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { MatchDriver, TableState } from '../driver.ts';
import type { GameUi } from '../games/types.ts';
import { MotionScope } from '../games/common/motion.tsx';
import { MarkedKeys } from '../games/common/svg.tsx';
import { TipLayer } from '../games/common/tip.tsx';
import { keepChosen, narrow, nextKeys, pick, type PathedMove } from './picker.ts';
import { fold, type ShownLine } from './log.ts';
import { verdict } from './verdict.ts';

/**
 * The table: board, what can be done now (step by step), players, log, undo and the end screen.
 * `play`: the game's kind of play, for the end screen's words; `end`: more for the end screen (a campaign match's EXP step).
 */
export function Table({
  driver,
  ui,
  title,
  play,
  share,
  shareText = 'Invite by link',
  end,
}: {
  driver: MatchDriver;
  ui: GameUi;
  title: string;
  play: GameKind['play'];
  share?: string;
  shareText?: string;
  end?: (outcome: Outcome) => ReactNode;
}) {
  const state = useSyncExternalStore(
    (l) => driver.subscribe(l),
    () => driver.get(),
  );
  const seatNames = state.seats.map((s) => s.role);
  const moves: PathedMove[] = useMemo(() => state.moves.map((m) => ({ ...m, path: ui.path(m.move, state.view) })), [state.moves, state.view, ui]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sound, setSound] = useState(() => localStorage.getItem('ramparts:sound') === 'on');
  // Another seat's move keeps a half-made choice that still leads somewhere (free-order phases), else clears it.
  useEffect(() => setChosen((c) => keepChosen(moves, c)), [state.seq, state.moves, moves]);

  const candidates = narrow(moves, chosen);
  const next = useMemo(() => new Set(nextKeys(candidates, chosen.length)), [candidates, chosen.length]);
  const myTurn = state.moves.length > 0;

  useTurnSignals(myTurn, title, sound);

  const send = async (p: Promise<void>) => {
    setSending(true);
    setError(null);
    try {
      await p;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };
  const playMove = (m: PathedMove) => {
    setChosen([]);
    void send(driver.play(m.move));
  };
  const onPick = (key: string) => {
    if (sending) return;
    const r = pick(moves, chosen, key);
    if (r.play) playMove(r.play);
    else setChosen(r.chosen);
  };

  const Board = ui.Board;
  // What the last move touched (its clicks), marked on the board until the next move.
  const marked = useMemo(() => new Set(state.lastMove ? ui.path(state.lastMove.move, state.view) : []), [state.lastMove, state.view, ui]);
  return (
    <div className={`table ${myTurn ? 'my-turn' : ''}`}>
      <div className="table-head">
        <h1>{title}</h1>
        <p className="status" role="status" aria-live="polite">
          {state.outcome ? 'Game over ·' : myTurn ? <strong className="your-turn">Your turn</strong> : null} {state.view !== null && state.handOver === null ? ui.status(state.view, seatNames) : null}
        </p>
        {state.notice && <p className="notice">{state.notice}</p>}
      </div>
      <div className="table-body">
        <section className="board-area" aria-label="Board">
          {state.handOver !== null ? (
            <HandOver state={state} onReady={() => driver.reveal()} />
          ) : state.view === null ? (
            <p>Waiting for the game…</p>
          ) : (
            <MotionScope stamp={state.view}>
              <MarkedKeys.Provider value={marked}>
                <TipLayer>
                  <Board view={state.view} seat={state.seat} seatNames={seatNames} next={myTurn ? next : new Set()} chosen={chosen} onPick={onPick} />
                </TipLayer>
              </MarkedKeys.Provider>
            </MotionScope>
          )}
        </section>
        <aside className="side">
          {state.outcome && <EndScreen state={state} seatNames={seatNames} play={play} scoreTitle={state.view !== null ? ui.scoreTitle?.(state.view) : undefined} extra={end?.(state.outcome)} />}
          <SeatSwitch state={state} onSit={(seat) => driver.sitAt(seat)} />
          <TakeBack state={state} onBack={driver.takeBack ? () => void send(driver.takeBack?.() ?? Promise.resolve()) : undefined} disabled={sending} />
          <Steps ui={ui} view={state.view} chosen={chosen} next={[...next]} candidates={candidates} onPick={onPick} onPlay={playMove} onCancel={() => setChosen([])} disabled={sending} />
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <p className="row">
            {state.canUndo && (
              <button onClick={() => void send(driver.undo())} disabled={sending} accessKey="u">
                Undo my last move
              </button>
            )}{' '}
            <label className="check small">
              <input
                type="checkbox"
                checked={sound}
                onChange={(e) => {
                  setSound(e.target.checked);
                  localStorage.setItem('ramparts:sound', e.target.checked ? 'on' : 'off');
                }}
              />{' '}
              Sound on my turn
            </label>
          </p>
          <Players state={state} />
          {share && (
            <p className="share">
              {shareText}: <input readOnly value={share} onFocus={(e) => e.target.select()} aria-label="Link to this match" />
            </p>
          )}
          <Log lines={state.log} />
          <p className="meta">
            <a href={`#/rules/${state.game}`} target="_blank" rel="noreferrer">
              Rules of this game
            </a>
          </p>
        </aside>
      </div>
    </div>
  );
}

/** The title says when it is your turn; an optional short sound too. */
function useTurnSignals(myTurn: boolean, title: string, sound: boolean) {
  const was = useRef(false);
  useEffect(() => {
    document.title = `${myTurn ? '● Your turn · ' : ''}${title} · Ramparts`;
    if (myTurn && !was.current && sound) beep();
    was.current = myTurn;
  }, [myTurn, title, sound]);
  useEffect(() => () => void (document.title = 'Ramparts'), []);
}

function beep() {
  try {
    const ctx = new AudioContext();
    const o = ctx.createOscillator();
    const g = ctx.createGain();
    o.frequency.value = 660;
    g.gain.setValueAtTime(0.08, ctx.currentTime);
    g.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.25);
    o.connect(g).connect(ctx.destination);
    o.start();
    o.stop(ctx.currentTime + 0.25);
  } catch {
    // No sound where audio is not allowed.
  }
}

function Steps(props: {
  ui: GameUi;
  view: unknown;
  chosen: string[];
  next: string[];
  candidates: PathedMove[];
  onPick(key: string): void;
  onPlay(m: PathedMove): void;
  onCancel(): void;
  disabled: boolean;
}) {
  const { ui, view, chosen, next, candidates } = props;
  const listRef = useRef<HTMLUListElement>(null);
  if (candidates.length === 0 && chosen.length === 0) return null;
  const onKey = (e: React.KeyboardEvent) => {
    const items = [...(listRef.current?.querySelectorAll('button') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const j = i < 0 ? 0 : (i + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[j]?.focus();
    } else if (e.key === 'Escape') props.onCancel();
  };
  return (
    <section className="steps" aria-label="Your move" onKeyDown={onKey}>
      <h2>Your move</h2>
      {chosen.length > 0 && (
        <p className="chosen">
          {chosen.map((k) => ui.label(k, view)).join(' → ')} →{' '}
          <button onClick={props.onCancel} className="cancel">
            Cancel (Esc)
          </button>
        </p>
      )}
      {next.length > 0 && (
        <div className="step-keys" role="group" aria-label="Next step">
          {next.map((k) => (
            <button key={k} onClick={() => props.onPick(k)} disabled={props.disabled} data-key={k}>
              {ui.label(k, view)}
            </button>
          ))}
        </div>
      )}
      <details open={candidates.length <= 8}>
        <summary>
          {candidates.length} possible move{candidates.length === 1 ? '' : 's'}
        </summary>
        <ul className="moves" ref={listRef}>
          {candidates.map((m, i) => (
            <li key={i}>
              <button onClick={() => props.onPlay(m)} disabled={props.disabled} className="move">
                {m.text}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/** Hot-seat in a free-order phase: several seats at this screen may act, so the person says which one they play. */
function SeatSwitch({ state, onSit }: { state: TableState; onSit(seat: number): void }) {
  if (state.sittable.length < 2) return null;
  return (
    <section className="seat-switch" aria-label="Who plays now">
      <h2>Who plays now</h2>
      <div className="row" role="group" aria-label="Play as">
        {state.sittable.map((seat) => {
          const role = state.seats[seat]?.role ?? `Seat ${seat + 1}`;
          const current = seat === state.seat;
          return (
            <button key={seat} className={current ? 'primary' : ''} aria-pressed={current} onClick={() => onSit(seat)} data-seat={seat}>
              {current ? `Playing as ${role}` : `Play as ${role}`}
            </button>
          );
        })}
      </div>
    </section>
  );
}

export function Players({ state }: { state: TableState }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!state.clocks) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [state.clocks]);
  return (
    <section className="players" aria-label="Players">
      <h2>Players</h2>
      <ul>
        {state.seats.map((s) => {
          let clock: string | null = null;
          if (state.clocks) {
            const running = state.clocks.running.includes(s.seat);
            const ms = Math.max(0, state.clocks.remaining[s.seat] - (running ? now - state.clocks.at : 0));
            clock = `${Math.floor(ms / 60000)}:${String(Math.floor((ms % 60000) / 1000)).padStart(2, '0')}`;
          }
          return (
            <li key={s.seat} className={`${state.actors.includes(s.seat) ? 'acting' : ''} ${s.seat === state.seat ? 'me' : ''}`}>
              <span className={`dot ${s.connected ? 'on' : 'off'}`} title={s.connected ? 'connected' : 'not connected'} aria-label={s.connected ? 'connected' : 'not connected'} />
              <strong>{s.role}</strong> · {s.name}
              {s.away && <span className="away-note"> · A bot is playing for {s.person ?? s.name}</span>}
              {state.actors.includes(s.seat) && !state.outcome ? <span className="turn-mark"> ◀ to play</span> : null}
              {clock && (
                <span className="clock" title="Time left">
                  <ClockIcon /> {clock}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {state.watching !== undefined && state.watching > 0 && <p className="meta watching">{state.watching} watching</p>}
    </section>
  );
}

/**
 * The seat shown is one a bot plays for now (its person left, ran out of time or was away on their turn): the moves
 * give way to that line and the button that takes the seat back.
 */
export function TakeBack({ state, onBack, disabled }: { state: TableState; onBack?: () => void; disabled: boolean }) {
  const mine = state.seats.find((s) => s.seat === state.seat && (s.kind === 'me' || s.kind === 'hotseat'));
  if (!mine?.away || state.outcome) return null;
  return (
    <section className="take-back" aria-label="A bot plays for you">
      <p>A bot is playing for {mine.person ?? mine.name}.</p>
      {onBack && (
        <button className="primary" onClick={onBack} disabled={disabled}>
          Take my seat back
        </button>
      )}
    </section>
  );
}

/** Drawn, not a glyph: the stopwatch emoji is missing from many fonts (a blank box in headless Chromium). */
function ClockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-label="time left" role="img" className="clock-icon">
      <circle cx="8" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M8 5.5V9l2.2 1.6M6.5 1.5h3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** The log, kept scrolled to its newest line; each move's steps spelled out fold under its headline. */
export function Log({ lines }: { lines: ShownLine[] }) {
  const ref = useRef<HTMLOListElement>(null);
  const entries = useMemo(() => fold(lines), [lines]);
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries.length]);
  return (
    <section className="log" aria-label="Log">
      <h2>Log</h2>
      <ol ref={ref}>
        {entries.map((e, i) => (
          <li key={i}>
            {e.text}
            {e.details.length > 0 && (
              <details className="more">
                <summary>more ({e.details.length})</summary>
                <ul>
                  {e.details.map((d, j) => (
                    <li key={j}>{d}</li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function HandOver({ state, onReady }: { state: TableState; onReady(): void }) {
  const who = state.seats.find((s) => s.seat === state.handOver);
  return (
    <div className="hand-over">
      <p>
        Pass the screen to <strong>{who?.role}</strong>. Nobody else should look: their hand is shown next.
      </p>
      <button className="primary" onClick={onReady} autoFocus>
        I am {who?.role}: show my hand
      </button>
    </div>
  );
}

export function EndScreen({ state, seatNames, play, scoreTitle, extra }: { state: TableState; seatNames: string[]; play: GameKind['play']; scoreTitle?: string; extra?: ReactNode }) {
  const o = state.outcome!;
  return (
    <section className="end" aria-label="Game over">
      <h2>{verdict(o, state.seat, seatNames, play)}</h2>
      <p>{o.reason}</p>
      {o.scores && <p>{scoreTitle ?? 'Scores'}: {o.scores.map((s, i) => `${seatNames[i]} ${s}`).join(', ')}</p>}
      {extra}
      <p>
        {state.replay && (
          <a className="button primary" href={state.replay}>
            Watch the replay
          </a>
        )}{' '}
        <a className="button" href={`#/new/${state.game}`}>
          Play again
        </a>
      </p>
    </section>
  );
}
