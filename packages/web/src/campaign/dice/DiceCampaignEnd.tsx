import type { AnyGame } from '@ramparts/engine';
import { localMatch } from '../../local/rebuild.ts';
import * as C from '@ramparts/games/dice/campaign/index.ts';
import { dice } from '@ramparts/games/dice/index.ts';
import { useEffect, useState } from 'react';
import { loadLocal, saveLocal, type LocalSave } from '../../local/store.ts';
import { groupProblem } from '../groups.ts';
import { loadDiceCampaign, saveDiceCampaign } from './store.ts';

export type DiceLink = NonNullable<LocalSave['diceCampaign']>;
type Finished = Parameters<typeof C.foldChapter>[1];

/** A finished local match rebuilt from its moves (the seed makes it repeat): the options and final state the fold reads. */
export function finishedChapter(local: Pick<LocalSave, 'players' | 'options' | 'seed' | 'moves' | 'resignations'>): Finished {
  // A hero whose player left was played by a bot to the end: the same moves, the leaving at its place.
  const match = localMatch(dice as AnyGame, local);
  return { options: match.options as Finished['options'], state: match.state as Finished['state'] };
}

/**
 * Folds made in this page, by local match: the end screen can mount again (the outcome shown anew) after its fold was
 * saved, and must then tell the same news rather than find the campaign moved on.
 */
const folds = new Map<string, { save: C.DiceCampaignSave; news: string[] }>();
/** Their saves, by local match: written once however often the screen mounts (a failed one is tried again). */
const saving = new Map<string, Promise<void>>();

function saveOnce(localId: string, save: C.DiceCampaignSave): Promise<void> {
  let p = saving.get(localId);
  if (!p) {
    p = saveDiceCampaign(save);
    saving.set(localId, p);
    p.catch(() => saving.delete(localId));
  }
  return p;
}

/** The chapter folded into the group's save, or why it cannot be (handled before, another chapter, a damaged save). */
export function foldLocal(localId: string, link: DiceLink): { save: C.DiceCampaignSave; news: string[] } | string {
  if (link.closed) return 'This chapter is already in the campaign.';
  const done = folds.get(localId);
  if (done) return done;
  try {
    const { save } = loadDiceCampaign(link.group);
    // Once folded, the history has grown (a lost chapter keeps the same number): the game never counts twice.
    if (save.chapter !== link.chapter || save.history.length !== link.played) return `The campaign of ${link.group} has moved on since this game began: it no longer counts.`;
    const local = loadLocal(localId);
    if (!local) return 'This game is no longer kept in this browser.';
    const folded = C.foldChapter(save, finishedChapter(local));
    folds.set(localId, folded);
    return folded;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * The end screen's campaign part for a chapter played in this browser: folds the game into the group's save at
 * once (saved, the local match marked as counted), says what carries forward and links back to the campaign.
 */
export function DiceCampaignEnd({ localId, link }: { localId: string; link: DiceLink }) {
  const back = `#/campaign/dice/${encodeURIComponent(link.group)}`;
  // A closed link keeps the news it brought: a finished table reopened later tells them again.
  const [folded] = useState(() => (link.closed && link.news ? { save: null, news: link.news } : foldLocal(localId, link)));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (typeof folded === 'string' || folded.save === null) return;
    // Saved (on the server first, for a group kept there) before the chapter counts as folded.
    saveOnce(localId, folded.save).then(
      () => {
        const local = loadLocal(localId);
        if (local) saveLocal({ ...local, diceCampaign: { ...link, closed: true, news: folded.news } });
      },
      (e: unknown) => setProblem(groupProblem(e)),
    );
  }, [folded, localId, link]);
  return (
    <section className="campaign-exp" aria-label="What carries forward">
      <h3>What carries forward</h3>
      {typeof folded === 'string' ? <p>{folded}</p> : folded.news.map((line, i) => <p key={i}>{line}</p>)}
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      <a className="button" href={back}>
        Back to the campaign of {link.group}
      </a>
    </section>
  );
}
