import type { GameKind } from '@ramparts/engine';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TableState } from '../driver.ts';
import { useMotionSpeed } from '../games/common/motion.tsx';
import { Celebration } from './Celebration.tsx';
import { Summary } from './Summary.tsx';
import type { FigureSeries } from './summary.ts';
import { seatsHere, tableVerdict } from './verdict.ts';
import './ending.css';

/** Whether someone playing at this screen won (a spectator, or a table of bots only, has nobody here to cheer). */
export function wonHere(state: TableState): boolean {
  const here = seatsHere(state.seats);
  return !!state.outcome && state.outcome.winners.some((s) => here.includes(s));
}

/**
 * The result in words: the headline of the people at this screen first ("You win", "You lose: Defender wins", "Your
 * team wins"; a spectator reads who won), why, the scores, and what the table adds (a campaign's EXP step).
 */
export function EndScreen({ state, seatNames, play, scoreTitle, extra, children }: { state: TableState; seatNames: string[]; play: GameKind['play']; scoreTitle?: string; extra?: ReactNode; children?: ReactNode }) {
  const o = state.outcome!;
  return (
    <section className="end" aria-label="Game over">
      <h2>{tableVerdict(o, state.seats, play)}</h2>
      <p>{o.reason}</p>
      {o.scores && (
        <p>
          {scoreTitle ?? 'Scores'}: {o.scores.map((s, i) => `${seatNames[i]} ${s}`).join(', ')}
        </p>
      )}
      {extra}
      {children ?? (
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
      )}
    </section>
  );
}

/** Each figure's value at the end, in words: per seat when it has one column a seat, else the table's. */
export function KeyNumbers({ figures, seatNames, moves }: { figures: FigureSeries[]; seatNames: string[]; moves: number }) {
  const last = (col: number[]) => col[col.length - 1] ?? 0;
  return (
    <dl className="key-numbers">
      <div>
        <dt>Moves played</dt>
        <dd>{moves}</dd>
      </div>
      {figures.map((f) => (
        <div key={f.id} data-figure={f.id}>
          <dt>{f.label}</dt>
          <dd>{f.series.length === 1 ? last(f.series[0]) : f.series.map((col, i) => `${seatNames[i] ?? `Seat ${i + 1}`} ${last(col)}`).join(' · ')}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A finished table's result, over the board: the verdict first, the key numbers, the charts of how the game went, and
 * "Play again" / "Watch the replay". "Look at the board" folds it into a bar above the board, from which it opens
 * again. A win of someone at this screen is cheered with a short burst of confetti, unless moves are off (the
 * "Moves" setting, off by default under reduced motion).
 * `again`: starts a new table like this one (a local table); without it, "Play again" opens the game's new-game form.
 */
export function Ending({
  state,
  seatNames,
  play,
  scoreTitle,
  extra,
  figures,
  again,
}: {
  state: TableState;
  seatNames: string[];
  play: GameKind['play'];
  scoreTitle?: string;
  extra?: ReactNode;
  figures: FigureSeries[];
  again?: () => void;
}) {
  const [open, setOpen] = useState(true);
  const speed = useMotionSpeed();
  // Folded or opened by its button: focus goes to the button that undoes it (never to the page's body).
  const toggled = useRef(false);
  const fold = useRef<HTMLButtonElement>(null);
  const unfold = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!toggled.current) return;
    (open ? fold : unfold).current?.focus();
  }, [open]);
  const toggle = (to: boolean) => {
    toggled.current = true;
    setOpen(to);
  };
  const verdict = tableVerdict(state.outcome!, state.seats, play);
  if (!open) {
    return (
      <div className="ending-bar" role="group" aria-label="Game over">
        <strong>{verdict}</strong>
        <button ref={unfold} onClick={() => toggle(true)} className="primary">
          Show the result
        </button>
      </div>
    );
  }
  const cheer = wonHere(state) && speed !== 'off';
  return (
    <div className={`ending${cheer ? ' won' : ''}`}>
      {cheer && <Celebration speed={speed} />}
      <EndScreen state={state} seatNames={seatNames} play={play} scoreTitle={scoreTitle} extra={extra}>
        <p className="ending-actions">
          {again ? (
            <button className="primary" onClick={again}>
              Play again
            </button>
          ) : (
            <a className="button primary" href={`#/new/${state.game}`}>
              Play again
            </a>
          )}
          {state.replay && (
            <a className="button" href={state.replay}>
              Watch the replay
            </a>
          )}
          <button ref={fold} onClick={() => toggle(false)}>
            Look at the board
          </button>
        </p>
        {figures.length > 0 && <KeyNumbers figures={figures} seatNames={seatNames} moves={state.seq} />}
        <Summary figures={figures.filter((f) => f.kind === 'level')} seatNames={seatNames} large />
      </EndScreen>
    </div>
  );
}
