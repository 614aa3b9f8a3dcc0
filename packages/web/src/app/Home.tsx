import { gameList } from '@ramparts/games/list';
import { useEffect, useState } from 'react';
import { GroupForm } from '../campaign/GroupForm.tsx';
import { Continue } from './Continue.tsx';
import { GameTile } from './GameTile.tsx';
import { Invitations } from './Invitations.tsx';
import { Logo } from './Logo.tsx';
import { MyMatches, useMyMatches } from './MyMatchesList.tsx';
import { go } from './router.ts';

// The first load of the whole client: it imports nothing that pulls in the games' rules or the full zod (see
// App.tsx's lazy pages and myMatches.ts); the home test keeps its compressed JavaScript at or under 150 KB.

interface OpenMatch {
  id: string;
  game: string;
  players: number;
  seats: { seat: number; name?: string | null; kind: string; taken?: boolean }[];
  createdAt?: string | number;
  /** The table's name its host gave. */
  name?: string | null;
}

/** "“Friday siege” · hosted by Ada · ": what the host said of the table and who they are, when known. */
function tableWords(m: OpenMatch): string {
  const host = m.seats.find((s) => s.kind === 'human' && s.taken && s.name)?.name;
  return `${m.name ? `“${m.name}” · ` : ''}${host ? `hosted by ${host} · ` : ''}`;
}

const titleOf = (id: string) => gameList.find((g) => g.id === id)?.title ?? id;

/**
 * The home page: "Continue" (your live and recent tables) first, when there are any; then the five games as tiles,
 * all on a desktop's first screen; then the rest: invitations, all your matches, the open online ones, campaigns,
 * players, a saved record and the lab.
 */
export function Home() {
  const [open, setOpen] = useState<OpenMatch[] | null>(null);
  const [offline, setOffline] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const mine = useMyMatches(offline);

  useEffect(() => {
    let live = true;
    fetch('/api/matches?status=open')
      .then((r) => (r.ok ? (r.json() as Promise<OpenMatch[]>) : Promise.reject(new Error(String(r.status)))))
      .then((list) => live && setOpen(list))
      .catch(() => live && setOffline(true));
    return () => {
      live = false;
    };
  }, []);

  const openRecord = async (file: File | undefined) => {
    if (!file) return;
    try {
      const text = await file.text();
      JSON.parse(text);
      sessionStorage.setItem('ramparts:replay-file', text);
      go('#/replay/file');
    } catch {
      setFileError(`${file.name} is not a record (a JSON file saved by Ramparts).`);
    }
  };

  return (
    <main className="page home">
      <h1 className="visually-hidden">Ramparts: tower-defense board and card games</h1>
      <Continue mine={mine} />

      <section className="pick" aria-labelledby="pick-a-game">
        <h2 id="pick-a-game">Pick a game</h2>
        <ul className="game-tiles" aria-label="Games">
          {gameList.map((g) => (
            <GameTile key={g.id} game={g} />
          ))}
        </ul>
      </section>

      <div className="home-rest">
        <Invitations offline={offline} />
        <MyMatches mine={mine} offline={offline} />

        <section aria-labelledby="open-matches">
          <h2 id="open-matches">Open online matches</h2>
          {offline ? (
            <p className="meta">No server answers here, so only games in this browser are possible.</p>
          ) : open === null ? (
            <p className="meta">Looking…</p>
          ) : open.length === 0 ? (
            <p className="meta">None right now. Start one on the server and choose “Anyone, from the open games list”.</p>
          ) : (
            <ul className="list">
              {open.map((m) => (
                <li key={m.id}>
                  <a href={`#/match/${m.id}`}>
                    {tableWords(m)}
                    {titleOf(m.game)} · {m.players} players · {m.seats.filter((s) => s.kind === 'human' && !s.taken).length} seat(s) free
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="campaigns">
          <h2 id="campaigns">Campaigns</h2>
          <p>
            <strong>{titleOf('tracks')}</strong>: a group’s campaign, kept in this browser. Name the group to begin it or go on.
          </p>
          <GroupForm />
          <p>
            <a href="#/campaign/tracks">Join a Tracks &amp; Waves group on the server</a>
          </p>
          <p>
            <strong>{titleOf('dice')}</strong>: a legacy campaign of chapters. <a href="#/campaign/dice">Open the Gate Defense campaign</a>
          </p>
        </section>

        <section aria-labelledby="players">
          <h2 id="players">Players</h2>
          <p>
            <a href="#/leaderboards">Leaderboards and halls</a>: the best rated players of each game and mode, and the best teams of the co-operative games. <a href="#/me">Your profile</a>: your
            ratings, records and finished matches.
          </p>
        </section>

        <section aria-labelledby="watch-record">
          <h2 id="watch-record">Watch a saved record</h2>
          <label className="file">
            Open a record file (.json) <input type="file" name="record" accept=".json,application/json" onChange={(e) => void openRecord(e.target.files?.[0])} />
          </label>
          {fileError && <p className="error">{fileError}</p>}
        </section>

        <section aria-labelledby="designers">
          <h2 id="designers">For designers</h2>
          <p>
            <a href="#/lab">Balance lab</a>: the charts and measures of a <code>ramparts lab</code> run.
          </p>
        </section>
      </div>
      <footer className="home-foot">
        <Logo size={20} />
        <span>Ramparts: tower-defense board and card games, one table for all.</span>
      </footer>
    </main>
  );
}
