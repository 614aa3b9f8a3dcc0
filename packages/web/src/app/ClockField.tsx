import type { Clock } from '../online/api.ts';

const BANKS = [1, 5, 10, 30];
const INCREMENTS = [0, 5, 10, 30];

/** The time bank of an online match: none, or minutes each plus seconds per move (the server runs the clocks). */
export function ClockField({ clock, onChange }: { clock: Clock | null; onChange(c: Clock | null): void }) {
  return (
    <p className="clock-field">
      <label>
        Time bank{' '}
        <select value={clock ? String(clock.minutes) : ''} onChange={(e) => onChange(e.target.value === '' ? null : { minutes: Number(e.target.value), increment: clock?.increment ?? 5 })}>
          <option value="">none</option>
          {BANKS.map((m) => (
            <option key={m} value={m}>
              {m} minute{m === 1 ? '' : 's'} each
            </option>
          ))}
        </select>
      </label>{' '}
      {clock && (
        <label>
          plus{' '}
          <select value={clock.increment} onChange={(e) => onChange({ ...clock, increment: Number(e.target.value) })}>
            {INCREMENTS.map((s) => (
              <option key={s} value={s}>
                {s} s a move
              </option>
            ))}
          </select>
        </label>
      )}
    </p>
  );
}
