import type { GameKind, Outcome } from '@ramparts/engine';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentProps, type ReactNode, type RefObject } from 'react';
import type { MatchDriver, ShownHint, TableState } from '../driver.ts';
import type { GameUi } from '../games/types.ts';
import { MotionScope } from '../games/common/motion.tsx';
import { RecentLog } from '../games/common/recent.tsx';
import { HintKeys, hintKeyMap, MarkedKeys } from '../games/common/svg.tsx';
import { TipLayer } from '../games/common/tip.tsx';
import { BoardInContent } from '../games/common/content-run.tsx';
import { afterNewState, lostChoiceNotice, narrow, nextKeys, offBoardKeys, pick, type PathedMove } from './picker.ts';
import { ActionBar } from './ActionBar.tsx';
import { ChatPanel, onlineMatchOf } from './Chat.tsx';
import { SeatProfiles } from '../players/SeatProfiles.tsx';
import { HelpOverlay } from './HelpOverlay.tsx';
import { HintBadges, HintPanel, HintsUsed } from './Hints.tsx';
import { Legend } from './Legend.tsx';
import { Log } from './LogPanel.tsx';
import { Players } from './PlayerPanels.tsx';
import { ResignControl } from './Resign.tsx';
import { SpeedControl } from './SpeedControl.tsx';
import { Ending } from './Ending.tsx';
import { OutOfTimeNotice, waitingLine } from './OutOfTime.tsx';
import type { FigureSeries } from './summary.ts';
import './table-fit.css';
import { ZoomPan } from '../games/common/ZoomPan.tsx';
import { PanelsFold } from './PanelsFold.tsx';
import { StatusLine } from './StatusLine.tsx';
import './phone.css';

export { Log, Players };
export { EndScreen } from './Ending.tsx';

/**
 * The table, laid out as on Board Game Arena: the board big on the left with the action bar attached under it and
 * the legend, the player panels beside it, then what can be done now (the keyboard's list), the log, undo and the
 * end screen with its summary. A "?" opens the help; "Moves" sets the speed.
 * `play`: the game's kind of play, for the end screen's words; `end`: more for the end screen (a campaign match's EXP step);
 * `again`: the end screen's "Play again" starts a table like this one (else it opens the new-game form).
 */
export function Table({
  driver,
  ui,
  title,
  variant,
  play,
  share,
  shareText = 'Invite by link',
  watchShare,
  invite,
  end,
  again,
}: {
  driver: MatchDriver;
  ui: GameUi;
  title: string;
  /** The designer's variant the table plays, by name ("Cheap archery"): said under the title. */
  variant?: string;
  play: GameKind['play'];
  share?: string;
  shareText?: string;
  /** A private match's spectator link, for the host to share with people who only watch. */
  watchShare?: string;
  /** The host's "Invite by name" form (issue #29), shown beside the link. */
  invite?: ReactNode;
  end?: (outcome: Outcome) => ReactNode;
  again?: () => void;
}) {
  const state = useSyncExternalStore(
    (l) => driver.subscribe(l),
    () => driver.get(),
  );
  const seatNames = useMemo(() => state.seats.map((s) => s.role), [state.seats]);
  const onlineMatch = onlineMatchOf(driver);
  const moves: PathedMove[] = useMemo(() => state.moves.map((m) => ({ ...m, path: ui.path(m.move, state.view) })), [state.moves, state.view, ui]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [lost, setLost] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sound, setSound] = useState(() => localStorage.getItem('ramparts:sound') === 'on');
  // A log entry whose move is marked on the board (instead of the last move's), until the next move.
  const [markedMove, setMarkedMove] = useState<number | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  // Another seat's move keeps a half-made choice that still leads somewhere (free-order phases); when it does not,
  // the choice is dropped and one line says whose move took it away.
  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;
  useEffect(() => {
    const r = afterNewState(moves, chosenRef.current);
    setChosen(r.chosen);
    if (r.lost) setLost(lostChoiceNotice(state.lastMove ? (seatNames[state.lastMove.seat] ?? null) : null));
  }, [state.seq, state.moves, moves]);
  // A new move: the board marks it, not the log entry picked before.
  useEffect(() => setMarkedMove(null), [state.seq]);

  const candidates = narrow(moves, chosen);
  const next = useMemo(() => new Set(nextKeys(candidates, chosen.length)), [candidates, chosen.length]);
  const myTurn = state.moves.length > 0;
  const over = !!state.outcome;

  useTurnSignals(myTurn, title, sound);


  // After a pick, focus stays on the board: the first thing offered next (on the board or the action bar). Played
  // by keyboard, focus never falls to the page's body (#31): when what had it is gone (a picked card, the turn passed
  // to another seat) it goes to the next thing offered, else to the board itself, and from there to the first thing
  // offered when the turn comes back. A press of the pointer ends this until the next pick by keyboard.
  const byKeyboard = useRef(false);
  useEffect(() => {
    const area = document.querySelector<HTMLElement>('.board-area');
    const active = document.activeElement;
    const lost = !active || active === document.body;
    const waiting = !!area && active === area;
    if (!refocus.current && !(byKeyboard.current && (lost || waiting))) return;
    refocus.current = false;
    const el = document.querySelector<HTMLElement | SVGElement>('.board-area [data-key]');
    if (el) el.focus({ preventScroll: true });
    else if (area && !waiting) area.focus({ preventScroll: true });
  });

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
    setLost(null);
    // Only after a pick by keyboard (focus shown): a mouse click leaves focus alone, so no tooltip pops up elsewhere.
    const active = document.activeElement;
    const inBoard = active instanceof Element && !!active.closest('.board-area') && active.matches(':focus-visible');
    const r = pick(moves, chosen, key);
    if (r.play) playMove(r.play);
    else setChosen(r.chosen);
    refocus.current = inBoard;
    if (inBoard) byKeyboard.current = true;
  };
  const cancel = () => {
    setChosen([]);
    setLost(null);
  };

  // A hint asked for this position and seat: shown until the state changes.
  const [hint, setHint] = useState<{ seq: number; seat: number | null; hints: ShownHint[] } | null>(null);
  const [hintBusy, setHintBusy] = useState(false);
  const [hintError, setHintError] = useState<string | null>(null);
  useEffect(() => setHintError(null), [state.seq, state.seat]);
  const shownHints = hint && hint.seq === state.seq && hint.seat === state.seat ? hint.hints : null;
  const hintMap = useMemo(() => (shownHints && state.view !== null ? hintKeyMap(shownHints.map((h) => ui.path(h.move, state.view))) : new Map<string, number[]>()), [shownHints, state.view, ui]);
  const canHint = !!state.hintsAllowed && !!driver.hint && myTurn && !over && state.handOver === null;
  const askHint = async () => {
    if (!driver.hint) return;
    const at = { seq: state.seq, seat: state.seat };
    setHintBusy(true);
    setHintError(null);
    try {
      const hints = await driver.hint();
      setHint({ ...at, hints });
    } catch (e) {
      // A move made meanwhile (the hint is for a position gone): nothing to say, the button asks afresh.
      if (driver.get().seq === at.seq) setHintError(e instanceof Error ? e.message : String(e));
    } finally {
      setHintBusy(false);
    }
  };

  const Board = ui.Board;
  // What the last move touched (its clicks), or the move picked in the log, marked on the board.
  const shownMove = markedMove !== null ? (state.played?.[markedMove] ?? null) : (state.lastMove ?? null);
  const marked = useMemo(() => new Set(shownMove && state.view !== null ? ui.path(shownMove.move, state.view) : []), [shownMove, state.view, ui]);
  const panels = state.view !== null && state.handOver === null ? (ui.panels?.(state.view, seatNames) ?? null) : null;
  const legend = state.view !== null && state.handOver === null ? (ui.legend?.(state.view) ?? []) : [];
  const bots = useMemo(() => new Set(state.seats.filter((s) => s.kind === 'bot').map((s) => s.seat)), [state.seats]);
  const [figures, setFigures] = useState<FigureSeries[]>([]);
  useEffect(() => {
    if (!over || !driver.figures) return;
    let live = true;
    driver.figures().then(
      (f) => live && setFigures(f),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [over, driver]);
  // The table is the page's main landmark (axe's landmark-one-main), where "Skip to the page" leads.
  return (
    <main
      className={`table fit ${myTurn ? 'my-turn' : ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && chosen.length > 0) cancel();
      }}
      onPointerDown={() => (byKeyboard.current = false)}
    >
      <div className="table-head">
        <h1>{title}</h1>
        {variant && <p className="variant-line">Variant: {variant}</p>}
        <div className="table-tools">
          <SpeedControl />
          <HelpOverlay ui={ui} view={state.handOver === null ? state.view : null} seat={state.seat} game={state.game} />
        </div>
        <StatusLine>
          {over ? 'Game over' : myTurn ? <strong className="your-turn">Your turn</strong> : null} {state.view !== null && state.handOver === null && !over ? ui.status(state.view, seatNames) : null}
        </StatusLine>
        {state.notice && !over && <p className="notice">{state.notice}</p>}
        {waitingLine(state) && <p className="meta waiting-for">{waitingLine(state)}</p>}
        {driver.absent && <OutOfTimeNotice state={state} play={play} onChoose={(target, choice) => driver.absent?.(target, choice) ?? Promise.resolve()} />}
        {driver.resign && <ResignControl state={state} ui={ui} onResign={() => void send(driver.resign?.() ?? Promise.resolve())} disabled={sending} />}
      </div>
      <div className="table-body">
        <div className="board-column">
          <section className="board-area" aria-label="Board" tabIndex={-1}>
            {/* A finished table's result lies over the board (#31.7). */}
            {state.outcome && (
              <Ending state={state} seatNames={seatNames} play={play} scoreTitle={state.view !== null ? ui.scoreTitle?.(state.view) : undefined} extra={end?.(state.outcome)} figures={figures} again={again} />
            )}
            {state.handOver !== null ? (
              <HandOver state={state} onReady={() => driver.reveal()} />
            ) : state.view === null ? (
              <p>Waiting for the game…</p>
            ) : (
              <>
                {/* The board's map drawing zooms on a phone (its ZoomDrawing); its panels stay at the screen's width. */}
                <ZoomPan>
                  <div ref={boardRef} className="board-holder">
                    <RecentLog.Provider value={state.log}>
                      <MotionScope stamp={state.view}>
                        <MarkedKeys.Provider value={marked}>
                          <HintKeys.Provider value={hintMap}>
                            <TipLayer>
                              <BoardInContent Board={Board} view={state.view} seat={state.seat} seatNames={seatNames} next={myTurn ? next : new Set()} chosen={chosen} onPick={onPick} />
                            </TipLayer>
                          </HintKeys.Provider>
                        </MarkedKeys.Provider>
                      </MotionScope>
                    </RecentLog.Provider>
                    {hintMap.size > 0 && <HintBadges holder={boardRef} stamp={[hintMap, chosen, state.view]} />}
                  </div>
                </ZoomPan>
                <TableActionBar board={boardRef} offered={myTurn ? next : NOTHING} ui={ui} view={state.view} chosen={chosen} onPick={onPick} onCancel={cancel} disabled={sending} lost={lost} hinted={hintMap} />
                {canHint && <HintPanel hints={shownHints} busy={hintBusy} error={hintError} onAsk={() => void askHint()} disabled={sending} />}
              </>
            )}
          </section>
          <Legend items={legend} />
        </div>
        <div className="panels-column">
          <PanelsFold state={state}>
            <Players state={state} panels={panels} />
          </PanelsFold>
          <HintsUsed used={state.hintsUsed ?? []} seatNames={seatNames} />
        </div>
        <aside className="side">
          <SeatSwitch state={state} onSit={(seat) => driver.sitAt(seat)} />
          <TakeBack state={state} onBack={driver.takeBack ? () => void send(driver.takeBack?.() ?? Promise.resolve()) : undefined} disabled={sending} />
          <Steps ui={ui} view={state.view} chosen={chosen} next={[...next]} candidates={candidates} onPick={onPick} onPlay={playMove} onCancel={cancel} disabled={sending} />
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
          <ChatPanel driver={driver} />
          {/* Who at this online table has a profile; asked again when someone takes or leaves a seat. */}
          {onlineMatch && <SeatProfiles key={state.seats.map((s) => s.name).join('|')} match={onlineMatch} seatNames={seatNames} />}
          {share && (
            <p className="share">
              {shareText}: <input readOnly value={share} onFocus={(e) => e.target.select()} aria-label="Link to this match" />
            </p>
          )}
          {share && invite}
          {watchShare && (
            <p className="share">
              Link for spectators: <input readOnly value={watchShare} onFocus={(e) => e.target.select()} aria-label="Link for spectators" />
            </p>
          )}
          <Log
            lines={state.log}
            seatNames={seatNames}
            me={state.seat}
            bots={bots}
            combat={ui.combat ? (l) => ui.combat!(l) : undefined}
            canMark={(i) => !!state.played?.[i]}
            onMark={setMarkedMove}
            marked={markedMove}
          />
          {!state.played && <p className="meta">The log’s moves are marked on the board in the replay.</p>}
          <p className="meta">
            <a href={`#/rules/${state.game}`} target="_blank" rel="noreferrer">
              Rules of this game
            </a>
          </p>
        </aside>
      </div>
    </main>
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
      {/* The board and its action bar offer every step: the full list is the keyboard's fallback, folded. */}
      <details>
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

const NOTHING: ReadonlySet<string> = new Set();

/**
 * The action bar under the table's board: a button for each key offered that the board does not draw itself. Which
 * keys the board draws is read from it once it is drawn, in a state of the bar's own, so that reading re-renders the
 * bar and not the whole table (on opening, the table's largest render would otherwise run twice in one task).
 */
function TableActionBar({ board, offered, ...bar }: Omit<ComponentProps<typeof ActionBar>, 'keys'> & { board: RefObject<HTMLDivElement | null>; offered: ReadonlySet<string> }) {
  const [onBoard, setOnBoard] = useState<ReadonlySet<string>>(NOTHING);
  useLayoutEffect(() => {
    const found = new Set([...(board.current?.querySelectorAll('[data-key]') ?? [])].map((e) => e.getAttribute('data-key') ?? ''));
    if (found.size !== onBoard.size || [...found].some((k) => !onBoard.has(k))) setOnBoard(found);
  });
  return <ActionBar {...bar} keys={offBoardKeys(offered, onBoard)} />;
}
