import type { AnyGame, Variant } from '@ramparts/engine';
import { useState } from 'react';
import { OptionsFieldset, useOptionsForm } from '../app/OptionsForm.tsx';
import { defaultSeats, SeatPicker, startLocalMatch, type SeatChoice } from '../app/seats.tsx';

/**
 * "Try it": a table in this browser playing the variant, hot-seat or with bots at any level, set up as the new-game
 * form sets one. `variant` is null while the variant cannot be played (its problems are listed above).
 */
export function TryIt({ game, variant }: { game: AnyGame; variant: Variant | null }) {
  const form = useOptionsForm(game);
  const [seats, setSeats] = useState<SeatChoice[]>([]);
  const [count, setCount] = useState<number | null>(null);
  const { parsed, extraError } = form;
  const counts = parsed.ok ? game.playerCounts(parsed.options) : { min: game.kind.players.min, max: game.kind.players.max };
  const players = Math.min(counts.max, Math.max(counts.min, count ?? counts.min));
  const seatList = defaultSeats(players, seats);
  const seatName = (i: number) => (parsed.ok ? game.seatName(players, parsed.options, i) : `Seat ${i + 1}`);
  const ready = !!variant && parsed.ok && !extraError;
  return (
    <section className="try-it" aria-labelledby="studio-try">
      <h2 id="studio-try">Try it</h2>
      <p className="meta">A table in this browser with your numbers: play it yourself, with friends at this screen, or watch bots play it.</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!ready || !variant) return;
          startLocalMatch(game, players, parsed.options, seatList, seatName, { variant });
        }}
      >
        <OptionsFieldset form={form} game={game.id} legend="Options of the table" />
        <fieldset>
          <legend>Players</legend>
          <SeatPicker counts={counts} players={players} onCount={setCount} seats={seatList} onSeats={setSeats} seatName={seatName} game={game} link={false} />
        </fieldset>
        <button type="submit" className="primary" disabled={!ready}>
          Try it
        </button>
        {!variant && <span className="meta"> Fix the problems above first.</span>}
      </form>
    </section>
  );
}
