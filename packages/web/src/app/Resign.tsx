import { useState } from 'react';
import './resign.css';
import type { TableState } from '../driver.ts';
import type { GameUi } from '../games/types.ts';

/**
 * Resign (a competitive game) or Leave (a co-operative one), in the table's head where the eye is: asked to confirm,
 * in words that say what follows ("Player 1 wins at once."). Nothing is shown when the seat shown may not: a
 * spectator, a bot's seat, a seat that resigned or left, a finished game (the driver's `resign`), or a seat the
 * rules put out already (its castle or tower fell: the game's `isOut`).
 */
export function ResignControl({ state, ui, onResign, disabled }: { state: TableState; ui: Pick<GameUi, 'isOut'>; onResign: () => void; disabled: boolean }) {
  const [asking, setAsking] = useState(false);
  const can = state.resign;
  if (!can || (state.view !== null && state.seat !== null && ui.isOut?.(state.view, state.seat))) return null;
  const verb = can.leave ? 'Leave' : 'Resign';
  if (!asking)
    return (
      <button className="resign" onClick={() => setAsking(true)} disabled={disabled}>
        {can.leave ? 'Leave the table' : 'Resign'}
      </button>
    );
  return (
    <div className="resign-confirm" role="alertdialog" aria-label={`${verb}?`}>
      <p>
        <strong>{can.leave ? 'Leave the table?' : 'Resign this game?'}</strong> {can.consequence} This cannot be taken back.
      </p>
      <button
        className="danger"
        onClick={() => {
          setAsking(false);
          onResign();
        }}
        disabled={disabled}
        autoFocus
      >
        {can.leave ? 'Yes, leave' : 'Yes, resign'}
      </button>{' '}
      <button onClick={() => setAsking(false)}>{can.leave ? 'No, stay' : 'No, play on'}</button>
    </div>
  );
}
