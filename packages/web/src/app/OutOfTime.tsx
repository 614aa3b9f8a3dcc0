import { useState } from 'react';
import type { TableState } from '../driver.ts';
import { absentButtons, waitingWords, type AbsentButton, type AbsentChoice } from './turnBased.ts';
import './turn-based.css';

/** How the table's seats play (`playKindOf`): only 'cooperative' offers the heroes' bot, anything else is a contest. */
type Play = 'competitive' | 'cooperative' | 'mixed';

/** A seat whose clock ran out, as the others see it: whom, and the choices offered. */
export interface OutOfTime {
  seat: number;
  name: string;
  buttons: AbsentButton[];
}

/**
 * The seats of a turn-based match whose clock ran out and whose turns nobody plays yet, when this screen holds
 * another seat (only the others choose); none in a real-time match, a finished one, or for a spectator.
 */
export function outOfTimeSeats(state: TableState, play: Play): OutOfTime[] {
  if (!state.turnBased || state.outcome || state.status === 'finished') return [];
  const held = state.seats.filter((s) => s.kind === 'me' || s.kind === 'hotseat');
  return state.seats
    .filter((s) => s.outOfTime && !s.away && !state.resigned?.includes(s.seat) && held.some((h) => h.seat !== s.seat))
    .map((s) => {
      const name = s.kind === 'human' ? s.name : s.role;
      return { seat: s.seat, name, buttons: absentButtons(play === 'cooperative' ? 'cooperative' : 'competitive', name) };
    });
}

/** In a turn-based match, who the table still waits for (a simultaneous phase lists each), the seat shown aside. */
export function waitingLine(state: TableState): string | null {
  if (!state.turnBased || state.outcome || state.status !== 'live') return null;
  const names = state.seats.filter((s) => s.seat !== state.seat && state.actors.includes(s.seat)).map((s) => (s.kind === 'human' ? s.name : s.role));
  return waitingWords(names);
}

/**
 * "Ann's time ran out", with the choices the others have (#30): a bot plays her turns, or the match ends with her
 * as the loser (asked first); a bot plays her heroes in a co-operative game. A refusal is said in words.
 */
export function OutOfTimeNotice({ state, play, onChoose }: { state: TableState; play: Play; onChoose(target: number, choice: AbsentChoice): Promise<void> }) {
  const [asking, setAsking] = useState<{ seat: number; button: AbsentButton } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const seats = outOfTimeSeats(state, play);
  if (seats.length === 0) return null;
  const choose = async (seat: number, choice: AbsentChoice) => {
    setAsking(null);
    setBusy(true);
    setError(null);
    try {
      await onChoose(seat, choice);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {seats.map((s) => (
        <section key={s.seat} className="out-of-time" aria-label={`${s.name}’s time ran out`}>
          <p>
            <strong>{s.name}’s time ran out.</strong> {play === 'cooperative' ? 'A bot may play their heroes until they return.' : 'You may let a bot play their turns until they return, or end the match.'}
          </p>
          {asking?.seat === s.seat ? (
            <div role="alertdialog" aria-label="Are you sure?">
              <p>{asking.button.confirm}</p>
              <button className="danger" onClick={() => void choose(s.seat, asking.button.choice)} disabled={busy} autoFocus>
                Yes, end it
              </button>{' '}
              <button onClick={() => setAsking(null)}>No, wait</button>
            </div>
          ) : (
            <p className="row">
              {s.buttons.map((b) => (
                <button key={b.choice} className={b.confirm ? 'danger' : 'primary'} disabled={busy} onClick={() => (b.confirm ? setAsking({ seat: s.seat, button: b }) : void choose(s.seat, b.choice))}>
                  {b.text}
                </button>
              ))}
            </p>
          )}
        </section>
      ))}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
