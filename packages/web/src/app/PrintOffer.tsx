import { useState } from 'react';
import { downloadBlob } from './download.ts';

type Paper = 'a4' | 'letter';

/** The paper a reader most likely has: US Letter in the Americas that use it, A4 elsewhere. */
export function likelyPaper(languages: readonly string[]): Paper {
  return languages.some((l) => /-(US|CA|MX|PH|CL|CO|VE)$/i.test(l)) ? 'letter' : 'a4';
}

type State = { at: 'idle' } | { at: 'drawing' } | { at: 'failed'; why: string };

/**
 * Print and play: the game's cards, tokens and boards, a player aid and these rules, as one PDF from the server.
 * Fetched rather than linked, so the page can say it is being drawn (a large game takes a few seconds).
 */
export function PrintOffer({ gameId, title }: { gameId: string; title: string }) {
  const [paper, setPaper] = useState<Paper>(() => likelyPaper(navigator.languages ?? [navigator.language]));
  const [bleed, setBleed] = useState(false);
  const [state, setState] = useState<State>({ at: 'idle' });
  const print = async () => {
    setState({ at: 'drawing' });
    try {
      const res = await fetch(`/api/print/${gameId}?paper=${paper}&bleed=${bleed ? 1 : 0}`);
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        setState({ at: 'failed', why: body?.error?.message ?? `The server answered ${res.status}.` });
        return;
      }
      downloadBlob(await res.blob(), `${gameId}-${paper}.pdf`);
      setState({ at: 'idle' });
    } catch {
      setState({ at: 'failed', why: 'The server could not be reached.' });
    }
  };
  return (
    <section className="print-offer" aria-labelledby="print-offer-title">
      <h2 id="print-offer-title">Print and play</h2>
      <p>
        Play {title} at a real table: every card, token and board, a player aid and these rules in one PDF. Print it at actual size, double-sided (flip on
        the long edge).
      </p>
      <p className="print-actions">
        <label>
          Paper{' '}
          <select value={paper} onChange={(e) => setPaper(e.target.value as Paper)}>
            <option value="a4">A4</option>
            <option value="letter">US Letter</option>
          </select>
        </label>{' '}
        <label title="3 mm of each card's art past its cut line, for a print shop's cutter">
          <input type="checkbox" checked={bleed} onChange={(e) => setBleed(e.target.checked)} /> Bleed (for a print shop)
        </label>{' '}
        <button type="button" className="button" onClick={() => void print()} disabled={state.at === 'drawing'}>
          Print and play (PDF)
        </button>{' '}
        <span role="status" className="meta">
          {state.at === 'drawing' ? 'Drawing the sheets… a large game takes up to half a minute.' : state.at === 'failed' ? `Could not print: ${state.why}` : ''}
        </span>
      </p>
    </section>
  );
}
