import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TableState } from '../driver.ts';
import { cardsUi } from '../games/cards/ui.tsx';
import { coinsUi } from '../games/coins/ui.tsx';
import type { GameUi } from '../games/types.ts';
import { ResignControl } from './Resign.tsx';

/** A live table at `seat` whose driver lets it resign, showing `view`. */
function table(game: string, seat: number, view: unknown): TableState {
  return {
    game,
    seq: 3,
    status: 'live',
    seat,
    view,
    moves: [],
    actors: [],
    sittable: [],
    outcome: null,
    canUndo: false,
    log: [],
    seats: [],
    clocks: null,
    notice: null,
    handOver: null,
    replay: null,
    resign: { leave: false, consequence: 'You are out of the game and place last; the others play on.' },
  };
}

const shown = (state: TableState, ui: GameUi) => renderToStaticMarkup(<ResignControl state={state} ui={ui} onResign={() => undefined} disabled={false} />);

/**
 * A position where the rules put seat 1 out (its tower or castle fell) while the others play on: the game's own
 * resignation state, reached here without a resignation so that only the rules say the seat is out.
 */
function knockedOut(game: 'cards' | 'coins', options: unknown): unknown {
  const g = findGame(game)!;
  const m = Match.create(g, { players: 3, options, seed: 'out' });
  const out = g.resign!(m.state as never, 1);
  expect(out).not.toBeNull();
  return out;
}

describe('#29 Resign is offered only to a seat that is still in the game', () => {
  it('Elemental Towers for three: the seat whose tower fell is offered no Resign; the others still are', () => {
    const g = findGame('cards')!;
    const state = knockedOut('cards', {});
    expect(shown(table('cards', 1, g.view(state as never, 1)), cardsUi as GameUi)).toBe('');
    expect(shown(table('cards', 0, g.view(state as never, 0)), cardsUi as GameUi)).toContain('>Resign</button>');
  });

  it('a Coin Siege Crusade: the player whose castle fell is offered no Resign; the others still are', () => {
    const g = findGame('coins')!;
    const state = knockedOut('coins', { mode: 'crusade' });
    expect(shown(table('coins', 1, g.view(state as never, 1)), coinsUi as GameUi)).toBe('');
    expect(shown(table('coins', 2, g.view(state as never, 2)), coinsUi as GameUi)).toContain('>Resign</button>');
  });

  it('nothing is offered when the driver says the seat may not (resigned, left, finished), whatever the game', () => {
    const g = findGame('coins')!;
    const m = Match.create(g, { players: 2, options: {}, seed: 'out' });
    expect(shown({ ...table('coins', 0, m.view(0)), resign: null }, coinsUi as GameUi)).toBe('');
    expect(shown(table('coins', 0, m.view(0)), coinsUi as GameUi)).toContain('>Resign</button>');
  });
});
