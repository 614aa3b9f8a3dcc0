import { useEffect, useRef, useState } from 'react';
import type { GameUi } from '../games/types.ts';
import { LegendList } from './Legend.tsx';

/**
 * The "?" button and the help it opens: what is on the screen now (`ui.help`), the legend, how to pick a move, the
 * speed setting and a link to the rules. A modal <dialog>: Escape closes it, focus stays inside while it is open
 * and goes back to the button after.
 */
export function HelpOverlay({ ui, view, seat, game }: { ui: GameUi; view: unknown; seat: number | null; game: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  const lines = open && view !== null ? (ui.help?.(view, seat) ?? []) : [];
  const legend = open && view !== null ? (ui.legend?.(view) ?? []) : [];
  return (
    <>
      <button ref={button} className="help-button" onClick={() => setOpen(true)} aria-haspopup="dialog" title="What is on this screen">
        ?<span className="visually-hidden"> Help</span>
      </button>
      <dialog
        ref={dialog}
        className="help"
        aria-labelledby="help-title"
        onClose={() => {
          setOpen(false);
          button.current?.focus();
        }}
      >
        {open && (
          <>
            <form method="dialog" className="help-close">
              <button title="Close the help">
                ×<span className="visually-hidden"> Close the help</span>
              </button>
            </form>
            <h2 id="help-title">What is on this screen</h2>
            {lines.length > 0 && (
              <ul>
                {lines.map((l, i) => (
                  <li key={i}>{l}</li>
                ))}
              </ul>
            )}
            <h3>Making a move</h3>
            <p>
              Things you may pick now are outlined in orange on the board: click or tap one (or Tab to it and press Enter). A move of several steps shows what you picked so far under the board, with
              buttons for the steps the board does not draw; Cancel (Esc) starts again. Every possible move is also listed under “Your move”.
            </p>
            <p>The last move is marked in purple; click a move in the log to mark it again. Hover a piece (or press and hold on a phone) to read what it is.</p>
            <h3>Speed</h3>
            <p>“Moves” beside the title sets how fast pieces and bots move: Off shows each move at once, Normal at a pace you can follow, Fast quicker. Your choice is kept in this browser.</p>
            {legend.length > 0 && (
              <>
                <h3>Legend</h3>
                <LegendList items={legend} />
              </>
            )}
            <p>
              <a href={`#/rules/${game}`} target="_blank" rel="noreferrer">
                The rules of this game
              </a>
            </p>
            <form method="dialog">
              <button className="primary">Close</button>
            </form>
          </>
        )}
      </dialog>
    </>
  );
}
