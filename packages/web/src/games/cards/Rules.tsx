import { content as cardsContent } from '@ramparts/games/cards/content/index.ts';
import type { ReactNode } from 'react';
import { ArtDefs, PALETTE } from '../common/art.tsx';
import { BEATS, LEVEL_BONUS, LEVELS, SUIT_COLOURS, SUIT_NAMES, SUITS } from './cardinfo.ts';
import { CardFace, GoneLevel, LEVEL_CARD, LevelCard, SMALL_CARD } from './CardArt.tsx';
import { SuitSymbol } from './SuitSymbol.tsx';

/** A small picture drawn with the board's own cards (a picture, so it is one image with words for screen readers). */
function Diagram({ w, h, label, children }: { w: number; h: number; label: string; children: ReactNode }) {
  return (
    <figure className="rules-diagram">
      <svg viewBox={`0 0 ${w} ${h}`} width={w} height={h} role="img" aria-label={label} style={{ maxWidth: '100%', height: 'auto' }}>
        <ArtDefs />
        <rect width={w} height={h} rx={10} fill="#2f5d3a" />
        {children}
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/** Our stall rule's count, per player at the table (content/rules.json of the game). */
const STALL_PER_PLAYER = cardsContent.rules.stallTakesPerPlayer;

/** Where the words and cards beside a pictured tower start. */
const NOTE_X = 20 + LEVEL_CARD.w + 16;
/** Each level's bonus in a few words, for the tower picture. */
const SHORT_BONUS = ['rebuild (with the Government)', 'repair', 'two deflections a turn', 'hand of five', 'two attacks a turn'];

const at = (x: number, y: number, child: ReactNode, key?: number) => (
  <g key={key} transform={`translate(${x} ${y})`}>
    {child}
  </g>
);

/** A tower of five level cards, bottom to top; `damaged` and `gone` by level index. */
function TowerPicture({ x, y, cards, damaged = [], gone = [] }: { x: number; y: number; cards: string[]; damaged?: number[]; gone?: number[] }) {
  return (
    <g>
      {cards.map((c, i) => at(x, y + (4 - i) * 35, gone.includes(i) ? <GoneLevel index={i} /> : <LevelCard index={i} card={c} damaged={damaged.includes(i)} />, i))}
    </g>
  );
}

const Note = ({ x, y, children, anchor = 'start' }: { x: number; y: number; children: ReactNode; anchor?: 'start' | 'middle' | 'end' }) => (
  <text x={x} y={y} fontSize={12} fill="#fff" textAnchor={anchor}>
    {children}
  </text>
);

/** The five suits on a ring: each beats the two its arrows point at. */
function SuitRing() {
  const cx = 150;
  const cy = 120;
  const r = 82;
  const pos = SUITS.map((_, i) => ({ x: cx + r * Math.sin((i * 2 * Math.PI) / 5), y: cy - r * Math.cos((i * 2 * Math.PI) / 5) }));
  const arrow = (a: number, b: number) => {
    const p = pos[a];
    const q = pos[b];
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    const ux = (q.x - p.x) / d;
    const uy = (q.y - p.y) / d;
    return <line key={`${a}${b}`} x1={p.x + ux * 24} y1={p.y + uy * 24} x2={q.x - ux * 26} y2={q.y - uy * 26} stroke={SUIT_COLOURS[SUITS[a]]} strokeWidth={2.5} markerEnd={`url(#beats-${SUITS[a]})`} />;
  };
  return (
    <Diagram w={300} h={240} label="Who beats whom: each suit's two arrows point at the suits it beats.">
      <defs>
        {SUITS.map((s) => (
          <marker key={s} id={`beats-${s}`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0 0 L10 5 L0 10 Z" fill={SUIT_COLOURS[s]} />
          </marker>
        ))}
      </defs>
      {SUITS.flatMap((s, a) => BEATS[s].map((b) => arrow(a, SUITS.indexOf(b))))}
      {SUITS.map((s, i) => (
        <g key={s}>
          <circle cx={pos[i].x} cy={pos[i].y} r={21} fill="#fffdf7" stroke={SUIT_COLOURS[s]} strokeWidth={2} />
          <SuitSymbol suit={s} x={pos[i].x} y={pos[i].y - 3} size={22} />
          <text x={pos[i].x} y={pos[i].y + 16} fontSize={9} textAnchor="middle" fill={PALETTE.ink}>
            {SUIT_NAMES[i]}
          </text>
        </g>
      ))}
    </Diagram>
  );
}

/** Elemental Towers in our words, with pictures drawn by the board's own cards. */
export function CardsRules() {
  return (
    <div className="rules-text">
      <p>
        <strong>2 to 8 players. Build a tower of five cards, then knock down everyone else’s while you defend your own. The last player with a tower standing
        wins.</strong>
      </p>

      <h2>The cards</h2>
      <p>
        The deck has five suits — <b>Rock, Paper, Scissors, Water and Lizard</b> — each with thirteen ranks: 2 to 10, Jack, Queen, King and Ace (65 cards; five or
        more players use two decks). Optional Jokers can be added when the game is set up.
      </p>
      <p>Every suit beats exactly two others. This is the one thing to learn by heart:</p>
      <ul>
        {SUITS.map((s, i) => (
          <li key={s}>
            <b>{SUIT_NAMES[i]}</b> beats {BEATS[s].map((b) => SUIT_NAMES[SUITS.indexOf(b)]).join(' and ')}.
          </li>
        ))}
      </ul>
      <SuitRing />

      <h2>The tower</h2>
      <p>
        A tower is five cards lying on top of each other, one of each suit, always in the same order from the bottom up. Each level has a name and, while it stands
        undamaged, a bonus:
      </p>
      <table>
        <thead>
          <tr>
            <th>Level (bottom to top)</th>
            <th>Suit</th>
            <th>While undamaged it…</th>
          </tr>
        </thead>
        <tbody>
          {LEVELS.map((l, i) => (
            <tr key={l}>
              <td>{l}</td>
              <td>{SUIT_NAMES[i]}</td>
              <td>{LEVEL_BONUS[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Diagram w={420} h={200} label="A complete tower: Rock at the bottom, then Paper, Scissors, Water and the Lizard (Dragon) on top.">
        <TowerPicture x={20} y={14} cards={['R9', 'PQ', 'S6', 'W10', 'LK']} />
        {SHORT_BONUS.map((b, i) => (
          <Note key={b} x={NOTE_X} y={14 + (4 - i) * 35 + 21}>
            {`${LEVELS[i]}: ${b}`}
          </Note>
        ))}
      </Diagram>

      <h2>Part 1: build your tower</h2>
      <p>
        Everyone starts with five cards. On your turn, put one card from your hand on the discard pile and take a card: the top of the draw pile, or the card that
        was on top of the discard pile before yours. When you hold one card of every suit you may <b>lay your tower down</b> instead of swapping: your best card of
        each suit becomes its level. Higher ranks make a stronger tower, so you may keep swapping to improve it. After laying it down you draw three cards.
      </p>
      <p>
        If the draw pile runs out before you have built, you must lay down the best tower you can at your next turn, even with levels missing (they count as
        destroyed and can be rebuilt later).
      </p>
      <p>
        <b>Waiting too long</b> (our rule, so that every game ends; it can be switched off when the game is set up). The draw pile only shrinks when someone
        draws from it, so a table could stall for ever: one player never finishes a tower while the others keep taking the discard pile. So while anyone is still
        building, every card taken from the discard pile is counted, on the board too. At {STALL_PER_PLAYER} for each player at the table ({2 * STALL_PER_PLAYER}{' '}
        in a game of two), it is as if the draw pile had run out: everyone still building must lay down the best tower they can. Ordinary games never get there.
      </p>

      <h2>Part 2: a turn with a tower</h2>
      <ol>
        <li>
          <b>Your attacks land.</b> Each card you sent last turn that nobody deflected hits its tower now. When it could harm more than one level you choose which.
        </li>
        <li>
          <b>Make two plays</b>, each with one card from your hand: attack, deflect, repair, rebuild or discard. You may always make one of the two a discard; you may
          discard both only when nothing else is possible.
        </li>
        <li>
          <b>Draw two cards</b> from the draw pile or the discard pile. With an undamaged Moat and fewer than five cards you may draw a third. You never hold more
          than your hand limit: three cards, or five with an undamaged Moat.
        </li>
      </ol>

      <h3>Attacking</h3>
      <p>
        Send a card from your hand at another player’s tower. It waits beside that tower, face up, until the start of your next turn: everyone can see what is
        coming. Only one attack a turn, two while your Dragon stands undamaged. When it lands it can only harm a level whose suit it beats:
      </p>
      <ul>
        <li>a higher rank than the level’s card <b>destroys</b> the level (both cards go to the Rubble);</li>
        <li>an equal or lower rank <b>damages</b> it: the card is turned aside, and its bonus stops working;</li>
        <li>a damaged level is destroyed by any card of a suit that beats it.</li>
      </ul>
      <Diagram w={420} h={200} label="A 2 of Lizard flies at a tower whose Dragon and Government are damaged. Lizard beats Paper and Water: it can hit the Government or the Moat.">
        <TowerPicture x={20} y={14} cards={['R5', 'P8', 'S6', 'W7', 'L9']} damaged={[1, 4]} />
        {at(NOTE_X, 30, <CardFace id="L2" w={SMALL_CARD.w} h={SMALL_CARD.h} />)}
        <Note x={NOTE_X + 54} y={52}>
          attack: 2 of Lizard
        </Note>
        <Note x={NOTE_X} y={125}>
          Government (damaged) → destroyed
        </Note>
        <Note x={NOTE_X} y={145}>
          Moat 7 (sound, 2 ≤ 7) → damaged
        </Note>
      </Diagram>

      <h3>Defending</h3>
      <p>
        To <b>deflect</b> a card flying at a tower — yours or anyone else’s — play a card of a suit that beats it, with an equal or higher rank, as one of your plays.
        Both cards go to the Rubble. One deflection a turn, two while your Soldiers stand undamaged.
      </p>
      <Diagram w={360} h={110} label="The 2 of Lizard is deflected by the 5 of Rock: Rock beats Lizard, and 5 is at least 2.">
        {at(30, 20, <CardFace id="L2" />)}
        <Note x={124} y={60}>
          deflected by →
        </Note>
        {at(220, 20, <CardFace id="R5" />)}
      </Diagram>

      <h3>Repairing and rebuilding</h3>
      <ul>
        <li>
          <b>Repair</b> a damaged level by discarding any card of that level’s suit. You need an undamaged Government; if the Government itself is damaged, repair it
          first.
        </li>
        <li>
          <b>Rebuild</b> a destroyed level by playing a card of its suit into its place (it becomes the new level). You need an undamaged Foundation and an undamaged
          Government. A destroyed Government can never come back.
        </li>
        <li>At most one repair or rebuild a turn.</li>
      </ul>
      <Diagram w={420} h={200} label="Damaged Soldiers can be repaired with any Scissors card; the gone Dragon can be rebuilt with any Lizard card.">
        <TowerPicture x={20} y={14} cards={['R9', 'PQ', 'S6', 'W10', 'LK']} damaged={[2]} gone={[4]} />
        {at(NOTE_X, 20, <CardFace id="L4" w={SMALL_CARD.w} h={SMALL_CARD.h} />)}
        <Note x={NOTE_X + 54} y={46}>
          rebuilds the Dragon
        </Note>
        {at(NOTE_X, 100, <CardFace id="S3" w={SMALL_CARD.w} h={SMALL_CARD.h} />)}
        <Note x={NOTE_X + 54} y={126}>
          repairs the Soldiers
        </Note>
      </Diagram>

      <h3>Aces, ties and Jokers</h3>
      <ul>
        <li>An Ace is the highest card in a tower or when deflecting, but the lowest (below a 2) when attacking.</li>
        <li>Ties go to the defender: an equal rank deflects, and only damages a level.</li>
        <li>
          A Joker (when used) stands in for any suit you name, and has the lowest rank of all: it completes a tower, is the best card to repair with, and the
          weakest everywhere else.
        </li>
      </ul>

      <h2>The end</h2>
      <p>
        When all five levels of your tower are gone you are out. The last player with a tower standing wins. Attacks already in flight still land, so if they
        bring down the very last tower, nobody wins.
      </p>
      <p>
        Where you sit makes no difference: between equally good players every seat wins about as often, the first one too (we measured 1,000 games each at
        three and four players).
      </p>

      <h2>On the screen</h2>
      <ul>
        <li>Each player’s corner shows their tower, the cards flying at it (with the sender’s number), and their hand face down with a count.</li>
        <li>Your hand is fanned along the bottom. Click a card (it lifts), then where it goes: another player’s corner to attack, a flying card to deflect it, one of your levels to repair or rebuild it, the discard pile to discard it.</li>
        <li>While building, click a card and then the draw pile or the discard pile to swap; “Lay your tower down here” appears on your corner when you can.</li>
        <li>Hover, focus or long-press any card for what it is and what it beats. The orange outline marks what you may click now; the gold frame, whose turn it is.</li>
      </ul>
    </div>
  );
}
