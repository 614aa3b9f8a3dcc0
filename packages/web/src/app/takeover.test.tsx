import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SeatInfo, TableState } from '../driver.ts';
import { Players, TakeBack } from './Table.tsx';

/** A live coins table at this screen's seat 0, the Attacker, with the seats given. */
function table(seats: SeatInfo[], more: Partial<TableState> = {}): TableState {
  return {
    game: 'coins',
    seq: 12,
    status: 'live',
    seat: 0,
    view: null,
    moves: [],
    actors: [0],
    sittable: [],
    outcome: null,
    canUndo: false,
    log: [],
    seats,
    clocks: null,
    notice: null,
    handOver: null,
    replay: null,
    ...more,
  };
}

const me = (away: boolean): SeatInfo => ({ seat: 0, role: 'Attacker', name: 'You (Alice)', kind: 'me', connected: true, away, person: 'you' });
const friend = (away: boolean): SeatInfo => ({ seat: 1, role: 'Defender', name: 'Bob', kind: 'human', connected: !away, away, person: 'Bob' });

describe('#14.15 a bot playing for an away person is said, and the person takes the seat back', () => {
  it('on the away person’s own screen the moves give way to "A bot is playing for you" and "Take my seat back"', () => {
    const html = renderToStaticMarkup(<TakeBack state={table([me(true), friend(false)])} onBack={() => undefined} disabled={false} />);
    expect(html).toContain('A bot is playing for you.');
    expect(html).toContain('Take my seat back');
    // Back at the seat, or someone else's seat away: nothing to take back here.
    expect(renderToStaticMarkup(<TakeBack state={table([me(false), friend(true)])} onBack={() => undefined} disabled={false} />)).toBe('');
    // Over: nothing to take back.
    expect(renderToStaticMarkup(<TakeBack state={table([me(true), friend(false)], { outcome: { winners: [1], reason: 'over' } })} onBack={() => undefined} disabled={false} />)).toBe('');
  });

  it('everyone’s players list says "A bot is playing for <name>" beside the away seat, and how many watch', () => {
    const html = renderToStaticMarkup(<Players state={table([me(false), friend(true)], { watching: 3 })} />);
    expect(html).toMatch(/Defender<\/strong> · Bob<span class="away-note"> · A bot is playing for Bob<\/span>/);
    expect(html).not.toMatch(/Attacker<\/strong>[^<]*<span class="away-note">/);
    expect(html).toContain('3 watching');
    // Nobody watching, or a local table (not counted): not said.
    expect(renderToStaticMarkup(<Players state={table([me(false), friend(false)], { watching: 0 })} />)).not.toContain('watching');
    expect(renderToStaticMarkup(<Players state={table([me(false), friend(false)])} />)).not.toContain('watching');
  });
});
