import { useEffect, useState } from 'react';
import type { TableState } from '../driver.ts';
import { SEAT_COLOURS } from '../games/common/svg.tsx';
import type { Fact, Panels } from '../games/types.ts';
import { timeLeftText } from './turnBased.ts';

/** Minutes and seconds of a time bank. */
function clockText(ms: number): string {
  return `${Math.floor(ms / 60000)}:${String(Math.floor((ms % 60000) / 1000)).padStart(2, '0')}`;
}

function Facts({ facts }: { facts: Fact[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className="facts">
      {facts.map((f, i) => (
        <div key={i} className={`fact ${f.tone === 'warn' ? 'warn' : ''}`} data-tip={f.tip} title={f.tip} tabIndex={f.tip ? 0 : undefined}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The player panels beside the board, as on Board Game Arena: per seat its name, role, colour, whether connected,
 * its clock, who is to play, a bot or an away person, and the game's facts for it (`ui.panels`); what the whole
 * table shares once in a table panel. Keeps the `players` class and list the older tests and the takeover line use.
 */
export function Players({ state, panels }: { state: TableState; panels?: Panels | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!state.clocks) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [state.clocks]);
  const over = !!state.outcome;
  return (
    <section className="players panels" aria-label="Players">
      <h2 className="visually-hidden">Players</h2>
      <ul>
        {state.seats.map((s) => {
          let clock: string | null = null;
          if (state.clocks) {
            const running = state.clocks.running.includes(s.seat);
            const left = Math.max(0, state.clocks.remaining[s.seat] - (running ? now - state.clocks.at : 0));
            // A turn-based match's clock reads in days and hours (#30), a real-time one in minutes and seconds.
            clock = state.turnBased ? timeLeftText(left) : clockText(left);
          }
          const acting = state.actors.includes(s.seat) && !over;
          const colour = SEAT_COLOURS[s.seat % SEAT_COLOURS.length];
          return (
            <li key={s.seat} className={`panel ${acting ? 'acting' : ''} ${s.seat === state.seat ? 'me' : ''}`} style={{ borderLeftColor: colour }} data-seat={s.seat}>
              <p className="panel-head">
                <span className={`dot ${s.connected ? 'on' : 'off'}`} title={s.connected ? 'connected' : 'not connected'} aria-label={s.connected ? 'connected' : 'not connected'} role="img" />
                <strong style={{ color: colour }}>{s.role}</strong> · {s.name}
                {state.resigned?.includes(s.seat) ? (
                  <span className="away-note resigned-note"> · {resignedWords(state)}</span>
                ) : (
                  s.away && <span className="away-note"> · A bot is playing for {s.person ?? s.name}</span>
                )}
                {s.outOfTime && !s.away && !over && <span className="away-note"> · Time ran out</span>}
                {acting ? <span className="turn-mark"> ◀ to play</span> : null}
                {clock && (
                  <span className="clock" title="Time left">
                    <ClockIcon /> {clock}
                  </span>
                )}
              </p>
              <Facts facts={panels?.seats[s.seat] ?? []} />
            </li>
          );
        })}
      </ul>
      {panels?.shared && panels.shared.length > 0 && (
        <div className="panel shared" aria-label="The whole table">
          <p className="panel-head">
            <strong>The whole table</strong>
          </p>
          <Facts facts={panels.shared} />
        </div>
      )}
      {state.watching !== undefined && state.watching > 0 && <p className="meta watching">{state.watching} watching</p>}
    </section>
  );
}

/**
 * A seat that resigned, in a word; one that left a co-operative table has a bot playing its heroes while the game
 * goes on. (Whether a resigned seat is out or played by a bot to the end, the log says.)
 */
function resignedWords(state: TableState): string {
  if (!state.cooperative) return 'Resigned';
  return !state.outcome && state.actors.length > 0 ? 'Left, a bot plays for them' : 'Left';
}

/** Drawn, not a glyph: the stopwatch emoji is missing from many fonts (a blank box in headless Chromium). */
function ClockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-label="time left" role="img" className="clock-icon">
      <circle cx="8" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M8 5.5V9l2.2 1.6M6.5 1.5h3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
