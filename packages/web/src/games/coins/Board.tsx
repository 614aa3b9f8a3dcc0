import type { CoinsView } from '@ramparts/games/coins/view.ts';
import { ArtDefs, LeastType, leastTypeFor, PALETTE } from '../common/art.tsx';
import { useNarrow } from '../common/narrow.ts';
import { ZoomDrawing } from '../common/ZoomDrawing.tsx';
import type { BoardProps } from '../types.ts';
import { useSoldierIds } from './ids.ts';
import { geometry } from './layout.ts';
import { Road, roadTitle } from './Road.tsx';
import { SEAT_COLOURS } from '../common/svg.tsx';
import { COMMANDS } from './labels.ts';
import { Tray, TRAY_COLUMN, TRAY_PHONE_W, trayHeight } from './Tray.tsx';
import './phone.css';

export { ownMap } from './labels.ts';

/**
 * Coin Siege: each map a dirt road of stone squares through the grass to a castle (its HP on a banner, a tower per
 * garrison coin); soldiers are coins walking the road in stacks; under the roads the toss, the commands, the
 * Attacker's coins and the supply. Everything that can be done now is clickable on the board.
 * On a phone the roads are one drawing (the one the phone's frame zooms and pans) and the tray another, drawn at the
 * screen's width under it, never zoomed and never cut (#31.2); elsewhere both are one drawing, as wide as a screen.
 */
export function CoinsBoard(props: BoardProps<CoinsView>) {
  const { view } = props;
  const screenNarrow = useNarrow();
  const narrow = props.narrow ?? screenNarrow;
  const geo = geometry(view.pathLength, narrow);
  const soldiers = useSoldierIds(view);
  const trayTop = view.maps.length * geo.mapH;
  const roads = view.maps.map((_, i) => <Road key={i} view={view} map={i} top={i * geo.mapH} geo={geo} soldiers={soldiers.filter((p) => p.map === i)} props={props} />);
  if (narrow) {
    const trayH = trayHeight(true, COMMANDS.filter((k) => props.next.has(k)).length);
    return (
      <div className="coins-board coins-phone">
        {/* Whose road is which, at the screen's width: drawn on the zoomed roads, the titles were cut (#31.2). A duel's one road needs none. */}
        {view.mode === 'crusade' && (
          <p className="coins-road-titles">
            Roads from the top:{' '}
            {view.maps.map((_, i) => (
              <span key={i}>
                {i > 0 && ' · '}
                <b style={{ color: SEAT_COLOURS[i] }}>{roadTitle(view, i)}</b>
              </span>
            ))}
          </p>
        )}
        <ZoomDrawing label="The roads">
          <svg viewBox={`0 0 ${geo.width} ${trayTop}`} className="board coins-roads" role="group" aria-label="Coin Siege board: the road to the castle and the soldiers on it" style={{ background: PALETTE.table }}>
            <ArtDefs />
            {roads}
          </svg>
        </ZoomDrawing>
        <svg viewBox={`0 0 ${TRAY_PHONE_W} ${trayH}`} className="board-panel coins-tray" role="group" aria-label="Coin Siege: the toss and the coins" style={{ background: PALETTE.table }}>
          <Tray view={view} top={0} width={TRAY_PHONE_W} narrow props={props} />
        </svg>
      </div>
    );
  }
  // Three or four roads on a desktop: the tray stands beside them, so the board is as wide as a screen, not tall (#31.1).
  // Drawn that wide, it is shown smaller: its words are set larger by as much (LeastType).
  const column = view.maps.length >= 3;
  const width = geo.width + (column ? TRAY_COLUMN.w : 0);
  const height = column ? Math.max(trayTop, TRAY_COLUMN.h) : trayTop + trayHeight(false, 0);
  return (
    <LeastType.Provider value={leastTypeFor(width, height)}>
      <svg viewBox={`0 0 ${width} ${height}`} className="board coins-board" role="group" aria-label="Coin Siege board: the road to the castle, the soldiers on it, the toss and the coins" style={{ background: PALETTE.table }}>
        <ArtDefs />
        {/* The table under the roads and the tray (the drawing's own, so a board fitted to a screen has no band around it). */}
        <rect width={width} height={height} fill={PALETTE.table} />
        {roads}
        {column ? (
          <g transform={`translate(${geo.width} 0)`}>
            <Tray view={view} top={0} width={TRAY_COLUMN.w} narrow={false} column props={props} />
          </g>
        ) : (
          <Tray view={view} top={trayTop} width={geo.width} narrow={false} props={props} />
        )}
      </svg>
    </LeastType.Provider>
  );
}
