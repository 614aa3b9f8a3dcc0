import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { MotionScope } from '../../common/motion.tsx';
import { MarkedKeys } from '../../common/svg.tsx';
import { TipLayer } from '../../common/tip.tsx';
import { tracksUi } from '../ui.tsx';
import { playStep, tutorialMatch } from './match.ts';
import { TUTORIAL_STEPS } from './script.ts';
import './tutorial.css';

/** Where the tutorial is: the step, whether its move is made (its explanation shows), the clicks so far. */
interface Progress {
  step: number;
  played: boolean;
  chosen: string[];
}

const START: Progress = { step: 0, played: false, chosen: [] };

/**
 * The guided first game (#/learn/tracks): a real match on the real board. Each step offers only the next click of
 * its move (highlighted), waits for it, then explains what the engine did; pure commands the board does not draw
 * (done, attack, a boost credit) are buttons under the board, as the table's action bar shows them.
 */
export default function TracksTutorial() {
  const [match, setMatch] = useState(tutorialMatch);
  const [at, setAt] = useState<Progress>(START);
  // A new view only when a move was played (the board's motion and marks follow views).
  const view = useMemo(() => match.view(0) as TracksView, [match, at.step, at.played]);
  const step = TUTORIAL_STEPS[at.step];
  const finished = step === undefined;
  const path = step && !at.played ? tracksUi.path(step.move, view) : [];
  const wanted = path[at.chosen.length];
  const next = useMemo(() => new Set(wanted ? [wanted] : []), [wanted]);
  const marked = useMemo(() => new Set(at.played && step ? tracksUi.path(step.move, view) : []), [at.played, step, view]);

  const onPick = (key: string) => {
    if (!step || key !== wanted) return;
    const chosen = [...at.chosen, key];
    if (chosen.length < path.length) return setAt({ ...at, chosen });
    playStep(match, step);
    setAt({ step: at.step, played: true, chosen: [] });
  };

  // The wanted key when the board does not draw it: a button under the board.
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
  // The second click of a move (a Stack, a space, a wave) may be far from the first on a small screen: go to it.
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
    setMatch(tutorialMatch());
    setAt(START);
  };

  return (
    <main className="page learn">
      <h1>Learn Tracks &amp; Waves: your first game</h1>
      <p className="learn-links">
        <span>A short guided game on the real board: one wave, one tower. Only the highlighted piece can be clicked.</span>
        <a href="#/rules/tracks">Back to the rules</a>
        <a href="#/new/tracks">Skip: start a real game</a>
      </p>
      <div className="learn-body">
        <section className="board-area" aria-label="Board" ref={area}>
          <div ref={board}>
            <MotionScope stamp={view}>
              <MarkedKeys.Provider value={marked}>
                <TipLayer>
                  <tracksUi.Board view={view} seat={0} seatNames={['Player 1']} next={next} chosen={at.chosen} onPick={onPick} />
                </TipLayer>
              </MarkedKeys.Provider>
            </MotionScope>
          </div>
          <div className="learn-bar" role="group" aria-label="Actions">
            {barKey && (
              <button className="pickable" data-key={barKey} onClick={() => onPick(barKey)}>
                {tracksUi.label(barKey, view)}
              </button>
            )}
          </div>
        </section>
        <section className="learn-card" aria-label="Tutorial step" aria-live="polite">
          {finished ? (
            <>
              <h2>Well defended!</h2>
              <p>You drafted credits onto your Stacks, built a tower, boosted it and defeated a wave. A real game adds more waves, upgrades, Combine towers, Kill Bonuses and Skills: the rules explain them.</p>
              <p>
                <a className="button primary" href="#/new/tracks" ref={endLink}>
                  Play a real game
                </a>
              </p>
              <p className="learn-links">
                <a href="#/rules/tracks">Back to the rules</a>
                <button className="link" onClick={restart}>
                  Play the tutorial again
                </button>
              </p>
            </>
          ) : (
            <>
              <p className="count">
                Step {at.step + 1} of {TUTORIAL_STEPS.length}
              </p>
              <h2>{step.title}</h2>
              <p>{step.say}</p>
              {!at.played && wanted && (
                <p className="small">
                  Next click: <strong>{tracksUi.label(wanted, view)}</strong>{' '}
                  <button className="link" onClick={showWanted}>
                    Show me where
                  </button>
                </p>
              )}
              {at.played && (
                <>
                  <p className="said">{step.after}</p>
                  <button className="primary" ref={nextButton} onClick={() => setAt({ step: at.step + 1, played: false, chosen: [] })}>
                    {at.step + 1 === TUTORIAL_STEPS.length ? 'Finish' : 'Next'}
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
