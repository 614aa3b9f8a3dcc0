import { findGame, gameList } from '@ramparts/games';
import { useMemo, useState } from 'react';
import { createOnline, type Clock } from '../online/api.ts';
import { ClockField } from './ClockField.tsx';
import { optionFields, parseGameOptions, TEXT_CHOICES, words, type OptionField } from './options.ts';
import { go } from './router.ts';
import { defaultSeats, SeatPicker, startLocalMatch, type SeatChoice } from './seats.tsx';

export function NewGame({ gameId }: { gameId: string }) {
  const game = findGame(gameId);
  const info = gameList.find((g) => g.id === gameId);
  const { fields, skipped } = useMemo(() => (game ? optionFields(game) : { fields: [], skipped: [] }), [game]);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [extra, setExtra] = useState('');
  const [seats, setSeats] = useState<SeatChoice[]>([]);
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [online, setOnline] = useState(false);
  const [clock, setClock] = useState<Clock | null>(null);

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

  let extraValue: Record<string, unknown> = {};
  let extraError: string | null = null;
  if (extra.trim()) {
    try {
      const v: unknown = JSON.parse(extra);
      if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error('not an object');
      extraValue = v as Record<string, unknown>;
    } catch {
      extraError = 'More options must be a JSON object, e.g. {"lives": 10}.';
    }
  }
  const raw = { ...values, ...extraValue };
  const parsed = parseGameOptions(game, raw);
  const counts = parsed.ok ? game.playerCounts(parsed.options) : { min: game.kind.players.min, max: game.kind.players.max };
  const players = Math.min(counts.max, Math.max(counts.min, count ?? counts.min));
  const seatList = defaultSeats(players, seats);
  const ownBots = Object.keys(game.bots ?? {});
  const needsServer = online || seatList.includes('link');

  const seatName = (i: number) => (parsed.ok ? game.seatName(players, parsed.options, i) : `Seat ${i + 1}`);

  const start = async () => {
    if (!parsed.ok || extraError) return;
    setBusy(true);
    setError(null);
    try {
      if (needsServer) {
        const id = await createOnline(game.id, players, raw, seatList.map((s) => (s.startsWith('bot:') ? s.slice(4) : 'human')), seatList.flatMap((s, i) => (s === 'me' || s === 'hotseat' ? [i] : [])), clock);
        go(`#/match/${id}`);
      } else startLocalMatch(game, players, parsed.options, seatList, seatName);
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
        <fieldset>
          <legend>Options</legend>
          {fields.length === 0 && <p className="meta">This game has no options to choose.</p>}
          {fields.map((f) => (
            <Field key={f.key} field={f} game={game.id} value={values[f.key]} onChange={(v) => setValues((old) => ({ ...old, [f.key]: v }))} />
          ))}
          {skipped.length > 0 && (
            <details>
              <summary>More options ({skipped.map(words).join(', ')}) as JSON</summary>
              <textarea rows={4} value={extra} onChange={(e) => setExtra(e.target.value)} placeholder='{"deck": {…}}' aria-label="More options as JSON" />
            </details>
          )}
          {extraError && <p className="error">{extraError}</p>}
          {!parsed.ok && <p className="error">{parsed.message}</p>}
        </fieldset>

        <fieldset>
          <legend>Players</legend>
          <SeatPicker counts={counts} players={players} onCount={setCount} seats={seatList} onSeats={setSeats} seatName={seatName} ownBots={ownBots} link />
          <label className="check">
            <input type="checkbox" checked={online} onChange={(e) => setOnline(e.target.checked)} /> Play on the server (others can watch; needed for a friend by link)
          </label>
          {needsServer && <ClockField clock={clock} onChange={setClock} />}
          <p className="meta">
            {needsServer ? 'This match will be on the server: share its link with your friends.' : 'This match runs in your browser; the bots think in the background.'}
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

function Field({ field: f, game, value, onChange }: { field: OptionField; game: string; value: unknown; onChange(v: unknown): void }) {
  const id = `opt-${f.key}`;
  switch (f.kind) {
    case 'enum':
      return (
        <p>
          <label htmlFor={id}>{f.label}</label>{' '}
          <select id={id} value={(value as string | undefined) ?? f.default ?? ''} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}>
            {f.optional && <option value="">(default)</option>}
            {f.values.map((v) => (
              <option key={v} value={v}>
                {words(v)}
              </option>
            ))}
          </select>
        </p>
      );
    case 'boolean':
      return (
        <p>
          <label className="check">
            <input id={id} type="checkbox" checked={(value as boolean | undefined) ?? f.default ?? false} onChange={(e) => onChange(e.target.checked)} /> {f.label}
          </label>
        </p>
      );
    case 'number':
      return (
        <p>
          <label htmlFor={id}>{f.label}</label>{' '}
          <input
            id={id}
            type="number"
            min={f.min}
            max={f.max}
            step={f.integer ? 1 : 'any'}
            placeholder={f.default !== undefined ? String(f.default) : 'default'}
            value={value === undefined ? '' : String(value)}
            onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          />
          {f.min !== undefined && f.max !== undefined && (
            <span className="meta">
              {' '}
              {f.min}–{f.max}
            </span>
          )}
        </p>
      );
    case 'text': {
      const choices = TEXT_CHOICES[game]?.[f.key];
      return (
        <p>
          <label htmlFor={id}>{f.label}</label>{' '}
          {choices ? (
            <select id={id} value={(value as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}>
              <option value="">(default)</option>
              {choices.map((c) => (
                <option key={c} value={c}>
                  {words(c)}
                </option>
              ))}
            </select>
          ) : (
            <input id={id} type="text" placeholder={f.default ?? '(default)'} value={(value as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} />
          )}
        </p>
      );
    }
  }
}
