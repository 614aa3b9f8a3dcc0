import type { Outcome } from '@ramparts/engine';
import { tracksCampaign as C } from '@ramparts/games';
import { useState } from 'react';
import { go } from '../app/router.ts';
import { loadLocal, saveLocal, type LocalSave } from '../local/store.ts';
import { awardWords, pointsWords, sessionResult, spendChoices, spendOne, startSpending } from './model.ts';
import { loadCampaign, saveCampaign } from './store.ts';

type Link = NonNullable<LocalSave['campaign']>;

/**
 * The EXP step at the end of a campaign match: the award (`awardExp` from victory and lives left), then one point
 * at a time on an open Lock of its type (`spendExp`) or forfeit the rest; `onFinish` gets the closed session's save.
 */
export function SpendStep({ save: initial, link, outcome, onFinish }: { save: C.CampaignSave; link: Link; outcome: Outcome; onFinish(save: C.CampaignSave): void }) {
  const result = sessionResult(outcome);
  const [state, setState] = useState(() => startSpending(initial, link.page, link.tier, result));
  const { save, award } = state;
  const choices = spendChoices(save, award);
  const spend = (lock: C.Lock) => setState((s) => spendOne(s, lock));
  const finish = () => onFinish(C.closeSession(save));
  const left = award.marks.length > 0;
  return (
    <section className="campaign-exp" aria-label="Campaign EXP">
      <h3>Campaign EXP</h3>
      <p>{awardWords(result, C.awardExp(initial, link.page, link.tier, result))}</p>
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
