import { fetchBoards, type BoardList } from './api.ts';
import { useLoad } from './useLoad.ts';
import './players.css';

/** `#/leaderboards`: every rated game and mode, and every co-operative game's hall (#29). */
export default function BoardsIndex() {
  const { data, problem } = useLoad<BoardList>(fetchBoards, 'all');
  return (
    <main className="page boards">
      <h1>Leaderboards and halls</h1>
      {problem && <p className="error">{problem}</p>}
      {data && (
        <>
          <h2>Leaderboards</h2>
          <p className="meta">Rated games only: the host ticked “Rated”, and every seat was a signed-in player or a bot.</p>
          <ul>
            {data.rated.map((g) => (
              <li key={g.game}>
                {g.title}:{' '}
                {g.modes.map((m, i) => (
                  <span key={m.id}>
                    {i > 0 && ', '}
                    <a href={`#/leaderboards/${g.game}/${m.id}`}>{m.label}</a>
                  </span>
                ))}
              </li>
            ))}
          </ul>
          <h2>Halls of the co-operative games</h2>
          <ul>
            {data.halls.map((h) => (
              <li key={h.game}>
                <a href={`#/hall/${h.game}`}>{h.title}</a> (best teams by {h.measure})
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

