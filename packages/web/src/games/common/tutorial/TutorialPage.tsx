import { useEffect, useState } from 'react';
import { loadUi } from '../../index.ts';
import type { GameUi } from '../../types.ts';
import { tutorialScripts } from './scripts.ts';
import { Tutorial } from './Tutorial.tsx';
import type { TutorialScript } from './types.ts';

/** The page #/learn/<game>: loads the game's board and its tutorial's script, then runs it. */
export default function TutorialPage({ game }: { game: string }) {
  const [loaded, setLoaded] = useState<{ ui: GameUi; script: TutorialScript } | 'missing' | null>(null);
  useEffect(() => {
    let live = true;
    const script = tutorialScripts[game];
    if (!script) return setLoaded('missing');
    Promise.all([loadUi(game), script()]).then(
      ([ui, s]) => live && setLoaded({ ui, script: s }),
      () => live && setLoaded('missing'),
    );
    return () => {
      live = false;
    };
  }, [game]);
  if (loaded === null) return <main className="page learn">Loading…</main>;
  if (loaded === 'missing')
    return (
      <main className="page learn">
        <h1>No guided game</h1>
        <p>
          This game has no guided first game. <a href="#/">Back to the games</a>.
        </p>
      </main>
    );
  return <Tutorial script={loaded.script} ui={loaded.ui} />;
}
