import * as C from '@ramparts/games/tracks/campaign/index.ts';
import { tracks } from '@ramparts/games/tracks/index.ts';
import { useState, type ReactNode } from 'react';
import type { AnyGame } from '@ramparts/engine';
import { parseGameOptions } from '../app/options.ts';
import { OptionsFieldset, useOptionsForm } from '../app/OptionsForm.tsx';
import { defaultSeats, SeatPicker, startLocalMatch, type SeatChoice } from '../app/seats.tsx';
import { bandsWords, lockRows, objectiveRows, openedLocks, points, ROMAN, sandboxFixed, sandboxLimitsWords, sandboxRows, tierRows, versusRows, type LockRow } from './model.ts';
import { GroupForm } from './GroupForm.tsx';
import { tracksSaves } from './store.ts';
import { CannotOpen } from '../app/CannotOpen.tsx';
import { JoinGroupForm, ServerGroup, useGroupSave } from './ServerGroup.tsx';

/**
 * `#/campaign/tracks/<group>`: the group's campaign from its save in this browser, or from the server for a group
 * kept there (without a group: the group form, and joining a group on the server).
 */
export default function CampaignPage({ group }: { group: string | null }) {
  if (!group)
    return (
      <main className="page">
        <h1>Tracks & Waves campaign</h1>
        <p>A campaign belongs to a group: its pages, EXP and Locks are kept in this browser under the group&apos;s name, or on the server for the whole group.</p>
        <GroupForm />
        <JoinGroupForm game="tracks" store={tracksSaves} />
      </main>
    );
  return <GroupCampaign key={group} group={group} />;
}

function GroupCampaign({ group }: { group: string }) {
  const [loaded, reload] = useGroupSave(tracksSaves, group);
  if (!loaded) return <main className="page">Opening the campaign…</main>;
  if ('error' in loaded) return <CannotOpen title="This campaign cannot be opened" error={loaded.error} />;
  return (
    <CampaignView
      save={loaded.save}
      stored={loaded.stored}
      notice={loaded.notice}
      server={<ServerGroup store={tracksSaves} save={loaded.save} stored={loaded.stored} onChange={reload} />}
    />
  );
}

/**
 * The pages a group can play with their tiers and EXP, the Locks still closed, and the seats to play with;
 * `server`: where the group's save is kept (this browser or the server).
 */
export function CampaignView({ save, stored, notice, server }: { save: C.CampaignSave; stored: boolean; notice?: string | null; server?: ReactNode }) {
  const game = tracks as AnyGame;
  const [seats, setSeats] = useState<SeatChoice[]>([]);
  const [count, setCount] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const sample = parseGameOptions(game, C.pageOptions(save, 'L1M1', 1));
  const counts = sample.ok ? game.playerCounts(sample.options) : { min: 1, max: 4 };
  const players = Math.min(counts.max, Math.max(counts.min, count));
  const seatList = defaultSeats(players, seats);
  const seatName = (i: number) => game.seatName(players, {}, i);
  const opened = openedLocks(save);

  const play = (page: string, tier: C.Tier) => {
    const parsed = parseGameOptions(game, C.pageOptions(save, page, tier));
    if (!parsed.ok) return setError(parsed.message);
    startLocalMatch(game, players, parsed.options, seatList, seatName, { campaign: { group: save.group, page, tier } });
  };

  return (
    <main className="page campaign">
      <h1>Tracks & Waves campaign: {save.group}</h1>
      <p className="meta">
        {stored ? `Sessions played: ${save.sessions}.` : 'A new campaign: it is saved (in this browser, or on the server for a group kept there) when its first session ends.'} Bands of lives left: {bandsWords()}; a failed
        session earns nothing, and a mark is earned once.
      </p>
      {notice && <p className="notice">{notice}</p>}
      {server}

      <section aria-label="Players">
        <h2>Players</h2>
        <SeatPicker counts={counts} players={players} onCount={setCount} seats={seatList} onSeats={setSeats} seatName={seatName} game={game} link={false} />
      </section>

      <section aria-label="Pages">
        <h2>Pages you can play</h2>
        {error && <p className="error">{error}</p>}
        <ul className="pages">
          {C.availablePages(save).map((page) => (
            <li key={page.id} className="campaign-page">
              <h3>
                {page.id} {page.name}
              </h3>
              <p className="meta">
                {page.rules} {page.lives} lives, {page.startingCredits} starting credits, {page.maxDiscardedTrack} track may be lost.
              </p>
              <Objectives save={save} page={page} />
              <ul className="tiers">
                {tierRows(save, page).map((t) => (
                  <li key={t.tier} className={t.open ? '' : 'locked'}>
                    <strong>Tier {ROMAN[t.tier - 1]}</strong>: {t.waves} waves ({t.difficulty}), {points(t.exp.points, t.exp.type)} EXP per band of lives met ·{' '}
                    <Marks earned={t.earned} total={t.total} /> {t.earned} of {t.total} earned{' '}
                    {t.open ? (
                      <button className="primary" onClick={() => play(page.id, t.tier)} aria-label={`Play ${page.id} Tier ${ROMAN[t.tier - 1]}`}>
                        Play
                      </button>
                    ) : (
                      <span className="meta">locked</span>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <SandboxStart save={save} game={game} players={players} seats={seatList} />

      <section aria-label="Locks">
        <h2>{lockRows(save).length ? 'Locked' : 'Everything is unlocked'}</h2>
        <Locks rows={lockRows(save)} />
        {opened.length > 0 && <p>Unlocked: {opened.map((l) => l.name).join('; ')}.</p>}
      </section>

      <SandboxProgress save={save} />
      <VersusProgress save={save} />
    </main>
  );
}

/** Boxes for points or marks: the first `earned` crossed out. */
function Marks({ earned, total, label = 'earned' }: { earned: number; total: number; label?: string }) {
  return (
    <span className="marks" aria-label={`${earned} of ${total} ${label}`}>
      {Array.from({ length: total }, (_, i) => (
        <span key={i} className={i < earned ? 'mark crossed' : 'mark'}>
          {i < earned ? '☒' : '☐'}
        </span>
      ))}
    </span>
  );
}

/** A page's Special Objectives: name, what it asks, the EXP it grants and whether the group has earned it. */
function Objectives({ save, page }: { save: C.CampaignSave; page: C.Page }) {
  const rows = objectiveRows(save, page);
  if (rows.length === 0) return null;
  return (
    <div className="objectives" aria-label={`Special Objectives of ${page.id}`}>
      <strong>Special Objectives</strong> (every one is required for a victory):
      <ul>
        {rows.map(({ objective: o, earned }) => (
          <li key={o.id} data-objective={o.id}>
            <strong>{o.name}</strong>: {o.text} {points(o.exp.points, o.exp.type)} EXP · <Marks earned={earned} total={o.exp.points} />{' '}
            {earned >= o.exp.points ? 'earned' : earned > 0 ? `${earned} of ${o.exp.points} earned` : 'not earned yet'}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Closed Locks with their costs, points crossed out and prerequisites. */
function Locks({ rows }: { rows: LockRow[] }) {
  return (
    <ul className="locks">
      {rows.map(({ lock, spent, after }) => (
        <li key={lock.id} data-lock={lock.id}>
          <strong>{lock.name}</strong>: {points(lock.points, lock.type)} EXP <Marks earned={spent} total={lock.points} label="crossed out" /> {spent} crossed out
          {after && <span className="meta"> · after {after}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * A Cooperative or Versus Sandbox session for the group (the terminal's `ramparts play tracks --save <group>`, with
 * `--mode versus`): the new-game form's option fields (the mode chosen here, what is unlocked from the save:
 * `sandboxFixed`), the seats of the Players section; the match's save remembers `{group, sandbox}`, and its end
 * screen awards Sandbox or Versus EXP and offers the spending step.
 */
function SandboxStart({ save, game, players, seats }: { save: C.CampaignSave; game: AnyGame; players: number; seats: SeatChoice[] }) {
  const [versus, setVersus] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useOptionsForm(game, { fixed: sandboxFixed(save, versus), omit: ['page', 'tier'], fixedWhy: "the mode is chosen above, and what is unlocked comes from the group's save" });
  const { parsed, extraError } = form;
  const what = versus ? 'Versus Sandbox' : 'Cooperative Sandbox';
  const start = () => {
    if (!parsed.ok || extraError) return;
    const counts = game.playerCounts(parsed.options);
    if (players < counts.min || players > counts.max)
      return setError(`A ${what} session with these options is for ${counts.min === counts.max ? counts.min : `${counts.min}-${counts.max}`} players: choose the number of players above.`);
    setError(null);
    const seatName = (i: number) => game.seatName(players, parsed.options, i);
    startLocalMatch(game, players, parsed.options, seats, seatName, { campaign: { group: save.group, sandbox: versus ? 'versus' : 'cooperative' } });
  };
  return (
    <section aria-label="Sandbox sessions" className="sandbox-start">
      <h2>Play a Sandbox session</h2>
      <p className="meta">
        Any options, with what {save.group} has unlocked; the players are chosen above. A won Cooperative Sandbox session earns Sandbox EXP ({sandboxLimitsWords()}), a
        won Versus Sandbox session each player&apos;s Versus EXP (2 players at least); it is spent right after the game.
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <p>
          <label>
            Sandbox mode{' '}
            <select value={versus ? 'versus' : 'cooperative'} onChange={(e) => setVersus(e.target.value === 'versus')} aria-label="Sandbox mode">
              <option value="cooperative">Cooperative Sandbox (Sandbox EXP)</option>
              <option value="versus">Versus Sandbox (each player&apos;s Versus EXP)</option>
            </select>
          </label>
        </p>
        <OptionsFieldset form={form} game={game.id} legend={`${what} options`} />
        {error && <p className="error">{error}</p>}
        <button type="submit" className="primary" disabled={!parsed.ok || !!extraError}>
          Start a {what} session
        </button>
      </form>
    </section>
  );
}

/** Sandbox Mode experience: the conditions with their EXP and marks earned, and the Sandbox Locks with their costs. */
function SandboxProgress({ save }: { save: C.CampaignSave }) {
  const rows = lockRows(save, 'sandbox');
  const opened = openedLocks(save, 'sandbox');
  return (
    <section aria-label="Sandbox experience">
      <h2>Sandbox experience</h2>
      <p className="meta">
        A won Cooperative Sandbox session ({sandboxLimitsWords()}) earns each condition it meets once; Sandbox EXP opens Sandbox Locks only.
      </p>
      <ul className="sandbox-conditions">
        {sandboxRows(save).map(({ condition: c, earned }) => (
          <li key={c.id} data-condition={c.id}>
            {c.name}: {points(c.exp.points, c.exp.type)} EXP · <Marks earned={earned} total={c.exp.points} /> {earned} of {c.exp.points} earned
          </li>
        ))}
      </ul>
      <h3>{rows.length ? 'Sandbox Locks' : 'Every Sandbox Lock is open'}</h3>
      <Locks rows={rows} />
      {opened.length > 0 && <p>Unlocked in Sandbox: {opened.map((l) => l.name).join('; ')}.</p>}
    </section>
  );
}

/** Versus Mode experience: each player's Versus marks and the group's Versus Locks. */
function VersusProgress({ save }: { save: C.CampaignSave }) {
  const rows = lockRows(save, 'versus');
  const opened = openedLocks(save, 'versus');
  const players = versusRows(save);
  return (
    <section aria-label="Versus experience">
      <h2>Versus experience</h2>
      <p className="meta">
        A won Versus Sandbox session earns each player {points(1, 'V')} per band of lives met and 1 more for the best performance, once per layout and
        level; each player spends their own V on the group&apos;s Versus Locks.
      </p>
      {players.length ? (
        <ul className="versus-players">
          {players.map(({ player, earned }) => (
            <li key={player}>
              {player}: {earned} Versus EXP {earned === 1 ? 'mark' : 'marks'} earned
            </li>
          ))}
        </ul>
      ) : (
        <p>No Versus EXP earned yet.</p>
      )}
      <h3>{rows.length ? 'Versus Locks' : 'Every Versus Lock is open'}</h3>
      <Locks rows={rows} />
      {opened.length > 0 && <p>Unlocked in Versus: {opened.map((l) => l.name).join('; ')}.</p>}
    </section>
  );
}
