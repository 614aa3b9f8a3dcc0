import { gameTitle } from '../games/rules.ts';
import { useEffect, useState } from 'react';
import { useAccount } from '../account/session.ts';
import { fetchProfile, type Profile } from './api.ts';
import { Avatar } from './Avatar.tsx';
import { RatingChart } from './RatingChart.tsx';
import { dayWords, playedWords, ratingWords, recordWords } from './words.ts';
import './players.css';
import '../lab/lab.css';


/**
 * A player's page (#29): `#/player/<name>`, or `#/me` for whoever is signed in. Their avatar, games played and won,
 * ratings with their history, co-operative records and last finished matches with their replays.
 */
export default function ProfilePage({ name }: { name: string | null }) {
  const account = useAccount();
  const who = name ?? account?.name ?? null;
  const [profile, setProfile] = useState<Profile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!who) return;
    let live = true;
    setProblem(null);
    fetchProfile(who)
      .then((p) => live && setProfile(p))
      .catch((e: unknown) => live && setProblem(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [who]);

  if (name === null && account === null)
    return (
      <main className="page profile">
        <h1>Your profile</h1>
        <p>
          <a href="#/account">Sign in</a> to see your ratings, records and finished matches.
        </p>
      </main>
    );
  if (problem)
    return (
      <main className="page profile">
        <h1>{who}</h1>
        <p className="error">{problem}</p>
      </main>
    );
  if (!profile) return <main className="page profile">Loading…</main>;
  const own = account?.name === profile.name;
  return (
    <main className="page profile">
      <header className="profile-head">
        <Avatar name={profile.name} />
        <div>
          <h1>{own ? `${profile.name} (you)` : profile.name}</h1>
          <p className="meta">Playing here since {dayWords(profile.since)}.</p>
        </div>
      </header>

      <section aria-labelledby="profile-ratings">
        <h2 id="profile-ratings">Ratings</h2>
        {profile.ratings.length === 0 ? (
          <p>No rated games yet.{own ? ' Start a rated game from a competitive game’s new-game page.' : ''}</p>
        ) : (
          <ul className="profile-ratings">
            {profile.ratings.map((r) => (
              <li key={`${r.game}/${r.mode}`} data-rating={`${r.game}/${r.mode}`}>
                <p>
                  <strong>
                    {gameTitle(r.game)}, {r.modeLabel}:
                  </strong>{' '}
                  rating <span className="rating">{ratingWords(r.rating)}</span> ({playedWords(r.played, r.won)}). <a href={`#/leaderboards/${r.game}/${r.mode}`}>Leaderboard</a>
                </p>
                {r.history.length > 1 && <RatingChart rating={r} title={`${gameTitle(r.game)}, ${r.modeLabel}: rating over the rated games`} />}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="profile-games">
        <h2 id="profile-games">Games played</h2>
        {profile.games.length === 0 ? (
          <p>No finished games yet.</p>
        ) : (
          <ul>
            {profile.games.map((g) => (
              <li key={`${g.game}/${g.mode}`}>
                {gameTitle(g.game)}, {g.mode}: {playedWords(g.played, g.won)}.
              </li>
            ))}
          </ul>
        )}
      </section>

      {profile.records.length > 0 && (
        <section aria-labelledby="profile-records">
          <h2 id="profile-records">Co-operative records</h2>
          <ul>
            {profile.records.map((r) => (
              <li key={`${r.game}/${r.scenario}`}>
                {gameTitle(r.game)}, {r.scenario}: {recordWords(r.wins, r.losses)}
                {r.best ? `; best ${r.best.won ? 'win' : 'try'}: ${r.best.measure} ${r.measure} in ${r.best.moves} moves` : ''}
                {r.streak.best > 1 ? `; longest run of wins ${r.streak.best}${r.streak.current > 1 ? `, ${r.streak.current} now` : ''}` : ''}. <a href={`#/hall/${r.game}`}>Hall</a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="profile-matches">
        <h2 id="profile-matches">Last finished matches</h2>
        {profile.matches.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ul className="profile-matches">
            {profile.matches.map((m) => (
              <li key={m.id} data-match={m.id}>
                {dayWords(m.finishedAt)}: {gameTitle(m.game)}, {m.mode}
                {m.rated ? ' (rated)' : ''} — {m.won ? 'won' : 'not won'}. {m.reason} <a href={`#/replay/match/${m.id}`}>Replay</a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
