import { fetchHall, type Hall } from './api.ts';
import { useLoad } from './useLoad.ts';
import { dayWords } from './words.ts';
import './players.css';

/** `#/hall/<game>`: the best teams per scenario and difficulty, each with its result and a replay where public. */
export default function HallPage({ game }: { game: string }) {
  const { data, problem } = useLoad<Hall>(() => fetchHall(game), game);
  return (
    <main className="page boards">
      <p>
        <a href="#/leaderboards">All leaderboards and halls</a>
      </p>
      {problem && <p className="error">{problem}</p>}
      {data && (
        <>
          <h1>Hall of {data.title}</h1>
          <p className="meta">Best teams first: a win, then more {data.measure}, then fewer moves.</p>
          {data.scenarios.length === 0 && <p>No team has finished a game here yet.</p>}
          {data.scenarios.map((s) => (
            <section key={s.scenario} className="hall-scenario">
              <h2>{s.scenario}</h2>
              <ol>
                {s.best.map((e, i) => (
                  <li key={`${e.match ?? i}-${e.at}`}>
                    {e.team.map((t, j) => (
                      <span key={j}>
                        {j > 0 && ', '}
                        {t.account ? <a href={`#/player/${encodeURIComponent(t.name)}`}>{t.name}</a> : t.name}
                      </span>
                    ))}
                    : {e.won ? 'won' : 'lost'} with {e.measure} {data.measure} in {e.moves} moves, {dayWords(e.at)}.{' '}
                    {e.match && <a href={`#/replay/match/${e.match}`}>Replay</a>}
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </>
      )}
    </main>
  );
}

