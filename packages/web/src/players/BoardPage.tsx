import { fetchBoard, type Board } from './api.ts';
import { useLoad } from './useLoad.ts';
import { placeWords, playedWords, ratingWords } from './words.ts';
import './players.css';

/** `#/leaderboards/<game>/<mode>?page=`: one page of 20, your own place, and the bots' fixed ratings. */
export default function BoardPage({ game, mode, page }: { game: string; mode: string; page: number }) {
  const { data, problem } = useLoad<Board>(() => fetchBoard(game, mode, page), `${game}/${mode}/${page}`);
  return (
    <main className="page boards">
      <p>
        <a href="#/leaderboards">All leaderboards</a>
      </p>
      {problem && <p className="error">{problem}</p>}
      {data && (
        <>
          <h1>
            {data.title}, {data.mode.label}
          </h1>
          {data.you ? (
            <p className="you">
              You are {placeWords(data.you.place)} of {data.total}, rating {ratingWords(data.you.rating)} ({playedWords(data.you.played, data.you.won)}).
            </p>
          ) : (
            <p className="meta">{data.total === 0 ? 'Nobody is rated here yet.' : `${data.total} rated ${data.total === 1 ? 'player' : 'players'}.`}</p>
          )}
          <table className="board">
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Player</th>
                <th scope="col">Rating</th>
                <th scope="col">Games</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.name} className={data.you?.name === r.name ? 'mine' : undefined}>
                  <td>{r.place}</td>
                  <td>
                    <a href={`#/player/${encodeURIComponent(r.name)}`}>{r.name}</a>
                  </td>
                  <td>{ratingWords(r.rating)}</td>
                  <td>{playedWords(r.played, r.won)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.pages > 1 && (
            <nav aria-label="Pages" className="pages">
              {data.page > 1 && <a href={`#/leaderboards/${game}/${mode}?page=${data.page - 1}`}>Better players</a>} Page {data.page} of {data.pages}{' '}
              {data.page < data.pages && <a href={`#/leaderboards/${game}/${mode}?page=${data.page + 1}`}>Next players</a>}
            </nav>
          )}
          {data.bots.length > 0 && (
            <p className="meta">
              A game against a bot is rated against its fixed rating: {data.bots.map((b) => `a ${b.level} bot ${ratingWords(b.rating)}`).join(', ')}.{data.botSource ? ` From the lab’s games between levels (${data.botSource}).` : ''} A rating is the skill
              shown so far less three times its uncertainty: a new player starts at 0.
            </p>
          )}
        </>
      )}
    </main>
  );
}

