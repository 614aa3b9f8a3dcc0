import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { describe, expect, it } from 'vitest';
import { tracksUi } from '../ui.tsx';
import { scriptMatchAfter } from '../../common/tutorial/match.ts';
import { playScriptThrough } from '../../common/tutorial/testing.tsx';
import { TUTORIAL_CELL, TUTORIAL_STEPS, TUTORIAL_TOWER, TUTORIAL_WAVE, tracksTutorial } from './script.ts';

const tutorialMatchAfter = (count: number) => scriptMatchAfter(tracksTutorial, count);
const view = (m: ReturnType<typeof tutorialMatchAfter>) => m.view(0) as TracksView;
const stepIndex = (title: string) => TUTORIAL_STEPS.findIndex((s) => s.title === title);

describe('tracks tutorial script', () => {
  it('every step is a legal move when its turn comes, made of clicks the web offers (the board draws every key but pure commands: done, attack, a boost credit), and the script ends in a victory', () => {
    const match = playScriptThrough(tracksTutorial, tracksUi, (key) => key === 'done' || key === 'attack' || key.startsWith('boost:'));
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
});
