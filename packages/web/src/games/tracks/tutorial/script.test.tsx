import type { TracksMove } from '@ramparts/games/tracks/moves.ts';
import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tracksUi } from '../ui.tsx';
import { playStep as playScriptStep, scriptMatch, scriptMatchAfter } from '../../common/tutorial/match.ts';
import type { TutorialStep } from '../../common/tutorial/types.ts';
import { TUTORIAL_CELL, TUTORIAL_STEPS, TUTORIAL_TOWER, TUTORIAL_WAVE, tracksTutorial } from './script.ts';

const tutorialMatch = () => scriptMatch(tracksTutorial);
const tutorialMatchAfter = (count: number) => scriptMatchAfter(tracksTutorial, count);
const playStep = (match: ReturnType<typeof tutorialMatch>, step: TutorialStep) => playScriptStep(match, tracksTutorial, step);

const view = (m: ReturnType<typeof tutorialMatch>) => m.view(0) as TracksView;
const stepIndex = (title: string) => TUTORIAL_STEPS.findIndex((s) => s.title === title);

describe('tracks tutorial script', () => {
  it('every step is a legal move when its turn comes, and the script ends in a victory', () => {
    const match = tutorialMatch();
    for (const step of TUTORIAL_STEPS) {
      expect(match.outcome()).toBeNull();
      expect(match.legalMoves(0)).toContainEqual(step.move);
      playStep(match, step);
    }
    expect(match.outcome()?.winners).toEqual([0]);
    expect(view(match).result).toBe('victory');
  });

  it('what the explanations say is what the engine did (wave on A3, tower with D1, wave on A6 in range, 5 damage against 5 HP)', () => {
    const afterBoostCredit = view(tutorialMatchAfter(stepIndex('A Boost credit') + 1));
    expect(afterBoostCredit.waves.map((w) => [w.id, w.track, w.pos])).toEqual([[TUTORIAL_WAVE, 'A', 3]]);
    expect(afterBoostCredit.offer).toHaveLength(2);
    const built = view(tutorialMatchAfter(stepIndex('Build a tower') + 1));
    expect(built.towers).toMatchObject([{ id: TUTORIAL_TOWER, card: 'S1', level: 1, cell: TUTORIAL_CELL, depletion: 1 }]);
    const nextTurn = view(tutorialMatchAfter(stepIndex('End the turn') + 1));
    expect(nextTurn.waves.map((w) => w.pos)).toEqual([6]);
    expect(nextTurn.towers[0].depletion).toBe(0);
    expect(nextTurn.phase).toBe('act');
    const boosted = tutorialMatchAfter(stepIndex('Boost') + 1);
    expect(boosted.log(0).at(-1)).toContain('5 damage now');
    const end = tutorialMatchAfter(TUTORIAL_STEPS.length);
    expect(end.log(0).join('\n')).toContain('5 damage defeats it (5 HP)');
  });

  it('each step is made of clicks the web offers: the board draws every key but pure commands (done, attack, a boost credit)', () => {
    const match = tutorialMatch();
    for (const step of TUTORIAL_STEPS) {
      const v = view(match);
      const keys = tracksUi.path(step.move as TracksMove, v);
      expect(keys.length).toBeGreaterThan(0);
      // Offered one at a time: the board draws each key as clickable, or (a pure command) the tutorial's action bar shows it.
      keys.forEach((key, i) => {
        const html = renderToStaticMarkup(<tracksUi.Board view={v} seat={0} seatNames={['Player 1']} next={new Set([key])} chosen={keys.slice(0, i)} onPick={() => {}} />);
        expect(html.includes(`data-key="${key}"`) || key === 'done' || key === 'attack' || key.startsWith('boost:')).toBe(true);
      });
      for (const k of keys) expect(tracksUi.label(k, v)).not.toBe('');
      playStep(match, step);
    }
  });
});
