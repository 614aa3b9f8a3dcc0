import type { CardsView } from '@ramparts/games/cards/view.ts';
import { Pickable, SEAT_COLOURS } from '../common/svg.tsx';
import { useNarrow } from '../common/narrow.ts';
import type { BoardProps } from '../types.ts';

export const SUITS = ['R', 'P', 'S', 'W', 'L'] as const;
export const SUIT_NAMES = ['Rock', 'Paper', 'Scissors', 'Water', 'Lizard'];
export const LEVELS = ['Foundation', 'Government', 'Soldiers', 'Moat', 'Dragon'];
const SUIT_COLOURS: Record<string, string> = { R: '#795548', P: '#3f51b5', S: '#c62828', W: '#0277bd', L: '#2e7d32', J: '#6d4c41' };
const BEATS: Record<string, string> = { R: 'Scissors, Lizard', P: 'Rock, Water', S: 'Paper, Lizard', W: 'Rock, Scissors', L: 'Paper, Water' };

/** "R7" → "7 of Rock", "PAa" → "A of Paper", "J1" → "Joker". */
export function cardName(id: string): string {
  if (/^J\d$/.test(id)) return 'Joker';
  const suit = SUITS.indexOf(id[0] as (typeof SUITS)[number]);
  const rank = id.slice(1).replace(/[ab]$/, '');
  return `${rank} of ${SUIT_NAMES[suit] ?? id[0]}`;
}

function tip(id: string): string {
  if (/^J\d$/.test(id)) return 'Joker: any suit, lowest rank (0)';
  return `${cardName(id)}: ${id[0] === 'S' || id[0] === 'P' || id[0] === 'R' || id[0] === 'W' || id[0] === 'L' ? `beats ${BEATS[id[0]]}` : ''}`;
}

/** A card face: suit colour band, rank, suit letter. */
function Card({ x, y, id, w = 54, h = 76, picked }: { x: number; y: number; id: string; w?: number; h?: number; picked?: boolean }) {
  const joker = /^J\d$/.test(id);
  const colour = SUIT_COLOURS[joker ? 'J' : id[0]];
  const rank = joker ? '★' : id.slice(1).replace(/[ab]$/, '');
  return (
    <g>
      <title>{tip(id)}</title>
      <rect x={x} y={y} width={w} height={h} rx={6} fill="#fff" stroke={picked ? '#f59e0b' : '#555'} strokeWidth={picked ? 4 : 1.5} className="hl-card" />
      <rect x={x} y={y} width={w} height={16} rx={6} fill={colour} />
      <text x={x + w / 2} y={y + 12} textAnchor="middle" fontSize="11" fill="#fff" fontWeight="bold">
        {joker ? 'Joker' : SUIT_NAMES[SUITS.indexOf(id[0] as (typeof SUITS)[number])]}
      </text>
      <text x={x + w / 2} y={y + h / 2 + 16} textAnchor="middle" fontSize="24" fontWeight="bold" fill={colour}>
        {rank}
      </text>
    </g>
  );
}

function CardBack({ x, y, w = 54, h = 76, count, label }: { x: number; y: number; w?: number; h?: number; count: number; label: string }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={6} fill={count ? '#34495e' : '#eee'} stroke="#555" strokeDasharray={count ? undefined : '4 3'} />
      <text x={x + w / 2} y={y + h / 2 + 6} textAnchor="middle" fontSize="18" fontWeight="bold" fill={count ? '#fff' : '#777'}>
        {count}
      </text>
      <text x={x + w / 2} y={y + h + 15} textAnchor="middle" fontSize="12" fill="#333">
        {label}
      </text>
    </g>
  );
}

const COL = 178;
const LEVEL_H = 36;

/** Height of a row of towers (the box and a gap). */
const TOWER_ROW = 280;

function Tower({ view, p, x, y0, props }: { view: CardsView; p: number; x: number; y0: number; props: BoardProps<CardsView> }) {
  const pl = view.players[p];
  const { next, onPick } = props;
  const top = y0 + 40;
  const name = p === view.seat ? `You (Player ${p + 1})` : props.seatNames[p] ?? `Player ${p + 1}`;
  const body = (
    <g>
      <rect x={x + 4} y={top - 34} width={COL - 8} height={5 * LEVEL_H + 84} rx={8} fill={view.turn === p && !view.winners ? '#fff6dc' : '#f8f8f8'} stroke={SEAT_COLOURS[p]} strokeWidth={view.turn === p ? 3 : 1.5} className="tower-box" />
      <text x={x + COL / 2} y={top - 14} textAnchor="middle" fontSize="14" fontWeight="bold" fill={SEAT_COLOURS[p]}>
        {name}
        {pl.out ? ' — out' : ''}
      </text>
      {!pl.tower && (
        <text x={x + COL / 2} y={top + 90} textAnchor="middle" fontSize="13" fill="#666">
          {pl.mustBuild ? 'must build now' : 'still building'}
        </text>
      )}
      {pl.tower &&
        SUITS.map((s, i) => {
          const level = pl.tower![i];
          const y = top + (4 - i) * LEVEL_H;
          const k = `level:${p}:${s}`;
          const levelLabel = `${LEVELS[i]} (${SUIT_NAMES[i]}) of ${name}: ${level ? `${cardName(level.card)}${level.damaged ? ', damaged' : ''}` : 'destroyed'}`;
          return (
            <Pickable key={s} pickKey={k} next={next} onPick={onPick} label={levelLabel}>
              {level ? (
                // A damaged level is turned aside and marked with a dashed inner line; its words say so on a second line.
                <g transform={level.damaged ? `rotate(-6 ${x + COL / 2} ${y + LEVEL_H / 2})` : undefined}>
                  <rect x={x + 20} y={y + 2} width={COL - 40} height={LEVEL_H - 4} rx={4} fill={SUIT_COLOURS[s]} stroke={next.has(k) ? '#f59e0b' : '#333'} strokeWidth={next.has(k) ? 4 : 1} className="box" />
                  {level.damaged && <rect x={x + 23} y={y + 5} width={COL - 46} height={LEVEL_H - 10} rx={3} fill="none" stroke="#fff" strokeWidth={1.2} strokeDasharray="4 3" />}
                  <text x={x + COL / 2} y={level.damaged ? y + 17 : y + LEVEL_H / 2 + 5} textAnchor="middle" fontSize={level.damaged ? 12 : 13} fill="#fff" fontWeight="bold">
                    {LEVELS[i]} · {/^J\d$/.test(level.card) ? 'Joker' : level.card.slice(1).replace(/[ab]$/, '')}
                  </text>
                  {level.damaged && (
                    <text x={x + COL / 2} y={y + 29} textAnchor="middle" fontSize="10" fill="#fff">
                      damaged
                    </text>
                  )}
                </g>
              ) : (
                <g>
                  <rect x={x + 20} y={y + 2} width={COL - 40} height={LEVEL_H - 4} rx={4} fill="none" stroke={next.has(k) ? '#f59e0b' : '#999'} strokeWidth={next.has(k) ? 4 : 1} strokeDasharray="5 4" className="box" />
                  <text x={x + COL / 2} y={y + LEVEL_H / 2 + 5} textAnchor="middle" fontSize="12" fill="#777">
                    {LEVELS[i]}: gone
                  </text>
                </g>
              )}
            </Pickable>
          );
        })}
      <text x={x + COL / 2} y={top + 5 * LEVEL_H + 24} textAnchor="middle" fontSize="12" fill="#333">
        {`${pl.handCount} card${pl.handCount === 1 ? '' : 's'} in ${pl.hand ? 'your hand' : 'hand'}`}
      </text>
    </g>
  );
  return (
    <Pickable pickKey={`tower:${p}`} next={next} onPick={onPick} label={`Attack ${name}'s tower`}>
      {body}
    </Pickable>
  );
}

/** Elemental Towers: every tower (damaged levels turned), attacks in flight, the piles, and your hand. */
export function CardsBoard(props: BoardProps<CardsView>) {
  const { view, next, chosen, onPick } = props;
  const screenNarrow = useNarrow();
  const narrow = props.narrow ?? screenNarrow;
  const n = view.players.length;
  // On a phone: two towers a row, two attacks a row, five cards of the hand a row, the turn's words under the piles.
  const towersPerRow = narrow ? Math.min(2, n) : n;
  const flightsPerRow = narrow ? 2 : 4;
  const flightW = narrow ? 178 : 220;
  const handPerRow = narrow ? 5 : 14;
  const width = narrow ? towersPerRow * COL + 20 : Math.max(900, n * COL + 20);
  const flightTop = Math.ceil(n / towersPerRow) * TOWER_ROW;
  const pilesTop = flightTop + 40 + (view.flight.length ? Math.ceil(view.flight.length / flightsPerRow) * 92 : 20);
  const turnAt = narrow ? { x: 0, y: 122 } : { x: 360, y: 20 };
  const hand = view.seat !== null ? (view.players[view.seat]?.hand ?? []) : [];
  const handTop = pilesTop + (narrow ? 180 : 130);
  const height = handTop + Math.max(1, Math.ceil(hand.length / handPerRow)) * 90 + 20;
  const discardTop = view.discard[view.discard.length - 1];
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="board cards-board" role="img" aria-label="Elemental Towers board">
      {view.players.map((_, p) => (
        <Tower key={p} view={view} p={p} x={10 + (p % towersPerRow) * COL} y0={Math.floor(p / towersPerRow) * TOWER_ROW} props={props} />
      ))}
      <text x={10} y={flightTop + 6} fontSize="14" fontWeight="bold">
        Attacks in flight {view.flight.length === 0 ? '— none' : ''}
      </text>
      {view.flight.map((a, i) => {
        const x = 10 + (i % flightsPerRow) * flightW;
        const y = flightTop + 12 + Math.floor(i / flightsPerRow) * 92;
        const key = next.has(`attack:${a.id}`) ? `attack:${a.id}` : `flight:${a.id}`;
        return (
          <Pickable key={a.id} pickKey={key} next={next} onPick={onPick} label={`Player ${a.from + 1}'s ${cardName(a.card)} flying at Player ${a.to + 1}`}>
            <rect x={x} y={y} width={flightW - 10} height={84} rx={8} fill="#fff" stroke={next.has(key) || chosen[0] === key ? '#f59e0b' : '#bbb'} strokeWidth={next.has(key) ? 4 : 1} className="box" />
            <Card x={x + 6} y={y + 4} id={a.card} w={50} h={70} />
            <text x={x + 64} y={y + 30} fontSize="13" fill={SEAT_COLOURS[a.from]} fontWeight="bold">
              Player {a.from + 1}
            </text>
            <text x={x + 64} y={y + 50} fontSize="13">
              ➜ <tspan fill={SEAT_COLOURS[a.to]} fontWeight="bold">Player {a.to + 1}</tspan>
            </text>
            <text x={x + 64} y={y + 70} fontSize="11" fill="#555">
              as {SUIT_NAMES[SUITS.indexOf(a.suit as (typeof SUITS)[number])]}
            </text>
          </Pickable>
        );
      })}
      <g transform={`translate(10 ${pilesTop})`}>
        <Pickable pickKey="pile:pile" next={next} onPick={onPick} label={`Draw pile: ${view.pileCount} cards`}>
          <CardBack x={0} y={0} count={view.pileCount} label="Draw pile" />
          {next.has('pile:pile') && <rect x={-4} y={-4} width={62} height={84} rx={8} className="hl" />}
        </Pickable>
        <Pickable pickKey="pile:discard" next={next} onPick={onPick} label={`Discard pile: ${view.discard.length} cards${discardTop ? `, ${cardName(discardTop)} on top` : ''}`}>
          {discardTop ? <Card x={80} y={0} id={discardTop} /> : <CardBack x={80} y={0} count={0} label="" />}
          <text x={107} y={91} textAnchor="middle" fontSize="12">
            Discard ({view.discard.length})
          </text>
          {next.has('pile:discard') && <rect x={76} y={-4} width={62} height={84} rx={8} className="hl" />}
        </Pickable>
        <Pickable pickKey="trash" next={next} onPick={onPick} label="Discard the chosen card">
          {next.has('trash') && (
            <g>
              <rect x={160} y={0} width={90} height={76} rx={6} fill="#fff1cc" stroke="#f59e0b" strokeWidth={3} strokeDasharray="5 3" />
              <text x={205} y={43} textAnchor="middle" fontSize="13">
                Discard it
              </text>
            </g>
          )}
        </Pickable>
        <CardBack x={280} y={0} count={view.rubbleCount} label="Rubble" />
        <text x={turnAt.x} y={turnAt.y} fontSize="13">
          Player {view.turn + 1}'s turn
        </text>
        <text x={turnAt.x} y={turnAt.y + 20} fontSize="13" fill="#555">
          {view.step === 'play' ? `Plays ${view.plays}/2 · attacks ${view.attacks} · deflections ${view.deflects}` : view.step === 'draw' ? `To draw: ${view.mustDraw}${view.mayDraw ? ' (+1 allowed)' : ''}` : ''}
        </text>
      </g>
      <g transform={`translate(10 ${handTop})`}>
        <text x={0} y={-8} fontSize="14" fontWeight="bold">
          {view.seat === null ? 'Hands are hidden from spectators' : 'Your hand'}
        </text>
        {hand.map((c, i) => {
          const k = `hand:${c}`;
          return (
            <Pickable key={c} pickKey={k} next={next} onPick={onPick} label={cardName(c)}>
              <Card x={(i % handPerRow) * 64} y={4 + Math.floor(i / handPerRow) * 90} id={c} picked={chosen[0] === k || next.has(k)} />
            </Pickable>
          );
        })}
      </g>
    </svg>
  );
}
