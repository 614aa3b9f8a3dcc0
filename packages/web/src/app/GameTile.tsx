import type { GameInfo } from '@ramparts/games/list';
import { hasTutorial, learnHref } from '../games/common/tutorial/links.ts';
import { hasUi } from '../games/index.ts';
import { GamePicture } from './pictures.tsx';

/** What each game is, in one line (the list's pitch says more, on the rules page). */
const LINES: Record<string, string> = {
  coins: 'Toss coins to storm a castle or to hold it.',
  cards: 'Build a tower of elements, catapult cards at rivals.',
  tracks: 'Hold two tracks against waves, together.',
  dice: 'Heroes and dice towers hold the gate, together.',
  crystal: 'Guard a crystal on a hex map, wave after wave.',
};

export const players = (p: { min: number; max: number }): string => (p.min === p.max ? `${p.min} player${p.min === 1 ? '' : 's'}` : `${p.min}–${p.max} players`);

/**
 * A game on the home page: its picture, name, what it is in a line, how many play and for how long, and its ways
 * in: Play (the new-game form), its rules, and its guided first game. Add a game's further links here, once.
 */
export function GameTile({ game }: { game: GameInfo }) {
  const name = <span className="visually-hidden"> {game.title}</span>;
  return (
    <li className="game-tile" data-game={game.id}>
      <GamePicture id={game.id} />
      <h3>{game.title}</h3>
      <p className="tile-line">{LINES[game.id] ?? game.pitch}</p>
      <p className="tile-meta">
        {players(game.players)} · about {game.minutes} min
      </p>
      <p className="tile-actions">
        {hasUi(game.id) ? (
          <a className="button primary" href={`#/new/${game.id}`}>
            Play{name}
          </a>
        ) : (
          <span className="meta">Board coming soon</span>
        )}
        <a className="button" href={`#/rules/${game.id}`}>
          Rules<span className="visually-hidden"> of {game.title}</span>
        </a>
        {hasTutorial(game.id) && (
          <a className="button" href={learnHref(game.id)}>
            Learn to play{name}
          </a>
        )}
        {hasUi(game.id) && (
          <a className="button" href={`#/studio/${game.id}`}>
            Make a variant<span className="visually-hidden"> of {game.title}</span>
          </a>
        )}
      </p>
    </li>
  );
}
