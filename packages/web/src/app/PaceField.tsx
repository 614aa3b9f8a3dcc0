import './turn-based.css';
import { NO_LIMIT_WARNING, TURN_SPEEDS, type TurnHours } from './turnBased.ts';

/** How a match on the server is played: in real time (the clock choices beside it), or turn-based with its hours per move. */
export type Pace = { kind: 'real' } | { kind: 'turn'; hours: TurnHours };

/**
 * "Real time" or "Turn-based" (#30), and for turn-based its speed in players' words: a day, three days or a week per
 * move, or no limit (for friends, with a warning: then nobody can skip a player who stopped coming).
 */
export function PaceField({ pace, onChange }: { pace: Pace; onChange(p: Pace): void }) {
  const hours = pace.kind === 'turn' ? pace.hours : 24;
  return (
    <div className="pace-field">
      <div role="radiogroup" aria-label="How do you play?">
        <p>How do you play?</p>
        <label className="check">
          <input type="radio" name="pace" value="real" checked={pace.kind === 'real'} onChange={() => onChange({ kind: 'real' })} /> Real time (everyone at the table now)
        </label>{' '}
        <label className="check">
          <input type="radio" name="pace" value="turn" checked={pace.kind === 'turn'} onChange={() => onChange({ kind: 'turn', hours })} /> Turn-based (a move when it suits you, over days)
        </label>
      </div>
      {pace.kind === 'turn' && (
        <div role="radiogroup" aria-label="Time for each move" className="turn-speeds">
          <p>Time for each move</p>
          {TURN_SPEEDS.map((s) => (
            <label className="check" key={String(s.hours)}>
              <input type="radio" name="turn-speed" value={String(s.hours ?? 'none')} checked={pace.hours === s.hours} onChange={() => onChange({ kind: 'turn', hours: s.hours })} /> {s.text}
            </label>
          ))}
          {pace.hours === null ? (
            <p className="warning" role="note">
              {NO_LIMIT_WARNING}
            </p>
          ) : (
            <p className="meta">Each move refills your time to the full amount. When someone’s time runs out, the others choose: a bot plays for them until they return, or (where players compete) the match ends with them as the loser.</p>
          )}
        </div>
      )}
    </div>
  );
}
