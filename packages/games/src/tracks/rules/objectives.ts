import { objectiveById, type Objective } from '../campaign/index.ts';
import type { TracksState } from '../state.ts';

/**
 * Special Objectives of a campaign page ("End Game Conditions"): each is open, met or failed. A failed one ends
 * the session in failure at once ("can no longer be completed"); a met `hold` ends it early in victory; the
 * others must still hold when the last wave is gone.
 */
export type ObjectiveStatus = 'open' | 'met' | 'failed';
/** What the objectives read: the state or a view of it. */
type Board = Pick<TracksState, 'objectives' | 'turn' | 'discarded' | 'waves' | 'queue' | 'modifierQueue'>;

/** Wave Modifiers that could still be defeated: those on the field, and at most one per tile still to be called. */
function modifiersLeft(s: Board): number {
  const onField = s.waves.filter((w) => w.modifier !== null).length;
  const tiles = s.queue.reduce((n, call) => n + call.length, 0);
  return onField + Math.min(tiles, s.modifierQueue.length);
}

/** An objective's status now; `turnOver` says Phase 6 of the current turn has ended (for `hold`). */
export function objectiveStatus(s: Board, o: Objective, turnOver = false): ObjectiveStatus {
  const st = s.objectives!;
  switch (o.kind) {
    case 'hold':
      return s.turn > o.n || (s.turn === o.n && turnOver) ? 'met' : 'open';
    case 'keep-track':
      return s.discarded.length > o.n ? 'failed' : 'open';
    case 'defeat-modifiers':
      return st.modifiers >= o.n ? 'met' : st.modifiers + modifiersLeft(s) < o.n ? 'failed' : 'open';
    case 'no-sell':
      return st.sold > 0 ? 'failed' : 'open';
  }
}

/** The objective's progress in words, for the board and the log. */
export function objectiveWords(s: Board, o: Objective, turnOver = false): string {
  const st = s.objectives!;
  const status = objectiveStatus(s, o, turnOver);
  const progress =
    o.kind === 'hold'
      ? `turn ${Math.min(s.turn, o.n)} of ${o.n}`
      : o.kind === 'keep-track'
        ? `${s.discarded.length} of at most ${o.n} track lost`
        : o.kind === 'defeat-modifiers'
          ? `${st.modifiers} of ${o.n} Wave Modifiers defeated`
          : `${st.sold} ${st.sold === 1 ? 'tower' : 'towers'} sold`;
  return `${o.name} (${o.text}) ${progress}: ${status === 'failed' ? 'failed' : status === 'met' ? 'completed' : 'in progress'}`;
}

export const objectivesOf = (s: Board): Objective[] => (s.objectives?.ids ?? []).map((id) => objectiveById(id)!);

/**
 * The objectives' verdict: `failed` names an objective that can no longer be completed; `early` a met `hold`
 * (the session ends in victory); `unmet` the objectives that are not yet met (at the last wave, they fail).
 */
export function objectivesVerdict(s: TracksState, turnOver: boolean): { failed: Objective | null; early: Objective | null; unmet: Objective[] } {
  let failed: Objective | null = null;
  let early: Objective | null = null;
  const unmet: Objective[] = [];
  for (const o of objectivesOf(s)) {
    const status = objectiveStatus(s, o, turnOver);
    if (status === 'failed') failed ??= o;
    else if (status === 'met' && o.kind === 'hold') early ??= o;
    // keep-track and no-sell are met by never failing, hold by surviving; defeat-modifiers needs its count.
    else if (status === 'open' && o.kind === 'defeat-modifiers') unmet.push(o);
  }
  return { failed, early, unmet };
}
