import type { AnyGame } from '@ramparts/engine';
import { randomId, saveLocal, type LocalSave, type LocalSeat } from '../local/store.ts';
import { botOptions, botPrograms, DEFAULT_BOT, levelWords } from './bots.ts';
import { go } from './router.ts';

/** A seat's player as chosen in a form: me, a friend here, a friend by link, or a bot spec. */
export type SeatChoice = 'me' | 'hotseat' | 'link' | `bot:${string}`;

export function defaultSeats(n: number, prev: SeatChoice[]): SeatChoice[] {
  return Array.from({ length: n }, (_, i) => prev[i] ?? (i === 0 ? 'me' : (DEFAULT_BOT as SeatChoice)));
}

/** The number of players (when it may vary) and who plays each seat. */
export function SeatPicker(props: {
  counts: { min: number; max: number };
  players: number;
  onCount(n: number): void;
  seats: SeatChoice[];
  onSeats(seats: SeatChoice[]): void;
  seatName(i: number): string;
  /** The game, for its bot levels and own bots. */
  game: AnyGame;
  /** Offer "a friend by link" (online matches). */
  link: boolean;
}) {
  const { counts, players, seats } = props;
  const bots = botOptions(props.game);
  // The game's own bots go by their specs (`heuristic:15`): offered apart, under "Advanced settings" (#31.9).
  const programs = botPrograms(props.game);
  const isProgram = (s: SeatChoice) => programs.some((p) => p.value === s);
  const setSeat = (i: number, choice: SeatChoice) => props.onSeats(seats.map((x, j) => (j === i ? choice : x)));
  return (
    <>
      {counts.min !== counts.max && (
        <label>
          Number of players{' '}
          <select value={players} onChange={(e) => props.onCount(Number(e.target.value))} aria-label="Number of players">
            {Array.from({ length: counts.max - counts.min + 1 }, (_, i) => counts.min + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
      <ol className="seats">
        {seats.map((s, i) => (
          <li key={i}>
            <label>
              <span className="seat-name">{props.seatName(i)}</span>{' '}
              <select value={s} onChange={(e) => setSeat(i, e.target.value as SeatChoice)} aria-label={`Who plays ${props.seatName(i)}`}>
                <option value="me">Me</option>
                <option value="hotseat">A friend at this screen (hot-seat)</option>
                {props.link && <option value="link">A friend by link (online)</option>}
                {bots.map((b) => (
                  <option key={b.value} value={b.value} title={b.words}>
                    {b.label}
                  </option>
                ))}
                {isProgram(s) && <option value={s}>Bot: a program chosen in Advanced settings</option>}
              </select>
            </label>
            {levelWords(s) && <span className="meta level-words"> {levelWords(s)}</span>}
          </li>
        ))}
      </ol>
      {programs.length > 0 && (
        <details className="bot-programs">
          <summary>Advanced settings: bot programs</summary>
          <p className="meta">The program behind a bot seat, as the balance lab names it, instead of a level.</p>
          {seats.map((s, i) => (
            <p key={i}>
              <label>
                Bot program for {props.seatName(i)}{' '}
                <select value={isProgram(s) ? s : ''} onChange={(e) => setSeat(i, (e.target.value || (s.startsWith('bot:') ? DEFAULT_BOT : s)) as SeatChoice)}>
                  <option value="">{s.startsWith('bot:') ? 'The level chosen above' : 'None (not a bot)'}</option>
                  {programs.map((p) => (
                    <option key={p.value} value={p.value}>
                      {p.label}
                    </option>
                  ))}
                </select>
              </label>
            </p>
          ))}
        </details>
      )}
    </>
  );
}

/** Starts a match in this browser with the seats chosen and opens its table. */
export function startLocalMatch(game: AnyGame, players: number, options: unknown, seats: SeatChoice[], seatName: (i: number) => string, extra: Partial<LocalSave> = {}): string {
  const local: LocalSeat[] = seats.map((s, i) =>
    s.startsWith('bot:') ? { kind: 'bot', bot: s.slice(4), name: seatName(i) } : { kind: s === 'me' ? 'me' : 'hotseat', name: s === 'me' ? 'You' : `Friend (${seatName(i)})` },
  );
  const id = randomId();
  saveLocal({ id, game: game.id, players, options, seed: randomId(6), seats: local, moves: [], createdAt: Date.now(), ...extra });
  go(`#/local/${id}`);
  return id;
}
