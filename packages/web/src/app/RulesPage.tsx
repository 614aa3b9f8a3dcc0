import { findGame } from '@ramparts/games';
import { useEffect, useState } from 'react';
import { loadUi } from '../games/index.ts';
import type { GameUi } from '../games/types.ts';

export default function RulesPage({ gameId }: { gameId: string }) {
  const [ui, setUi] = useState<GameUi | null | 'missing'>(null);
  useEffect(() => {
    loadUi(gameId).then(setUi, () => setUi('missing'));
  }, [gameId]);
  const game = findGame(gameId);
  return (
    <main className="page rules">
      <h1>How to play {game?.title ?? gameId}</h1>
      {ui === null ? <p>Loading…</p> : ui === 'missing' ? <p>The rules of this game are not written for the web yet.</p> : <ui.Rules />}
      <p>
        <a className="button primary" href={`#/new/${gameId}`}>
          Start a game
        </a>{' '}
        <a href="#/">Back to the games</a>
      </p>
    </main>
  );
}
