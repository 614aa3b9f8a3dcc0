import { useLayoutEffect, useState, type RefObject } from 'react';
import type { HintUse, ShownHint } from '../driver.ts';

/** A chance in words: 0.623 → "62% chance". */
export function chanceText(chance: number): string {
  return `${Math.round(Math.max(0, Math.min(1, chance)) * 100)}% chance`;
}

/** A hint's use in words: "Player 1 used a hint before move 12" (`at` moves had been made). */
export function hintUseText(use: HintUse, seatNames: readonly string[]): string {
  return `${seatNames[use.seat] ?? `Seat ${use.seat + 1}`} used a hint before move ${use.at + 1}`;
}

/**
 * The "Hint" button and what it found: the bot's three best moves, numbered as on the board, in words with the
 * asking seat's estimated chance of winning after each. The list is a guide: it plays nothing by itself.
 */
export function HintPanel({ hints, busy, error, onAsk, disabled }: { hints: ShownHint[] | null; busy: boolean; error: string | null; onAsk(): void; disabled: boolean }) {
  return (
    <section className="hint-panel" aria-label="Hint">
      <button className="hint-button" onClick={onAsk} disabled={busy || disabled} aria-describedby="hint-about">
        {busy ? 'Thinking…' : 'Hint'}
      </button>{' '}
      <span id="hint-about" className="meta">
        The bot’s three best moves for you, numbered on the board (a guide: nothing is played for you).
      </span>
      <div aria-live="polite">
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {hints && hints.length > 0 && (
          <ol className="hints">
            {hints.map((h, i) => (
              <li key={i} data-hint-item={i + 1}>
                <span className="hint-num" aria-hidden="true">
                  {i + 1}
                </span>{' '}
                {h.text} <span className="chance">({chanceText(h.chance)})</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

/** Who used hints so far, and before which move: public at the table, in the replay too. */
export function HintsUsed({ used, seatNames }: { used: readonly HintUse[]; seatNames: readonly string[] }) {
  if (used.length === 0) return null;
  return (
    <section className="hints-used" aria-label="Hints used">
      <h2>Hints used</h2>
      <ul>
        {used.map((u, i) => (
          <li key={i}>{hintUseText(u, seatNames)}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Numbered badges laid over the board's hinted pieces (`[data-hint]`, set by `Pickable` from `HintKeys`), so every
 * board shows them without code of its own. Placed after each render, on resize, when the map drawing zooms and when
 * it is dragged in its frame on a phone (`.zoom-frame`); a piece scrolled out of the frame's sight has no badge (the
 * badges lie over the frame, not in it). They take no clicks.
 */
export function HintBadges({ holder, stamp }: { holder: RefObject<HTMLElement | null>; stamp: unknown }) {
  const [badges, setBadges] = useState<{ x: number; y: number; text: string }[]>([]);
  useLayoutEffect(() => {
    const place = () => {
      const box = holder.current;
      if (!box) return setBadges([]);
      const origin = box.getBoundingClientRect();
      const found = [...box.querySelectorAll('[data-hint]')].flatMap((el) => {
        const r = el.getBoundingClientRect();
        const frame = el.closest('.zoom-frame')?.getBoundingClientRect();
        if (frame && (r.left < frame.left - 1 || r.left > frame.right || r.top < frame.top - 1 || r.top > frame.bottom)) return [];
        return [{ x: r.left - origin.left + box.scrollLeft, y: r.top - origin.top + box.scrollTop, text: (el.getAttribute('data-hint') ?? '').split(' ').join('·') }];
      });
      setBadges((old) => (JSON.stringify(old) === JSON.stringify(found) ? old : found));
    };
    place();
    const at = holder.current;
    window.addEventListener('resize', place);
    // A frame's scroll does not bubble: heard on its way down.
    at?.addEventListener('scroll', place, { capture: true, passive: true });
    // The drawing changes size without the window (the map zoomed on a phone): the badges follow it.
    const drawing = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    if (at?.firstElementChild) drawing?.observe(at.firstElementChild);
    for (const zoomed of at?.querySelectorAll('.zoom-content') ?? []) drawing?.observe(zoomed);
    return () => {
      window.removeEventListener('resize', place);
      at?.removeEventListener('scroll', place, { capture: true });
      drawing?.disconnect();
    };
  }, [holder, stamp]);
  return (
    <div className="hint-badges" aria-hidden="true">
      {badges.map((b, i) => (
        <span key={i} className="hint-badge" style={{ left: Math.max(0, b.x - 8), top: Math.max(0, b.y - 8) }}>
          {b.text}
        </span>
      ))}
    </div>
  );
}
