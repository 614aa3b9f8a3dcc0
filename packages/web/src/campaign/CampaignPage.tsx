import { findGame, tracksCampaign as C } from '@ramparts/games';
import { useState } from 'react';
import { parseGameOptions } from '../app/options.ts';
import { defaultSeats, SeatPicker, startLocalMatch, type SeatChoice } from '../app/seats.tsx';
import { bandsWords, lockRows, points, ROMAN, tierRows } from './model.ts';
import { GroupForm } from './GroupForm.tsx';
import { loadCampaign } from './store.ts';

/** `#/campaign/tracks/<group>`: the group's campaign from its save in this browser (or the group form without one). */
export default function CampaignPage({ group }: { group: string | null }) {
  if (!group) return <GroupForm />;
  let loaded: ReturnType<typeof loadCampaign>;
  try {
    loaded = loadCampaign(group);
  } catch (e) {
    return (
      <main className="page">
        <h1>This campaign cannot be opened</h1>
        <p className="error">{e instanceof Error ? e.message : String(e)}</p>
        <a href="#/">Back to the games</a>
      </main>
    );
  }
  return <CampaignView key={group} save={loaded.save} stored={loaded.stored} />;
}

/** The pages a group can play with their tiers and EXP, the Locks still closed, and the seats to play with. */
export function CampaignView({ save, stored }: { save: C.CampaignSave; stored: boolean }) {
  const game = findGame('tracks')!;
  const [seats, setSeats] = useState<SeatChoice[]>([]);
  const [count, setCount] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const sample = parseGameOptions(game, C.pageOptions(save, 'L1M1', 1));
  const counts = sample.ok ? game.playerCounts(sample.options) : { min: 1, max: 4 };
  const players = Math.min(counts.max, Math.max(counts.min, count));
  const seatList = defaultSeats(players, seats);
  const seatName = (i: number) => game.seatName(players, {}, i);
  const opened = C.campaign.locks.filter((l) => save.unlocked.includes(l.id));

  const play = (page: string, tier: C.Tier) => {
    const parsed = parseGameOptions(game, C.pageOptions(save, page, tier));
    if (!parsed.ok) return setError(parsed.message);
    startLocalMatch(game, players, parsed.options, seatList, seatName, { campaign: { group: save.group, page, tier } });
  };

  return (
    <main className="page campaign">
      <h1>Tracks & Waves campaign: {save.group}</h1>
      <p className="meta">
        {stored ? `Sessions played: ${save.sessions}.` : 'A new campaign: it is saved in this browser when its first session ends.'} Bands of lives left: {bandsWords()}; a failed
        session earns nothing, and a mark is earned once.
      </p>

      <section aria-label="Players">
        <h2>Players</h2>
        <SeatPicker counts={counts} players={players} onCount={setCount} seats={seatList} onSeats={setSeats} seatName={seatName} ownBots={Object.keys(game.bots ?? {})} link={false} />
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

      <section aria-label="Locks">
        <h2>{lockRows(save).length ? 'Locked' : 'Everything is unlocked'}</h2>
        <ul className="locks">
          {lockRows(save).map(({ lock, spent, after }) => (
            <li key={lock.id} data-lock={lock.id}>
              <strong>{lock.name}</strong>: {points(lock.points, lock.type)} EXP <Marks earned={spent} total={lock.points} label="crossed out" /> {spent} crossed out
              {after && <span className="meta"> · after {after}</span>}
            </li>
          ))}
        </ul>
        {opened.length > 0 && <p>Unlocked: {opened.map((l) => l.name).join('; ')}.</p>}
      </section>
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
