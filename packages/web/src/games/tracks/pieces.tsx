/**
 * The drawn pieces of Tracks & Waves, shared by the board, the rules page and the guided tutorial: track tiles on
 * grass, obstacles, towers with their Player Marker (seat colour, level pips) and Depletion markers, enemy unit
 * tokens, credit cards, Wave Modifier L-Hexes and Skill Markers. Each takes plain data and draws at (0, 0) or at the
 * x, y it is given, in board units; none is clickable by itself (the board wraps them).
 */
import { MATERIAL, PALETTE } from '../common/art.tsx';
import { Icon } from '../common/Icon.tsx';
import { SEAT_COLOURS } from '../common/svg.tsx';
import { ICONS } from './icons.generated.ts';
import { TYPE_ICONS, UNIT_ICON } from './pictures.ts';

export const TYPE_NAMES: Record<string, string> = { S: 'Standard', B: 'Boost', C: 'Charge', X: 'Combine', U: 'Universal' };
/** Each tower type's colour on cards and roofs (white text reads on all of them). */
export const TYPE_COLOURS: Record<string, string> = { S: '#37474f', B: '#ad1457', C: '#9a6700', X: '#6a1b9a', U: '#2e7d32' };

const ROMAN = ['', 'I', 'II', 'III'];

/** "S2" → "Mk II Standard"; "U2" → "2 Universal credits". */
export function creditName(c: string): string {
  if (c[0] === 'U') return `${c[1]} Universal credits`;
  return `Mk ${ROMAN[Number(c[1])] ?? c[1]} ${TYPE_NAMES[c[0]] ?? c[0]}`;
}

export type Side = 'n' | 'e' | 's' | 'w';

/**
 * A track tile: a dirt road on grass, running to the sides in `links` (where the same track goes on), with its
 * track letter and space number on a small sign. A lost tile (in the Track Discard) is drawn broken and faded.
 */
export function TrackTile({ x, y, size, track, n, links, lost, bigSign }: { x: number; y: number; size: number; track: 'A' | 'B'; n: number; links: Side[]; lost?: boolean; bigSign?: boolean }) {
  // On a phone the field is drawn small: a larger sign keeps the space's name readable.
  const sw = size * (bigSign ? 0.66 : 0.42);
  const sh = size * (bigSign ? 0.42 : 0.26);
  const c = size / 2;
  const band = size * 0.46;
  const half = band / 2;
  const to: Record<Side, [number, number, number, number]> = {
    n: [c - half, 0, band, c],
    s: [c - half, c, band, c],
    w: [0, c - half, c, band],
    e: [c, c - half, c, band],
  };
  return (
    <g transform={`translate(${x} ${y})`} opacity={lost ? 0.55 : 1} aria-hidden="true">
      <rect width={size} height={size} fill={MATERIAL.grass} />
      {links.map((s) => {
        const [rx, ry, w, h] = to[s];
        return <rect key={s} x={rx} y={ry} width={w} height={h} fill={PALETTE.road} />;
      })}
      <rect x={c - half} y={c - half} width={band} height={band} rx={half * 0.6} fill={PALETTE.road} stroke={PALETTE.roadEdge} strokeWidth={1} />
      {lost && <path d={`M${c - half} ${c - half}L${c + half} ${c + half}M${c + half} ${c - half}L${c - half} ${c + half}`} stroke={PALETTE.danger} strokeWidth={2.5} />}
      <rect x={2} y={2} width={sw} height={sh} rx={2} fill={track === 'A' ? '#dbeafe' : '#ffedd5'} stroke={track === 'A' ? '#1e40af' : '#9a3412'} strokeWidth={0.8} />
      <text x={2 + sw / 2} y={2 + sh * 0.77} textAnchor="middle" fontSize={sh * 0.73} fontWeight="bold" fill={track === 'A' ? '#1e3a8a' : '#7c2d12'}>
        {track}
        {n}
      </text>
    </g>
  );
}

/** A free space: grass where towers may be built. */
export function GrassTile({ x, y, size }: { x: number; y: number; size: number }) {
  return <rect x={x} y={y} width={size} height={size} fill={MATERIAL.grass} />;
}

/** An obstacle: rocks, trees or a pond (picked from `variant`), never built on, never crossed. */
export function ObstacleTile({ x, y, size, variant }: { x: number; y: number; size: number; variant: number }) {
  const s = size;
  const kind = variant % 3;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={s} height={s} fill={kind === 2 ? PALETTE.grassDark : MATERIAL.grass} />
      {kind === 0 && (
        <g>
          <path d={`M${s * 0.12} ${s * 0.82}L${s * 0.32} ${s * 0.38}L${s * 0.55} ${s * 0.82}Z`} fill={PALETTE.stone} stroke={PALETTE.stoneDark} />
          <path d={`M${s * 0.4} ${s * 0.86}L${s * 0.66} ${s * 0.22}L${s * 0.9} ${s * 0.86}Z`} fill={MATERIAL.stone} stroke={PALETTE.stoneDark} />
        </g>
      )}
      {kind === 1 && (
        <g>
          {[
            [0.3, 0.42],
            [0.68, 0.36],
            [0.5, 0.68],
          ].map(([tx, ty], i) => (
            <g key={i}>
              <rect x={s * tx - 2} y={s * ty} width={4} height={s * 0.18} fill="#6b4423" />
              <circle cx={s * tx} cy={s * ty} r={s * 0.16} fill="#2f6b2f" stroke="#1f4d1f" />
            </g>
          ))}
        </g>
      )}
      {kind === 2 && <ellipse cx={s / 2} cy={s / 2} rx={s * 0.4} ry={s * 0.3} fill={PALETTE.water} stroke="#3b7ea8" />}
    </g>
  );
}

/** Depletion markers on a tower: a dark red token with the count (a tower with any cannot attack, upgrade or be sold). */
export function DepletionMarker({ x, y, count, r = 7 }: { x: number; y: number; count: number; r?: number }) {
  if (count <= 0) return null;
  return (
    <g className="depletion" aria-hidden="true">
      <circle cx={x} cy={y} r={r} fill="#7f1d1d" stroke="#fff" strokeWidth={1.5} />
      <text x={x} y={y + r * 0.45} textAnchor="middle" fontSize={r * 1.3} fontWeight="bold" fill="#fff">
        {count}
      </text>
    </g>
  );
}

/**
 * A tower piece, centred on (0, 0) in a `size` box: a stone base, a body in its owner's seat colour, a roof in its
 * type's colour with the type's picture, its Mark in Roman numerals, four level pips (the Player Marker L-Hex turned to
 * Position 1-4) and its Depletion markers.
 */
export function TowerPiece({ size, card, owner, level, depletion = 0, boosted = 0, minFont = 0 }: { size: number; card: string; owner: number; level: number; depletion?: number; boosted?: number; minFont?: number }) {
  const s = size / 2;
  // A board drawn small (a phone) asks for a least font size: the Mark is left to the tooltip.
  const small = minFont > s * 0.3;
  const seat = SEAT_COLOURS[owner] ?? PALETTE.ink;
  return (
    <g className="tower" aria-hidden="true">
      <ellipse cx={0} cy={s * 0.7} rx={s * 0.8} ry={s * 0.22} fill="#000" opacity={0.25} />
      <rect x={-s * 0.62} y={-s * 0.35} width={s * 1.24} height={s * 1.05} rx={3} fill={seat} stroke={PALETTE.ink} strokeWidth={1} />
      {/* Battlements. */}
      {[-0.62, -0.16, 0.3].map((bx) => (
        <rect key={bx} x={s * bx} y={-s * 0.55} width={s * 0.32} height={s * 0.25} fill={seat} stroke={PALETTE.ink} strokeWidth={1} />
      ))}
      <circle cx={0} cy={s * 0.02} r={s * 0.34} fill={TYPE_COLOURS[card[0]] ?? PALETTE.ink} stroke="#fff" strokeWidth={1.2} />
      {/* The type's picture (game-icons.net): a type is told by more than its colour. */}
      <Icon icon={ICONS[TYPE_ICONS[card[0]] ?? TYPE_ICONS.S]} x={0} y={s * 0.02} size={s * 0.52} />
      {!small && (
        <text x={0} y={s * 0.62} textAnchor="middle" fontSize={s * 0.3} fill="#fff" fontWeight="bold">
          {ROMAN[Number(card[1])]}
        </text>
      )}
      {/* Level pips: filled up to the level. */}
      {[0, 1, 2, 3].map((i) => (
        <circle key={i} cx={-s * 0.54 + i * s * 0.36} cy={-s * 0.78} r={s * 0.12} fill={i < level ? PALETTE.gold : '#fff'} stroke={PALETTE.ink} strokeWidth={0.8} />
      ))}
      <DepletionMarker x={s * 0.72} y={s * 0.55} count={depletion} r={Math.max(s * 0.28, minFont * 0.78)} />
      {boosted > 0 && !small && (
        <text x={-s * 0.78} y={s * 0.7} fontSize={s * 0.4} fill={PALETTE.goldDark} fontWeight="bold">
          +{boosted}
        </text>
      )}
      {/* Drawn small, the boost is a gold pill whose number keeps the least font size. */}
      {boosted > 0 && small && (
        <g>
          <rect x={-s * 0.95} y={s * 0.7 - minFont * 0.85} width={minFont * 1.35} height={minFont * 1.05} rx={minFont * 0.3} fill={PALETTE.gold} stroke={PALETTE.ink} strokeWidth={0.8} />
          <text x={-s * 0.95 + minFont * 0.675} y={s * 0.7 - minFont * 0.02} textAnchor="middle" fontSize={minFont} fill={PALETTE.ink} fontWeight="bold">
            +{boosted}
          </text>
        </g>
      )}
    </g>
  );
}

/**
 * An enemy wave's visible unit, centred on (0, 0): its picture on a red shield, its wave number, HP and movement on
 * badges (wave number top right, HP top left, movement bottom right), an arrow pointing the way it walks (`dir` in
 * degrees, 0 = east) and how many units the wave still has (dots).
 */
export function UnitToken({ size, number, hp, move, left, dir = 0, minFont = 0 }: { size: number; number: number; hp: number; move: number; left: number; dir?: number; minFont?: number }) {
  const s = size / 2;
  // Badges grow to hold a least font size (a phone, a desktop board drawn small); their numbers are never under it.
  const hr = Math.max(s * 0.32, minFont * 0.72);
  const mr = Math.max(s * 0.28, minFont * 0.72);
  const nr = Math.max(s * 0.28, minFont * 0.72);
  const font = (r: number, k: number) => Math.max(r * k, minFont);
  return (
    <g className="unit" aria-hidden="true">
      <g transform={`rotate(${dir})`}>
        <path d={`M${s * 0.55} ${-s * 0.22}L${s * 0.95} 0L${s * 0.55} ${s * 0.22}Z`} fill={PALETTE.ink} opacity={0.75} />
      </g>
      <path d={`M0 ${-s * 0.72}L${s * 0.6} ${-s * 0.45}L${s * 0.5} ${s * 0.35}L0 ${s * 0.72}L${-s * 0.5} ${s * 0.35}L${-s * 0.6} ${-s * 0.45}Z`} fill={PALETTE.danger} stroke="#450a0a" strokeWidth={1.5} />
      <Icon icon={ICONS[UNIT_ICON]} x={0} y={-s * 0.1} size={s * 0.74} />
      {/* Units of the wave still standing, as dots under the number. */}
      {Array.from({ length: left }, (_, i) => (
        <circle key={i} cx={(i - (left - 1) / 2) * s * 0.2} cy={s * 0.38} r={s * 0.07} fill="#fff" />
      ))}
      <g className="badge">
        <circle cx={s * 0.62} cy={-s * 0.62} r={nr} fill={MATERIAL.gold} stroke={PALETTE.goldDark} strokeWidth={1.2} />
        <text x={s * 0.62} y={-s * 0.62 + nr * 0.4} textAnchor="middle" fontSize={font(nr, 1.14)} fontWeight="bold" fill={PALETTE.ink}>
          {number}
        </text>
      </g>
      <g className="badge">
        <circle cx={-s * 0.62} cy={-s * 0.62} r={hr} fill="#fff" stroke={PALETTE.danger} strokeWidth={1.5} />
        <text x={-s * 0.62} y={-s * 0.62 + hr * 0.38} textAnchor="middle" fontSize={font(hr, 1.06)} fontWeight="bold" fill={PALETTE.danger}>
          {hp}
        </text>
      </g>
      <g className="badge">
        <circle cx={s * 0.62} cy={s * 0.62} r={mr} fill={PALETTE.ink} stroke="#fff" strokeWidth={1.2} />
        <text x={s * 0.62} y={s * 0.62 + mr * 0.4} textAnchor="middle" fontSize={font(mr, 1.14)} fontWeight="bold" fill="#fff">
          {move}
        </text>
      </g>
    </g>
  );
}

/** A Wave Modifier L-Hex on a wave: a gold hexagon with its HP (it may be attacked on its own). */
export function ModifierHex({ x, y, r, hp, versus }: { x: number; y: number; r: number; hp?: number; versus?: number }) {
  const pts = Array.from({ length: 6 }, (_, i) => `${x + r * Math.cos((Math.PI / 3) * i)},${y + r * Math.sin((Math.PI / 3) * i)}`).join(' ');
  return (
    <g className="lhex" aria-hidden="true">
      <polygon points={pts} fill={versus === undefined ? MATERIAL.gold : (SEAT_COLOURS[versus] ?? PALETTE.ink)} stroke={PALETTE.goldDark} strokeWidth={1.2} />
      <text x={x} y={y + r * 0.38} textAnchor="middle" fontSize={r * 1.15} fontWeight="bold" fill={versus === undefined ? PALETTE.ink : '#fff'}>
        {hp ?? 'V'}
      </text>
    </g>
  );
}

/** A Skill Marker token in a seat's colour (4 per player), or an empty slot ring with its cost when `seat` is null. */
export function SkillMarker({ x, y, r, seat, cost }: { x: number; y: number; r: number; seat: number | null; cost?: number }) {
  return seat === null ? (
    <g>
      <circle className="box" cx={x} cy={y} r={r} fill="#fff" stroke={PALETTE.inkSoft} strokeWidth={1.2} strokeDasharray="3 2" />
      <text x={x} y={y + r * 0.4} textAnchor="middle" fontSize={r * 1.1} fill={PALETTE.ink}>
        {cost ?? ''}
      </text>
    </g>
  ) : (
    <g>
      <circle cx={x} cy={y} r={r} fill={SEAT_COLOURS[seat]} stroke="#fff" strokeWidth={1.5} />
      <path d={`M${x - r * 0.45} ${y}l${r * 0.3} ${r * 0.35}l${r * 0.6} ${-r * 0.7}`} stroke="#fff" strokeWidth={2} fill="none" />
    </g>
  );
}

/**
 * A tower card on its credit side, top-left at (x, y): a band in its type's colour with the type's picture and Mark,
 * the type's name and the credits it is worth (its Mark). `lines` adds small numbers under the name (range, damage).
 * A card too small for its words at the `least` font size (a desktop board drawn small) shows its picture on the band
 * and its Mark large under it, the words left to the tooltip of whatever holds it.
 */
export function CreditCard({ x, y, w, h, card, lines = [], least = 0 }: { x: number; y: number; w: number; h: number; card: string; lines?: string[]; least?: number }) {
  const type = card[0];
  const colour = TYPE_COLOURS[type] ?? PALETTE.ink;
  const band = h * 0.36;
  const pic = Math.min(band * 0.8, w * 0.24);
  if (least > Math.min(h * 0.2, w * 0.19)) {
    const mark = type === 'U' ? card.slice(1) : ROMAN[Number(card[1])];
    const big = Math.max(least, h * 0.3);
    return (
      <g transform={`translate(${x} ${y})`} className="credit-card" aria-hidden="true">
        <rect width={w} height={h} rx={4} fill={MATERIAL.parchment} stroke={colour} strokeWidth={1.5} />
        <rect width={w} height={band} rx={4} fill={colour} />
        <Icon icon={ICONS[TYPE_ICONS[type] ?? TYPE_ICONS.S]} x={w / 2} y={band / 2} size={band * 0.8} />
        <text x={w / 2} y={band + (h - band) / 2 + big * 0.36} textAnchor="middle" fontSize={big} fontWeight="bold" fill={colour}>
          {mark}
        </text>
      </g>
    );
  }
  return (
    <g transform={`translate(${x} ${y})`} className="credit-card" aria-hidden="true">
      <rect width={w} height={h} rx={4} fill={MATERIAL.parchment} stroke={colour} strokeWidth={1.5} />
      <rect width={w} height={band} rx={4} fill={colour} />
      {/* The type's picture, as on a tower's roof, then its Mark. */}
      <Icon icon={ICONS[TYPE_ICONS[type] ?? TYPE_ICONS.S]} x={3 + pic / 2} y={band / 2} size={pic} />
      {type !== 'U' && (
        <text x={5 + pic} y={band * 0.72} fontSize={Math.min(band * 0.62, w * 0.2)} fill="#fff" fontWeight="bold">
          Mk {ROMAN[Number(card[1])]}
        </text>
      )}
      <text x={w / 2} y={band + (h - band) * 0.38} textAnchor="middle" fontSize={Math.min(h * 0.2, w * 0.19)} fontWeight="bold" fill={PALETTE.ink}>
        {TYPE_NAMES[type]}
      </text>
      {lines.slice(0, 2).map((l, i) => (
        <text key={i} x={4} y={band + (h - band) * 0.38 + (i + 1) * h * 0.15} fontSize={Math.min(h * 0.14, w * 0.19)} fill={PALETTE.inkSoft}>
          {l}
        </text>
      ))}
      <circle cx={w - h * 0.125} cy={h - h * 0.125} r={h * 0.1} fill={MATERIAL.gold} stroke={PALETTE.goldDark} />
      <text x={w - h * 0.125} y={h - h * 0.125 + h * 0.05} textAnchor="middle" fontSize={h * 0.14} fontWeight="bold" fill={PALETTE.ink}>
        {card.slice(1)}
      </text>
    </g>
  );
}

/** A Versus Energy card, top-left at (x, y): its name and its effect in words (clipped to `w`). */
export function EnergyCard({ x, y, w, h, name, text, least = 0 }: { x: number; y: number; w: number; h: number; name: string; text: string; least?: number }) {
  // Drawn small (a desktop board's least font size over its own), the card shows its name alone; the tooltip the rest.
  if (least > 11) {
    const room = Math.floor((w - 10) / (least * 0.56));
    return (
      <g transform={`translate(${x} ${y})`} className="energy-card" aria-hidden="true">
        <rect width={w} height={h} rx={4} fill="#ede7f6" stroke="#5b21b6" strokeWidth={1.2} />
        <text x={5} y={h / 2 + least * 0.36} fontSize={least} fontWeight="bold" fill="#3b0764">
          {`⚡ ${name}`.length > room ? `⚡ ${name}`.slice(0, room - 1) + '…' : `⚡ ${name}`}
        </text>
      </g>
    );
  }
  const words = text.split(' ');
  // Two short lines of the effect; the tooltip carries the whole text.
  const per = Math.max(8, Math.floor(w / 5.6));
  const lines: string[] = [];
  let cur = '';
  for (const wd of words) {
    if ((cur + ' ' + wd).trim().length > per) {
      lines.push(cur.trim());
      cur = wd;
    } else cur = `${cur} ${wd}`;
  }
  if (cur.trim()) lines.push(cur.trim());
  const shown = lines.slice(0, Math.max(1, Math.floor((h - 20) / 11)));
  if (lines.length > shown.length) shown[shown.length - 1] = `${shown[shown.length - 1].slice(0, per - 1)}…`;
  return (
    <g transform={`translate(${x} ${y})`} className="energy-card" aria-hidden="true">
      <rect width={w} height={h} rx={4} fill="#ede7f6" stroke="#5b21b6" strokeWidth={1.2} />
      <text x={5} y={13} fontSize={11} fontWeight="bold" fill="#3b0764">
        ⚡ {name}
      </text>
      {shown.map((l, i) => (
        <text key={i} x={5} y={26 + i * 11} fontSize={9.5} fill={PALETTE.ink}>
          {l}
        </text>
      ))}
    </g>
  );
}
