import type { Match } from '@ramparts/engine';
import { gameList } from '@ramparts/games/list';
import { useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ActionBar } from '../../../app/ActionBar.tsx';
import { Legend } from '../../../app/Legend.tsx';
import type { GameUi } from '../../types.ts';
import { MotionScope } from '../motion.tsx';
import { ZoomPan } from '../ZoomPan.tsx';
import { MarkedKeys } from '../svg.tsx';
import { TipLayer } from '../tip.tsx';
import { playStep, scriptMatch } from './match.ts';
import type { TutorialScript } from './types.ts';
import './tutorial.css';

/** Where the tutorial is: the step, whether its move is made (its explanation shows), the clicks so far. */
interface Progress {
  step: number;
  played: boolean;
  chosen: string[];
}

const START: Progress = { step: 0, played: false, chosen: [] };

/**
 * A guided first game (#/learn/<game>): a real match on the game's real board and action bar. Each step offers only
 * the next click of its move (highlighted), waits for it, then explains what the engine did. A click anywhere else
 * on the board is answered with a hint naming the click wanted. Keys the board does not draw (pure commands: "I am
 * done", "End this toss") are the action bar's buttons, as at a table.
 */
export function Tutorial({ script, ui }: { script: TutorialScript; ui: GameUi }) {
  const title = gameList.find((g) => g.id === script.game.id)?.title ?? script.game.id;
  const [match, setMatch] = useState<Match>(() => scriptMatch(script));
  const [at, setAt] = useState<Progress>(START);
  const [wrong, setWrong] = useState(false);
  const step = script.steps[at.step];
  const seat = step?.seat ?? script.seat;
  // A new view only when a move was played (the board's motion and marks follow views).
  const view = useMemo(() => match.view(seat), [match, seat, at.step, at.played]);
  const finished = step === undefined;
  const path = step && !at.played ? ui.path(step.move, view) : [];
  const wanted = path[at.chosen.length];
  const next = useMemo(() => new Set(wanted ? [wanted] : []), [wanted]);
  const marked = useMemo(() => new Set(at.played && step ? ui.path(step.move, view) : []), [at.played, step, view, ui]);

  const onPick = (key: string) => {
    if (!step || key !== wanted) return;
    setWrong(false);
    const chosen = [...at.chosen, key];
    if (chosen.length < path.length) return setAt({ ...at, chosen });
    playStep(match, script, step);
    setAt({ step: at.step, played: true, chosen: [] });
  };

  // A click on the board that is not the wanted key: a friendly hint (the board itself ignores it). The board's own
  // controls (its zoom, "The board in words") are no wrong click.
  const onBoardClick = (e: MouseEvent) => {
    if (!wanted) return;
    const target = e.target as Element;
    const hit = target.closest('[data-key]');
    if (hit) {
      if (hit.getAttribute('data-key') !== wanted) setWrong(true);
    } else if (!target.closest('button, a, summary, details, input, select, label')) setWrong(true);
  };

  // The wanted key when the board does not draw it: a button of the action bar.
  const area = useRef<HTMLElement>(null);
  const board = useRef<HTMLDivElement>(null);
  const [barKey, setBarKey] = useState<string | null>(null);
  useLayoutEffect(() => {
    const drawn = wanted !== undefined && board.current?.querySelector(`[data-key="${CSS.escape(wanted)}"]`);
    setBarKey(wanted !== undefined && !drawn ? wanted : null);
  }, [wanted, view]);
  /** Brings the thing to click into view and gives it the focus (Enter clicks it). */
  const showWanted = () => {
    const el = area.current?.querySelector<HTMLElement | SVGElement>('[data-key]');
    el?.focus({ preventScroll: true });
    el?.scrollIntoView({ block: 'center' });
  };
  // The second click of a move may be far from the first on a small screen: go to it.
  useLayoutEffect(() => {
    if (at.chosen.length > 0) showWanted();
  }, [at.chosen.length, barKey]);

  // After a move, "Next" (at the end, "Play a real game") takes the focus: keyboard players go on with Enter.
  const nextButton = useRef<HTMLButtonElement>(null);
  const endLink = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => {
    if (finished) endLink.current?.focus();
    else if (at.played) nextButton.current?.focus();
  }, [at.played, finished]);

  const restart = () => {
    setMatch(scriptMatch(script));
    setAt(START);
    setWrong(false);
  };
  const Board = ui.Board;
  const legend = ui.legend?.(view) ?? [];
  const wantedWords = wanted ? ui.label(wanted, view) : '';

  return (
    <main className="page learn" data-game={script.game.id}>
      <h1>Learn {title}: your first game</h1>
      <p className="learn-links">
        <span>{script.intro} Only the highlighted piece can be clicked.</span>
        <a href={`#/rules/${script.game.id}`}>Back to the rules</a>
        <a href={`#/new/${script.game.id}`}>Skip: start a real game</a>
      </p>
      <div className="learn-body">
        <section className="board-area" aria-label="Board" ref={area}>
          <p className="status learn-status">{ui.status(view, script.seatNames)}</p>
          {/* Heard as the click bubbles up: a drag of the zoomed map on a phone ends in no click (its frame swallows it). */}
          <div ref={board} onClick={onBoardClick}>
            <ZoomPan>
              <MotionScope stamp={view}>
                <MarkedKeys.Provider value={marked}>
                  <TipLayer>
                    <Board view={view} seat={seat} seatNames={script.seatNames} next={next} chosen={at.chosen} onPick={onPick} />
                  </TipLayer>
                </MarkedKeys.Provider>
              </MotionScope>
            </ZoomPan>
          </div>
          <ActionBar ui={ui} view={view} chosen={at.chosen} keys={barKey ? [barKey] : []} onPick={onPick} onCancel={() => setAt({ ...at, chosen: [] })} disabled={false} lost={null} />
          <Legend items={legend} />
        </section>
        <section className="learn-card" aria-label="Tutorial step" aria-live="polite">
          {finished ? (
            <>
              <h2>{script.end.title}</h2>
              <p>{script.end.text}</p>
              <p>
                <a className="button primary" href={`#/new/${script.game.id}`} ref={endLink}>
                  Play a real game
                </a>
              </p>
              <p className="learn-links">
                <a href={`#/rules/${script.game.id}`}>Back to the rules</a>
                <button className="link" onClick={restart}>
                  Play the tutorial again
                </button>
              </p>
            </>
          ) : (
            <>
              <p className="count">
                Step {at.step + 1} of {script.steps.length}
                {script.seatNames.length > 1 && ` · playing as ${script.seatNames[seat]}`}
              </p>
              <h2>{step.title}</h2>
              <p>{step.say}</p>
              {!at.played && wanted && (
                <p className="small">
                  Next click: <strong>{wantedWords}</strong>{' '}
                  <button className="link" onClick={showWanted}>
                    Show me where
                  </button>
                </p>
              )}
              {!at.played && wrong && (
                <p className="learn-wrong" role="status">
                  Not that one yet: this step wants <strong>{wantedWords}</strong>, the highlighted one. Click it, or “Show me where”.
                </p>
              )}
              {at.played && (
                <>
                  <p className="said">{step.after}</p>
                  <button className="primary" ref={nextButton} onClick={() => setAt({ step: at.step + 1, played: false, chosen: [] })}>
                    {at.step + 1 === script.steps.length ? 'Finish' : 'Next'}
                  </button>
                </>
              )}
            </>
          )}
        </section>
      </div>
    </main>
  );
}
