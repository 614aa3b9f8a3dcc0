import type { CardsView } from '@ramparts/games/cards/view.ts';
import { SEAT_COLOURS } from '../common/svg.tsx';
import { bandWords } from './words.ts';
import './turn-line.css';

/**
 * The table's banner on a phone (Elemental Towers): whose turn it is and what that turn is doing, or who won, as a
 * line over the zoomed table at the screen's width, its edge in the colour of the seat to play (the Band draws it
 * inside the table elsewhere).
 */
export function TurnLine({ view, seatNames }: { view: CardsView; seatNames: string[] }) {
  const over = view.winners !== null;
  const said = bandWords(view, seatNames);
  return (
    <p className={`cards-turn-line${over ? ' over' : ''}`} style={over ? undefined : { borderLeftColor: SEAT_COLOURS[view.turn % SEAT_COLOURS.length] }}>
      <b>{said.head}</b> · {said.line}
    </p>
  );
}
