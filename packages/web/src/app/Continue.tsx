import type { MyMatch } from './myMatches.ts';
import { STATUS, titleOf, waitingWords, when, type Mine } from './MyMatchesList.tsx';
import { GamePicture } from './pictures.tsx';

/** How many tables "Continue" shows: one row on a desktop (the rest are under "Your matches" further down). */
export const CONTINUE_MAX = 4;

/**
 * The tables "Continue" offers, best first: those waiting for you, the live ones, those waiting for players, then
 * the last finished ones (to watch again); never one the server no longer has or that expired.
 */
export function continueList(mine: Pick<Mine, 'list'>): MyMatch[] {
  return mine.list.filter((m) => m.status === 'live' || m.status === 'open' || m.status === 'finished').slice(0, CONTINUE_MAX);
}

/** What a table's card offers: to play on, to join (an invitation), or to watch its replay. */
const verb = (m: MyMatch): string => (m.replay ? 'Replay' : m.role === 'invited' ? 'Open' : 'Continue');

/** The home page's first section: your live and recent tables, one click each; nothing when you have none. */
export function Continue({ mine }: { mine: Mine }) {
  const list = continueList(mine);
  if (list.length === 0) return null;
  const more = mine.list.length - list.length;
  return (
    <section className="continue" aria-labelledby="continue">
      <h2 id="continue">Continue</h2>
      <ul className="continue-list">
        {list.map((m) => {
          const turn = mine.turn(m);
          const facts = [m.where === 'local' ? 'in this browser' : 'online', m.moves !== undefined ? `${m.moves} moves` : '', when(m.createdAt)].filter(Boolean);
          return (
            <li key={`${m.where}:${m.id}`}>
              <a className={`continue-card${turn ? ' turn' : ''}`} href={m.replay ?? m.href}>
                <GamePicture id={m.game} />
                <span className="continue-words">
                  <span className="continue-title">{titleOf(m.game)}</span>
                  <span className="continue-status">{turn ? (m.waiting ? waitingWords(m.waiting) : 'your turn') : STATUS[m.status]}</span>
                  <span className="continue-facts">{facts.join(' · ')}</span>
                </span>
                <span className="continue-go">{verb(m)}</span>
              </a>
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <p className="continue-more">
          <a href="#/" onClick={toMyMatches}>
            All your matches ({mine.list.length})
          </a>
        </p>
      )}
    </section>
  );
}

/** The full list further down the page (the hash is the router's, so the link cannot point at an id). */
function toMyMatches(e: { preventDefault(): void }) {
  e.preventDefault();
  const list = document.getElementById('my-matches');
  list?.scrollIntoView({ block: 'start' });
  list?.closest('section')?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
}
