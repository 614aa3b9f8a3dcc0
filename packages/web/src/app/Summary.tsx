import { SEAT_COLOURS } from '../games/common/svg.tsx';
import type { FigureSeries } from './summary.ts';

const PAD = 4;
/** A chart's size: small in the side column and the replay, large (readable at a glance) on the end screen over the board. */
const SIZES = { small: { W: 260, H: 90, font: 11 }, large: { W: 480, H: 170, font: 13 } } as const;

/** A line over the moves for each column of a 'level' figure, hand-drawn (no chart library: the load budget). */
function LevelChart({ f, names, size }: { f: FigureSeries; names: string[]; size: keyof typeof SIZES }) {
  const { W, H, font } = SIZES[size];
  const all = f.series.flat();
  const max = Math.max(1, ...all);
  const min = Math.min(0, ...all);
  const steps = Math.max(1, (f.series[0]?.length ?? 1) - 1);
  const x = (i: number) => PAD + (i / steps) * (W - 2 * PAD);
  const y = (v: number) => H - PAD - ((v - min) / (max - min || 1)) * (H - 2 * PAD);
  const who = (i: number) => (f.series.length === 1 ? 'the table' : (names[i] ?? `Seat ${i + 1}`));
  const words = f.series.map((col, i) => `${who(i)}: from ${col[0]} to ${col[col.length - 1]}`).join('; ');
  return (
    <svg className="chart" viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={`${f.label} over the game: ${words}`}>
      <line x1={PAD} y1={y(min)} x2={W - PAD} y2={y(min)} stroke="#9aa4b2" />
      {f.series.map((col, i) => (
        <polyline key={i} fill="none" stroke={f.series.length === 1 ? '#1d2430' : SEAT_COLOURS[i % SEAT_COLOURS.length]} strokeWidth={2} points={col.map((v, j) => `${x(j).toFixed(1)},${y(v).toFixed(1)}`).join(' ')} />
      ))}
      <text x={W - PAD} y={font + 1} textAnchor="end" fontSize={font} fill="#5b6472">
        max {max}
      </text>
    </svg>
  );
}

/** The end-of-game summary: each figure as a small chart over the moves ('level') or its final count ('total'). */
export function Summary({ figures, seatNames, large = false }: { figures: FigureSeries[]; seatNames: string[]; large?: boolean }) {
  if (figures.length === 0) return null;
  const many = figures.some((f) => f.series.length > 1);
  return (
    <section className={`summary${large ? ' large' : ''}`} aria-label="Game summary">
      {/* Large, it is part of the end screen, under its verdict. */}
      {large ? <h3>How the game went</h3> : <h2>How the game went</h2>}
      {many && (
        <p className="summary-keys">
          {seatNames.map((n, i) => (
            <span key={i} className="summary-key">
              <span className="swatch" style={{ background: SEAT_COLOURS[i % SEAT_COLOURS.length] }} /> {n}
            </span>
          ))}
        </p>
      )}
      <div className="figures">
      {figures.map((f) => (
        <figure key={f.id} className="figure" data-figure={f.id}>
          <figcaption>{f.label}</figcaption>
          {f.kind === 'level' ? (
            <LevelChart f={f} names={seatNames} size={large ? 'large' : 'small'} />
          ) : (
            <p>{f.series.map((col, i) => `${f.series.length === 1 ? 'Table' : seatNames[i]}: ${col[col.length - 1] ?? 0}`).join(' · ')}</p>
          )}
        </figure>
      ))}
      </div>
    </section>
  );
}
