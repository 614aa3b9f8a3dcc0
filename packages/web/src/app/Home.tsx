import { gameList } from '@ramparts/games/list';
import { useEffect, useState } from 'react';
import { GroupForm } from '../campaign/GroupForm.tsx';
import { hasUi } from '../games/index.ts';
import { MyMatches } from './MyMatchesList.tsx';
import { Invitations } from './Invitations.tsx';
import { GamePicture } from './pictures.tsx';
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

function players(p: { min: number; max: number }): string {
  return p.min === p.max ? `${p.min} player${p.min === 1 ? '' : 's'}` : `${p.min}–${p.max} players`;
}

/** Games with a guided first game (the tutorial's page). */
const TUTORIALS: Record<string, string> = { tracks: '#/learn/tracks' };

export function Home() {
  const [open, setOpen] = useState<OpenMatch[] | null>(null);
  const [offline, setOffline] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

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
      <h1>Pick a game</h1>
      <div className="home-columns">
        <div className="home-mine">
          <Invitations offline={offline} />
          <MyMatches offline={offline} />
        </div>
        <ul className="games" aria-label="Games">
          {gameList.map((g) => (
            <li key={g.id} className="game-card">
              <GamePicture id={g.id} />
              <div>
                <h2>{g.title}</h2>
                <p>{g.pitch}</p>
                <p className="meta">
                  {players(g.players)} · about {g.minutes} minutes
                </p>
                <p className="actions">
                  {hasUi(g.id) ? (
                    <a className="button primary" href={`#/new/${g.id}`}>
                      New game
                    </a>
                  ) : (
                    <span className="meta">Board coming soon</span>
                  )}{' '}
                  <a className="button" href={`#/rules/${g.id}`}>
                    Rules
                  </a>{' '}
                  {TUTORIALS[g.id] && (
                    <a className="button" href={TUTORIALS[g.id]}>
                      Learn by playing
                    </a>
                  )}
                </p>
                {g.id === 'tracks' && (
                  <>
                    <GroupForm />
                    <a className="small" href="#/campaign/tracks">
                      Join a group on the server
                    </a>
                  </>
                )}
                {g.id === 'dice' && (
                  <p>
                    <a className="button" href="#/campaign/dice">
                      Campaign
                    </a>
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>

        <div className="home-side">

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
              Open a record file (.json) <input type="file" accept=".json,application/json" onChange={(e) => void openRecord(e.target.files?.[0])} />
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
      </div>
    </main>
  );
}
