import type { Events, TracksState } from '../state.ts';
import { objectivesVerdict, objectiveWords } from './objectives.ts';

/**
 * Victory and failure (End Game Conditions): failure as soon as the lives are gone, more track is discarded
 * than allowed, or a Special Objective can no longer be completed; victory early when a `hold` objective is met
 * at the end of its turn (`turnOver`), else once every wave has been called and none is left on the field (with
 * every Special Objective completed: one still short of its count then can no longer be, a failure).
 */
export function checkEnd(s: TracksState, ev: Events, turnOver = false): void {
  if (s.result) return;
  const verdict = s.objectives ? objectivesVerdict(s, turnOver) : null;
  if (s.lives <= 0) {
    s.result = 'lives';
    ev?.push('The last life is lost: the session ends in failure.');
  } else if (s.discarded.length > s.maxDiscarded) {
    s.result = 'track';
    ev?.push(`${s.discarded.length} tracks are discarded, more than the ${s.maxDiscarded} allowed: the session ends in failure.`);
  } else if (verdict?.failed) {
    s.result = 'objective';
    ev?.push(`The Special Objective ${objectiveWords(s, verdict.failed)}: it can no longer be completed, the session ends in failure.`);
  } else if (verdict?.early) {
    s.result = 'victory';
    ev?.push(`The Special Objective ${objectiveWords(s, verdict.early, true)}: the session ends early in victory!`);
  } else if (s.queue.length === 0 && s.waves.length === 0 && verdict?.unmet.length) {
    s.result = 'objective';
    ev?.push(`The last wave is gone, but the Special Objective ${objectiveWords(s, verdict.unmet[0])}: the session ends in failure.`);
  } else if (s.queue.length === 0 && s.waves.length === 0) {
    s.result = 'victory';
    ev?.push('Every wave has been called and none is left on the field: victory!');
  }
  if (s.result) {
    s.phase = 'over';
    s.pending = null;
    s.restoring = null; // a Mender's last kill may end the session: nothing is left to place
    s.offer = [];
    s.window = null;
    s.conditionMet = [];
  }
}
