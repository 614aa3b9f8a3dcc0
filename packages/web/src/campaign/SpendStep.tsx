import type { AnyGame } from '@ramparts/engine';
import type { Outcome } from '@ramparts/engine';
import * as C from '@ramparts/games/tracks/campaign/index.ts';
import { tracks } from '@ramparts/games/tracks/index.ts';
import { useState } from 'react';
import { go } from '../app/router.ts';
import { loadLocal, saveLocal, type CampaignLink, type LocalSave } from '../local/store.ts';
import { localMatch } from '../local/rebuild.ts';
import { awardWords, ledgerWords, points, pointsWords, sandboxWords, sessionResult, spendChoices, spendOne, startAward, versusWords, type FinishedSandbox } from './model.ts';
import { groupProblem } from './groups.ts';
import { loadCampaign, saveCampaign } from './store.ts';

type Link = Extract<CampaignLink, { page: string }>;
type SandboxLink = Extract<CampaignLink, { sandbox: string }>;

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
export function AwardStep({
  save: initial,
  award: first,
  summary,
  next,
  onFinish,
}: {
  save: C.CampaignSave;
  award: C.Award;
  summary: string[];
  /** Another award follows (the next player's Versus EXP, in words): `onFinish` then gets the save still open. */
  next?: string;
  onFinish(save: C.CampaignSave): void;
}) {
  const [state, setState] = useState(() => startAward(initial, first));
  const { save, award } = state;
  const choices = spendChoices(save, award);
  const spend = (lock: C.Lock) => setState((s) => spendOne(s, lock));
  const finish = () => onFinish(next ? save : C.closeSession(save));
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
          {next ? (left && choices.length > 0 ? `Forfeit the rest: ${next}` : `Next: ${next}`) : left && choices.length > 0 ? 'Forfeit the rest and save' : 'Save the campaign'}
        </button>
      </p>
    </section>
  );
}

/** The end screen's campaign part for a local match: loads the group's save, and after the EXP step saves it and returns to the campaign. */
export function CampaignEnd({ localId, link, outcome }: { localId: string; link: CampaignLink; outcome: Outcome }) {
  const back = `#/campaign/tracks/${encodeURIComponent(link.group)}`;
  const [loaded] = useState(() => {
    try {
      return loadCampaign(link.group).save;
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  });
  const [problem, setProblem] = useState<string | null>(null);
  // A Sandbox session's final state, rebuilt once from the match kept in this browser.
  const [finished] = useState(() => {
    const local = 'sandbox' in link && !link.closed ? loadLocal(localId) : null;
    return local ? finishedSession(local) : null;
  });
  const said = problem ?? (typeof loaded === 'string' ? loaded : null);
  if (link.closed || typeof loaded === 'string' || said)
    return (
      <section className="campaign-exp" aria-label="Campaign EXP">
        {said ? (
          <p className="error" role="alert">
            {said}
          </p>
        ) : (
          <p>The EXP of this session was handled.</p>
        )}
        <a className="button" href={back}>
          Back to the campaign of {link.group}
        </a>
      </section>
    );
  // Saved (on the server first, for a group kept there) before the session counts as handled.
  const onFinish = (save: C.CampaignSave) =>
    void saveCampaign(save).then(
      () => {
        const local = loadLocal(localId);
        if (local) saveLocal({ ...local, campaign: { ...link, closed: true } });
        go(back);
      },
      (e: unknown) => setProblem(groupProblem(e)),
    );
  if ('sandbox' in link) {
    if (!finished) return <p className="error">This session is no longer kept in this browser.</p>;
    return <SandboxStep save={loaded} link={link} finished={finished} onFinish={onFinish} />;
  }
  return <SpendStep save={loaded} link={link} outcome={outcome} onFinish={onFinish} />;
}

/** A finished local match rebuilt (the seed makes it repeat): its options and final state, and each seat's name. */
export function finishedSession(local: Pick<LocalSave, 'players' | 'options' | 'seed' | 'moves' | 'resignations'>): FinishedSandbox {
  const game = tracks as AnyGame;
  // A seat whose player resigned or left was played by a bot to the end: the same moves, the resignation at its place.
  const match = localMatch(game, local);
  return {
    options: local.options as FinishedSandbox['options'],
    state: match.state as FinishedSandbox['state'],
    names: Array.from({ length: local.players }, (_, seat) => match.seatName(seat)),
  };
}

/**
 * The EXP step after a Sandbox session tied to a group's save (as `ramparts play tracks --save G` does): a
 * Cooperative Sandbox session earns Sandbox EXP (`awardSandbox`), a Versus Sandbox session each player's Versus
 * EXP by seat name (`awardVersus`), one player after the other; each is spent on its own ledger's Locks, then
 * `onFinish` gets the closed session's save.
 */
export function SandboxStep({ save: initial, link, finished, onFinish }: { save: C.CampaignSave; link: SandboxLink; finished: FinishedSandbox; onFinish(save: C.CampaignSave): void }) {
  const [step, setStep] = useState({ seat: 0, save: initial });
  if (link.sandbox === 'cooperative') {
    const result = C.sandboxResult(finished);
    const award = C.awardSandbox(initial, result);
    return <AwardStep save={initial} award={award} summary={[sandboxWords(result, award)]} onFinish={onFinish} />;
  }
  const { seat, save } = step;
  const name = finished.names[seat];
  const result = C.versusResult(finished, seat);
  const award = C.awardVersus(save, name, result);
  const last = seat + 1 >= finished.names.length;
  return (
    <AwardStep
      key={seat}
      save={save}
      award={award}
      summary={[versusWords(name, result, award)]}
      next={last ? undefined : `${finished.names[seat + 1]}'s Versus EXP`}
      onFinish={(s) => (last ? onFinish(s) : setStep({ seat: seat + 1, save: s }))}
    />
  );
}
