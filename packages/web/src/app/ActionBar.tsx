import type { GameUi } from '../games/types.ts';

/**
 * Attached under the board: the move picked so far in words with Cancel (Esc), a button (with `data-key`) for each
 * next step the board does not draw itself (pure commands: "End this toss", "I am done this turn"), and the line
 * saying another seat's move took a half-made choice away. Sticky at the bottom of a phone's screen.
 */
export function ActionBar({
  ui,
  view,
  chosen,
  keys,
  onPick,
  onCancel,
  disabled,
  lost,
  hinted,
}: {
  ui: GameUi;
  view: unknown;
  chosen: readonly string[];
  keys: readonly string[];
  onPick(k: string): void;
  onCancel(): void;
  disabled: boolean;
  lost: string | null;
  /** Keys a hint goes through, with the hints' numbers (a command the board does not draw is hinted here). */
  hinted?: ReadonlyMap<string, readonly number[]>;
}) {
  if (chosen.length === 0 && keys.length === 0 && !lost) return null;
  return (
    <div className="action-bar" role="group" aria-label="Move so far and commands">
      {lost && (
        <p className="lost" role="status">
          {lost}
        </p>
      )}
      {chosen.length > 0 && (
        <p className="picked">
          <span>
            Your move: <strong>{chosen.map((k) => ui.label(k, view)).join(' → ')}</strong> →
          </span>{' '}
          <button onClick={onCancel} className="cancel">
            Cancel (Esc)
          </button>
        </p>
      )}
      {keys.length > 0 && (
        <div className="commands">
          {keys.map((k) => (
            <button key={k} className={hinted?.has(k) ? 'primary hinted' : 'primary'} onClick={() => onPick(k)} disabled={disabled} data-key={k} data-hint={hinted?.get(k)?.join(' ')}>
              {ui.label(k, view)}
              {hinted?.has(k) && <span className="hint-num"> hint {hinted.get(k)!.join(', ')}</span>}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
