import type { Outcome } from '@ramparts/engine';
import { tracksCampaign as C } from '@ramparts/games';
import { useState } from 'react';
import { go } from '../app/router.ts';
import { loadLocal, saveLocal, type LocalSave } from '../local/store.ts';
import { awardWords, ledgerWords, points, pointsWords, sessionResult, spendChoices, spendOne, startAward } from './model.ts';
import { loadCampaign, saveCampaign } from './store.ts';

type Link = NonNullable<LocalSave['campaign']>;

/**
 * The EXP step at the end of a campaign match: the award (`awardExp` from victory and lives left, with the page's
 * Special Objectives), then the spending (`AwardStep`); `onFinish` gets the closed session's save.
 */
export function SpendStep({ save: initial, link, outcome, onFinish }: { save: C.CampaignSave; link: Link; outcome: Outcome; onFinish(save: C.CampaignSave): void }) {
  const result = sessionResult(outcome);
  const award = C.awardExp(initial, link.page, link.tier, result);
  const page = C.pageById(link.page);
  const objectives = page && result.victory ? C.pageObjectives(page).filter((o) => award.marks.some((m) => m.id.startsWith(`${page.id}/objective/${o.id}/`))) : [];
  const summary = [awardWords(result, award), ...(objectives.length ? [`Special Objectives completed: ${objectives.map((o) => `${o.name} (${points(o.exp.points, o.exp.type)})`).join(', ')}.`] : [])];
  return <AwardStep save={initial} award={award} summary={summary} onFinish={onFinish} />;
}

/**
 * The spending step for any award (a campaign page's, a Sandbox session's or a player's Versus EXP): one point at a
 * time on an open Lock of its ledger and type (`spendExp`), or forfeit the rest; `onFinish` gets the closed session's save.
 */
export function AwardStep({ save: initial, award: first, summary, onFinish }: { save: C.CampaignSave; award: C.Award; summary: string[]; onFinish(save: C.CampaignSave): void }) {
  const [state, setState] = useState(() => startAward(initial, first));
  const { save, award } = state;
  const choices = spendChoices(save, award);
  const spend = (lock: C.Lock) => setState((s) => spendOne(s, lock));
  const finish = () => onFinish(C.closeSession(save));
  const left = award.marks.length > 0;
  const title = ledgerWords(award);
  return (
    <section className="campaign-exp" aria-label={title}>
      <h3>{title}</h3>
      {summary.map((s, i) => (
        <p key={`s${i}`}>{s}</p>
      ))}
      {state.said.map((s, i) => (
        <p key={i} className="said">
          {s}
        </p>
      ))}
      {left && choices.length > 0 && (
        <>
          <p>Spend your EXP ({pointsWords(C.pointsOf(award))} left), one point at a time on an open Lock of its type:</p>
          <ul className="spend">
            {choices.map(({ lock, left: l }) => (
              <li key={lock.id}>
                <button onClick={() => spend(lock)} data-lock={lock.id}>
                  {lock.name}: cross out 1 {lock.type} ({l} of {lock.points} left)
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {left && choices.length === 0 && <p>No open Lock takes the EXP left: it is forfeit (it may be earned again by a later play).</p>}
      <p>
        <button className="primary" onClick={finish}>
          {left && choices.length > 0 ? 'Forfeit the rest and save' : 'Save the campaign'}
        </button>
      </p>
    </section>
  );
}

/** The end screen's campaign part for a local match: loads the group's save, and after the EXP step saves it and returns to the campaign. */
export function CampaignEnd({ localId, link, outcome }: { localId: string; link: Link; outcome: Outcome }) {
  const back = `#/campaign/tracks/${encodeURIComponent(link.group)}`;
  const [loaded] = useState(() => {
    try {
      return loadCampaign(link.group).save;
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  });
  if (link.closed || typeof loaded === 'string')
    return (
      <section className="campaign-exp" aria-label="Campaign EXP">
        {typeof loaded === 'string' ? <p className="error">{loaded}</p> : <p>The EXP of this session was handled.</p>}
        <a className="button" href={back}>
          Back to the campaign of {link.group}
        </a>
      </section>
    );
  const onFinish = (save: C.CampaignSave) => {
    saveCampaign(save);
    const local = loadLocal(localId);
    if (local) saveLocal({ ...local, campaign: { ...link, closed: true } });
    go(back);
  };
  return <SpendStep save={loaded} link={link} outcome={outcome} onFinish={onFinish} />;
}
