import type { MouseEvent } from 'react';
import type { CardsView } from '@ramparts/games/cards/view.ts';
import { Badge, PALETTE, readable, TYPE } from '../common/art.tsx';
import { Piece } from '../common/motion.tsx';
import { Pickable, SEAT_COLOURS } from '../common/svg.tsx';
import type { BoardProps } from '../types.ts';
import { cardName, LEVEL_BONUS, levelWords, SUITS, type SuitLetter } from './cardinfo.ts';
import { CardBack, CardFace, GoneLevel, LEVEL_CARD, LevelCard, SMALL_CARD } from './CardArt.tsx';
import { CELL, IN_CELL, OWN_CELL_H } from './layout.ts';
import { attackTip, towerHealth, who } from './words.ts';

type Props = BoardProps<CardsView> & { p: number; at: { x: number; y: number; s?: number } };

/**
 * A corner drawn this much smaller (six or seven rivals sharing the row) keeps only what reads at its size: the name
 * on its plate, the levels without their names, the hand's count; the words it leaves out are in its tooltips (#31).
 */
const crowded = (s: number) => s < 0.85;

/**
 * One seat's corner of the table: its name plate (whose turn, out, winner), its tower of five level cards from the
 * Foundation at the bottom to the Dragon on top, the attacks flying at it, and (for everyone else) its hand as
 * fanned backs with a count. The whole corner is the target when the seat may be attacked.
 */
export function SeatCell(props: Props) {
  const { view, p, at, next, onPick, seatNames } = props;
  const pl = view.players[p];
  const name = who(view, seatNames, p);
  const target = `tower:${p}`;
  const h = towerHealth(pl);
  const turn = view.turn === p && !view.winners;
  const won = view.winners?.includes(p) ?? false;
  const state = pl.out ? 'out' : won ? 'winner' : !pl.tower ? (pl.mustBuild ? 'must build' : 'building') : `${h.levels}/5 levels`;
  const attackable = next.has(target);
  const s = at.s ?? 1;
  const small = crowded(s);
  // Whose turn it is: a mark before the name (and the corner's gold edge).
  const title = `${turn ? '▶ ' : ''}${name}`;
  const plate = small ? title : `${title} ${state}${won ? ' ★' : ''}`;
  // The button is the name plate, whose words start its name (what is seen is what is said); the tower and the hand
  // are drawn in the frame with names of their own. A click anywhere in the corner that is not on
  // another piece to pick still attacks, so the whole corner is the mouse's target. The attacks coming at the seat
  // sit beside it, not inside: a card in flight may be picked (to deflect) while the tower may be.
  const attackFromCorner = (e: MouseEvent) => {
    if (!(e.target as Element).closest('.pickable')) onPick(target);
  };
  return (
    <g>
      <g className={`seat-cell${pl.out ? ' out' : ''}`} data-seat={p} opacity={pl.out ? 0.6 : 1} onClick={attackable ? attackFromCorner : undefined}>
        <rect x={at.x} y={at.y} width={CELL.w} height={pl.hand === null ? CELL.h - 6 : OWN_CELL_H} rx={10} fill="#ffffff1a" stroke={attackable ? PALETTE.pick : turn ? PALETTE.gold : '#ffffff40'} strokeWidth={attackable ? 4 : turn ? 3 : 1} className={attackable ? 'box' : undefined} />
        <Pickable pickKey={target} next={next} onPick={onPick} shown={plate} label={attackable ? `Attack ${name}'s tower` : `${p === view.seat ? 'Your corner' : `${name}'s corner`}${small ? ` (${turn ? 'to play, ' : ''}${state})` : ''}: the tower, the attacks coming at it${pl.hand === null ? ', the hand face down' : ''}`}>
          <rect x={at.x + 4} y={at.y + 4} width={CELL.w - 8} height={24} rx={6} fill={SEAT_COLOURS[p % SEAT_COLOURS.length]} />
          <text x={at.x + 12} y={at.y + 22} fontSize={readable(TYPE.title, s)} fontWeight="bold" fill="#fff">
            {title}
          </text>
          {!small && (
            <text x={at.x + CELL.w - 10} y={at.y + 21} fontSize={readable(TYPE.small, s)} fontWeight="bold" fill="#fff" textAnchor="end">
              {state}
            </text>
          )}
          {won && <Badge x={at.x + CELL.w - 8} y={at.y + 4} value="★" fill={PALETTE.goldDark} r={readable(12.5, s) / 1.25} />}
        </Pickable>
        <Tower {...props} />
        {pl.hand === null && <Backs x={at.x + IN_CELL.towerX} y={at.y + IN_CELL.backsY} count={pl.handCount} seat={p} name={name} s={s} />}
      </g>
      <Incoming {...props} />
    </g>
  );
}

/** The five levels, bottom (Foundation) to top (Dragon); before the tower is laid, five empty slots. */
function Tower({ view, p, at, next, onPick, seatNames }: Props) {
  const pl = view.players[p];
  const bare = crowded(at.s ?? 1);
  const x = at.x + IN_CELL.towerX;
  const levelY = (i: number) => at.y + IN_CELL.towerTop + (4 - i) * IN_CELL.levelStep;
  const owner = p === view.seat ? 'your' : `${who(view, seatNames, p)}'s`;
  if (!pl.tower) {
    return (
      <g>
        {SUITS.map((_, i) => (
          <rect key={i} x={x} y={levelY(i)} width={LEVEL_CARD.w} height={LEVEL_CARD.h} rx={4} fill="none" stroke="#ffffff70" strokeDasharray="4 4" />
        ))}
        {next.has('build') && p === view.seat ? (
          <Pickable pickKey="build" next={next} onPick={onPick} label="Lay your tower down here: your best card of each suit becomes its level">
            <rect x={x - 2} y={levelY(2) - 6} width={LEVEL_CARD.w + 4} height={LEVEL_CARD.h + 12} rx={8} fill={PALETTE.paper} className="hl" />
            <rect x={x} y={levelY(2) - 4} width={LEVEL_CARD.w} height={LEVEL_CARD.h + 8} rx={7} fill={PALETTE.paper} />
            <text x={x + LEVEL_CARD.w / 2} y={levelY(2) + 11} fontSize={TYPE.body} fontWeight="bold" fill={PALETTE.ink} textAnchor="middle">
              {/* The space joins the two lines into the button's name as read (axe's label-content-name-mismatch). */}
              {'Lay your tower '}
            </text>
            <text x={x + LEVEL_CARD.w / 2} y={levelY(2) + 26} fontSize={TYPE.body} fontWeight="bold" fill={PALETTE.ink} textAnchor="middle">
              down here
            </text>
          </Pickable>
        ) : (
          <text x={x + LEVEL_CARD.w / 2} y={levelY(2) + 22} fontSize={readable(TYPE.body, at.s)} fill="#fff" textAnchor="middle">
            {pl.mustBuild ? 'must build now' : 'building…'}
          </text>
        )}
      </g>
    );
  }
  return (
    <g className="tower">
      {SUITS.map((s, i) => {
        const level = pl.tower![i];
        const k = `level:${p}:${s}`;
        const hl = next.has(k);
        const label = `${owner[0].toUpperCase()}${owner.slice(1)} ${levelWords(i)}: ${level ? `${cardName(level.card)}${level.damaged ? ', damaged (turned aside; any stronger suit destroys it, no bonus)' : ''}` : 'gone'}. While sound it ${LEVEL_BONUS[i]}.`;
        return (
          <Pickable key={s} pickKey={k} next={next} onPick={onPick} label={label}>
            {level ? (
              <Piece id={`card:${level.card}`} x={x} y={levelY(i)} sig={level.damaged ? 'damaged' : 'sound'}>
                <LevelCard index={i} card={level.card} damaged={level.damaged} hl={hl} bare={bare} />
              </Piece>
            ) : (
              <g transform={`translate(${x} ${levelY(i)})`}>
                <GoneLevel index={i} hl={hl} bare={bare} />
              </g>
            )}
          </Pickable>
        );
      })}
    </g>
  );
}

/** The attacks flying at this seat, in a column beside its tower, each with its sender's colour and number. */
function Incoming({ view, p, at, next, onPick, seatNames, chosen }: Props) {
  const coming = view.flight.filter((a) => a.to === p);
  if (coming.length === 0) return null;
  const s = at.s ?? 1;
  const x = at.x + IN_CELL.incomingX;
  const top = at.y + IN_CELL.towerTop + 12;
  const step = coming.length > 1 ? Math.min(SMALL_CARD.h + 4, (5 * IN_CELL.levelStep - SMALL_CARD.h - 12) / (coming.length - 1)) : 0;
  return (
    <g className="incoming">
      {!crowded(s) && (
        <text x={x + SMALL_CARD.w / 2} y={top - 2} fontSize={readable(TYPE.small, s)} fill="#fff" textAnchor="middle">
          incoming
        </text>
      )}
      {coming.map((a, i) => {
        const key = next.has(`attack:${a.id}`) ? `attack:${a.id}` : `flight:${a.id}`;
        const hl = next.has(key) || chosen[0] === key;
        return (
          // The card shows a rank and the attacker's seat number: the button is a clear shape laid over it, named by
          // the words alone (a name starting with "101" would say what the eye reads, not what it means).
          <Pickable key={a.id} pickKey={key} next={next} onPick={onPick} label={attackTip(view, seatNames, a)} hit={{ x, y: top + 4 + i * step, w: SMALL_CARD.w, h: SMALL_CARD.h, r: 6 }}>
            <Piece id={`card:${a.card}`} x={x} y={top + 4 + i * step}>
              <CardFace id={a.card} w={SMALL_CARD.w} h={SMALL_CARD.h} as={/^J\d$/.test(a.card) ? (a.suit as SuitLetter) : undefined} hl={hl} rankSize={readable(14, s)} />
              <Badge x={4} y={SMALL_CARD.h - 4} value={a.from + 1} fill={SEAT_COLOURS[a.from % SEAT_COLOURS.length]} r={readable(11.25, s) / 1.25} />
            </Piece>
          </Pickable>
        );
      })}
    </g>
  );
}

/** Someone else's hand: that many backs, fanned, and the count (the faces are hidden; "in hand" left out in a crowded row). */
function Backs({ x, y, count, seat, name, s }: { x: number; y: number; count: number; seat: number; name: string; s: number }) {
  const w = 24;
  const h = 34;
  const step = count > 1 ? Math.min(14, 90 / (count - 1)) : 0;
  return (
    <g className="hand backs" data-seat-hand={seat} aria-label={`${name}: ${count} card${count === 1 ? '' : 's'} in hand, hidden`} data-tip={`${name} holds ${count} card${count === 1 ? '' : 's'} (hidden)`}>
      {[...Array(count).keys()].map((i) => (
        <g key={i} transform={`translate(${x + i * step} ${y + Math.abs(i - (count - 1) / 2) * 1.5})`}>
          <CardBack w={w} h={h} />
        </g>
      ))}
      <text x={x + (count > 0 ? (count - 1) * step + w + 8 : 0)} y={y + 23} fontSize={readable(TYPE.body, s)} fill="#fff">
        {`${count} card${count === 1 ? '' : 's'}${crowded(s) ? '' : ' in hand'}`}
      </text>
    </g>
  );
}
