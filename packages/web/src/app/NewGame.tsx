import { playKindOf } from '@ramparts/engine';
import { gameList } from '@ramparts/games/list';
import { useGame } from '../games/useGame.ts';
import { useState } from 'react';
import { offerTurnNotices } from '../account/notices.ts';
import { useAccount } from '../account/session.ts';
import { createOnline, myName, type Clock, type Visibility } from '../online/api.ts';
import { ClockField } from './ClockField.tsx';
import { PaceField, type Pace } from './PaceField.tsx';
import { OptionsFieldset, useOptionsForm } from './OptionsForm.tsx';
import { go } from './router.ts';
import { defaultSeats, SeatPicker, startLocalMatch, type SeatChoice } from './seats.tsx';
import { takePrefill } from './again.ts';
import { VariantField } from '../studio/VariantField.tsx';
import { findVariant } from '../studio/store.ts';

export default function NewGame({ gameId }: { gameId: string }) {
  const game = useGame(gameId);
  const info = gameList.find((g) => g.id === gameId);
  // Opened by "Play again" at a finished online table: filled in as that match was (read once).
  const [again] = useState(() => takePrefill(gameId));
  const form = useOptionsForm(game, { initial: again?.options });
  const [seats, setSeats] = useState<SeatChoice[]>(again?.seats ?? []);
  const [count, setCount] = useState<number | null>(again?.players ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [online, setOnline] = useState(again?.online ?? false);
  const [clock, setClock] = useState<Clock | null>(null);
  // Real time (today's clock choices) or turn-based, with its hours per move (#30): only for a match on the server.
  const [pace, setPace] = useState<Pace>(again?.turnHours !== undefined ? { kind: 'turn', hours: again.turnHours } : { kind: 'real' });
  const [visibility, setVisibility] = useState<Visibility>(again?.visibility ?? 'private');
  const [hostName, setHostName] = useState(() => myName());
  const [tableName, setTableName] = useState(again?.tableName ?? '');
  const [hints, setHints] = useState(again?.hints ?? false);
  const [rated, setRated] = useState(false);
  // One of my variants of this game (issue #32), by its id in this browser; none plays the rulebook's game.
  const [variantId, setVariantId] = useState('');
  const account = useAccount();

  if (!game || !info) {
    return (
      <main className="page">
        <h1>No such game</h1>
        <p>
          There is no game “{gameId}”. <a href="#/">Back to the games</a>.
        </p>
      </main>
    );
  }

  const { raw, parsed, extraError } = form;
  const counts: { min: number; max: number; note?: string } = parsed.ok ? game.playerCounts(parsed.options) : { min: game.kind.players.min, max: game.kind.players.max };
  const players = Math.min(counts.max, Math.max(counts.min, count ?? counts.min));
  const seatList = defaultSeats(players, seats);
  // Only set-ups where seats compete may be rated (#29); a rated match is played on the server, without hints.
  const ratable = parsed.ok && players >= 2 && (game.versusModes?.length ?? 0) > 0 && playKindOf(game, parsed.options) === 'competitive';
  const isRated = ratable && rated;
  // A friend by link or a rated match can only be played on the server: "Play on the server" is ticked for them (#31.9).
  const serverForced = isRated || seatList.includes('link');
  const needsServer = online || serverForced;
  const ratedBots = isRated ? seatList.flatMap((s) => (s.startsWith('bot:') ? [s.slice(4)] : [])) : [];

  const seatName = (i: number) => (parsed.ok ? game.seatName(players, parsed.options, i) : `Seat ${i + 1}`);

  const start = async () => {
    if (!parsed.ok || extraError) return;
    const variant = variantId ? (findVariant(game.id, variantId)?.variant ?? null) : null;
    setBusy(true);
    setError(null);
    try {
      if (needsServer) {
        const turnBased = pace.kind === 'turn' ? { hours: pace.hours } : null;
        const id = await createOnline(game.id, players, raw, seatList.map((s) => (s.startsWith('bot:') ? s.slice(4) : 'human')), seatList.flatMap((s, i) => (s === 'me' || s === 'hotseat' ? [i] : [])), turnBased ? null : clock, visibility, { table: tableName, host: hostName }, hints && !isRated, isRated, turnBased, variant);
        // A turn-based match was started: this browser is offered "your turn" notices (once; never on a page load).
        if (turnBased) void offerTurnNotices(id).catch(() => null);
        go(`#/match/${id}`);
      } else startLocalMatch(game, players, parsed.options, seatList, seatName, { ...(hints ? { hintsAllowed: true, hints: [] } : {}), ...(variant ? { variant } : {}) });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <main className="page new-game">
      <h1>New game of {game.title}</h1>
      <p>{info.pitch}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <OptionsFieldset form={form} game={game.id} />
        <VariantField game={game.id} value={variantId} onChange={setVariantId} />

        <fieldset>
          <legend>Players</legend>
          <SeatPicker counts={counts} players={players} onCount={setCount} seats={seatList} onSeats={setSeats} seatName={seatName} game={game} link />
          {counts.note && counts.min !== counts.max && <p className="meta">{counts.note}</p>}
          {ratable && (
            <label className="check">
              <input type="checkbox" checked={rated} onChange={(e) => setRated(e.target.checked)} /> Rated (counts for the leaderboard when every person is signed in: no undo, no hints; played on the server)
            </label>
          )}
          {isRated && account === null && (
            <p className="meta">
              You are not signed in: this match will not count for your rating. <a href="#/account">Sign in</a> first.
            </p>
          )}
          {ratedBots.length > 0 && <p className="meta">Rated against {ratedBots.map((b) => `a ${b} bot`).join(' and ')} (fixed rating).</p>}
          <label className="check">
            <input type="checkbox" checked={hints && !isRated} disabled={isRated} onChange={(e) => setHints(e.target.checked)} /> Allow hints (a “Hint” button shows the bot’s three best moves; the record says who used one)
          </label>
          <label className="check">
            <input type="checkbox" checked={needsServer} disabled={serverForced} onChange={(e) => setOnline(e.target.checked)} /> Play on the server (others can watch; needed for a friend by link{ratable ? ' and a rated match' : ''})
          </label>
          {needsServer && (
            <p className="names">
              <label>
                Your name <input type="text" value={hostName} maxLength={40} onChange={(e) => setHostName(e.target.value)} placeholder="as the others will see you" />
              </label>{' '}
              <label>
                Name of this table <input type="text" value={tableName} maxLength={60} onChange={(e) => setTableName(e.target.value)} placeholder="optional, e.g. Friday siege" />
              </label>
            </p>
          )}
          {needsServer && <PaceField pace={pace} onChange={setPace} />}
          {needsServer && pace.kind === 'real' && <ClockField clock={clock} onChange={setClock} />}
          {needsServer && <WhoCanJoin value={visibility} onChange={setVisibility} />}
          <p className="meta">
            {!needsServer
              ? 'This match runs in your browser; the bots think in the background.'
              : visibility === 'private'
                ? 'This match will be on the server: only those you send its link to can take a seat (anyone with the link may watch).'
                : 'This match will be on the server, listed among the open games: anyone may take a free seat.'}
          </p>
        </fieldset>
        {error && <p className="error">{error}</p>}
        <button type="submit" className="primary" disabled={busy || !parsed.ok || !!extraError}>
          {busy ? 'Starting…' : 'Start the game'}
        </button>{' '}
        <a href={`#/rules/${game.id}`}>Read the rules</a>
      </form>
    </main>
  );
}

/** Who may take the free seats of a match on the server: friends with its invitation link, or anyone from the open games list. */
function WhoCanJoin({ value, onChange }: { value: Visibility; onChange(v: Visibility): void }) {
  return (
    <div className="who-can-join" role="radiogroup" aria-label="Who can join?">
      <p>Who can join?</p>
      <label className="check">
        <input type="radio" name="visibility" value="private" checked={value === 'private'} onChange={() => onChange('private')} /> Friends I send the link to
      </label>{' '}
      <label className="check">
        <input type="radio" name="visibility" value="public" checked={value === 'public'} onChange={() => onChange('public')} /> Anyone, from the open games list
      </label>
    </div>
  );
}
