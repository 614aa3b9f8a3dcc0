import type { TracksState } from '../state.ts';

/**
 * Victory and failure (End Game Conditions): failure as soon as the lives are gone or more track is
 * discarded than allowed; victory once every wave has been called and none is left on the field.
 */
export function checkEnd(s: TracksState): void {
  if (s.result) return;
  if (s.lives <= 0) {
    s.result = 'lives';
    s.events.push('The last life is lost: the session ends in failure.');
  } else if (s.discarded.length > s.maxDiscarded) {
    s.result = 'track';
    s.events.push(`${s.discarded.length} tracks are discarded, more than the ${s.maxDiscarded} allowed: the session ends in failure.`);
  } else if (s.queue.length === 0 && s.waves.length === 0) {
    s.result = 'victory';
    s.events.push('Every wave has been called and none is left on the field: victory!');
  }
  if (s.result) {
    s.phase = 'over';
    s.pending = null;
    s.offer = [];
    s.window = null;
    s.conditionMet = null;
  }
}
