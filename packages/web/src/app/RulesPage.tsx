import { useEffect, useState } from 'react';
import { hasTutorial, learnHref } from '../games/common/tutorial/links.ts';
import { hasUi, loadUi } from '../games/index.ts';
import { gameTitle } from '../games/rules.ts';
import type { GameUi } from '../games/types.ts';
import { PrintOffer } from './PrintOffer.tsx';

export default function RulesPage({ gameId }: { gameId: string }) {
  const [ui, setUi] = useState<GameUi | null | 'missing'>(null);
  useEffect(() => {
    loadUi(gameId).then(setUi, () => setUi('missing'));
  }, [gameId]);
  return (
    <main className="page rules">
      <h1>How to play {gameTitle(gameId)}</h1>
      {hasTutorial(gameId) && (
        <p className="learn-offer">
          <a className="button" href={learnHref(gameId)}>
            New here? Play the guided first game
          </a>{' '}
          A few short steps on the real board, then a real game.
        </p>
      )}
      <PrintOffer gameId={gameId} title={gameTitle(gameId)} />
      {ui === null ? <p>Loading…</p> : ui === 'missing' ? <p>The rules of this game are not written for the web yet.</p> : <ui.Rules />}
      <p>
        {/* A game whose board is not built yet cannot be started: the page says so instead of offering it. */}
        {hasUi(gameId) ? (
          <a className="button primary" href={`#/new/${gameId}`}>
            Start a game
          </a>
        ) : (
          <span className="meta">This game cannot be played here yet: its board is still being made.</span>
        )}{' '}
        <a href="#/">Back to the games</a>
      </p>
    </main>
  );
}
