import type { Match } from '@ramparts/engine';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'vitest';
import type { GameUi } from '../../types.ts';
import { playStep, scriptMatch } from './match.ts';
import type { TutorialScript } from './types.ts';

/**
 * For each game's `tutorial/script.test.tsx`: plays the script through the engine and checks that every step's move
 * is legal for its seat when it comes, and that each of its clicks is offered by the web one at a time: drawn by the
 * board as clickable (a `data-key`) or, for `command` keys the board does not draw, a button of the action bar;
 * each click has words. Also that its words never say "seed" and every step has its own title. Returns the match after
 * the last step.
 */
export function playScriptThrough<V, M>(script: TutorialScript<M>, gameUi: GameUi<V, M>, command: (key: string) => boolean = () => false): Match {
  const ui = gameUi as unknown as GameUi;
  // The words speak of the rulebook and the board, never of our "seed" (issue #27); each step has its own title.
  const texts = [script.intro, script.end.title, script.end.text, ...script.steps.flatMap((s) => [s.title, s.say, s.after])];
  for (const t of texts) expect(t, t).not.toMatch(/\bseed/i);
  expect(new Set(script.steps.map((s) => s.title)).size).toBe(script.steps.length);
  const match = scriptMatch(script);
  for (const [i, step] of script.steps.entries()) {
    const seat = step.seat ?? script.seat;
    expect(match.outcome(), `step ${i + 1}`).toBeNull();
    expect(match.legalMoves(seat), `step ${i + 1}: ${step.title}`).toContainEqual(step.move);
    const view = match.view(seat);
    const keys = ui.path(step.move, view);
    expect(keys.length).toBeGreaterThan(0);
    keys.forEach((key, k) => {
      const html = renderToStaticMarkup(<ui.Board view={view} seat={seat} seatNames={script.seatNames} next={new Set([key])} chosen={keys.slice(0, k)} onPick={() => {}} narrow={false} />);
      expect(html.includes(`data-key="${key}"`) || command(key), `step ${i + 1}: ${key} is offered`).toBe(true);
      expect(ui.label(key, view), key).not.toBe('');
    });
    playStep(match, script, step);
  }
  return match;
}
