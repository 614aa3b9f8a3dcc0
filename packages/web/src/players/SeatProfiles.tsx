import { useEffect, useState } from 'react';
import { z } from 'zod';
import { call, watchHeaders } from '../online/api.ts';

const seatAccounts = z.object({ seats: z.array(z.object({ seat: z.number(), name: z.string() })) });

/**
 * The players of an online match who have accounts, each linked to their profile (#29): "Players with a profile: Ann
 * (Attacker), Bob (Defender)". Nothing when no seat is an account's, or the server cannot say.
 */
export function SeatProfiles({ match, seatNames }: { match: string; seatNames: readonly string[] }) {
  const [seats, setSeats] = useState<{ seat: number; name: string }[]>([]);
  useEffect(() => {
    let live = true;
    call<unknown>('GET', `/api/matches/${encodeURIComponent(match)}/players`, undefined, watchHeaders(match))
      .then((answer) => live && setSeats(seatAccounts.parse(answer).seats))
      .catch(() => live && setSeats([]));
    return () => {
      live = false;
    };
  }, [match]);
  if (seats.length === 0) return null;
  return (
    <p className="seat-profiles">
      Players with a profile:{' '}
      {seats.map((s, i) => (
        <span key={s.seat}>
          {i > 0 && ', '}
          <a href={`#/player/${encodeURIComponent(s.name)}`}>{s.name}</a>
          {seatNames[s.seat] ? ` (${seatNames[s.seat]})` : ''}
        </span>
      ))}
    </p>
  );
}
