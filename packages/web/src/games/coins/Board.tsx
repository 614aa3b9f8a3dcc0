import type { CoinsView } from '@ramparts/games/coins/view.ts';
import { ArtDefs, PALETTE } from '../common/art.tsx';
import { useNarrow } from '../common/narrow.ts';
import type { BoardProps } from '../types.ts';
import { useSoldierIds } from './ids.ts';
import { geometry } from './layout.ts';
import { Road } from './Road.tsx';
import { COMMANDS } from './labels.ts';
import { Tray, trayHeight } from './Tray.tsx';

export { ownMap } from './labels.ts';

/**
 * Coin Siege: each map a dirt road of stone squares through the grass to a castle (its HP on a banner, a tower per
 * garrison coin); soldiers are coins walking the road in stacks; under the roads the toss, the commands, the
 * Attacker's coins and the supply. Everything that can be done now is clickable on the board.
 */
export function CoinsBoard(props: BoardProps<CoinsView>) {
  const { view } = props;
  const screenNarrow = useNarrow();
  const narrow = props.narrow ?? screenNarrow;
  const geo = geometry(view.pathLength, narrow);
  const soldiers = useSoldierIds(view);
  const trayTop = view.maps.length * geo.mapH;
  const height = trayTop + trayHeight(narrow, COMMANDS.filter((k) => props.next.has(k)).length);
  return (
    <svg viewBox={`0 0 ${geo.width} ${height}`} className="board coins-board" role="group" aria-label="Coin Siege board: the road to the castle, the soldiers on it, the toss and the coins" style={{ background: PALETTE.table }}>
      <ArtDefs />
      {view.maps.map((_, i) => (
        <Road key={i} view={view} map={i} top={i * geo.mapH} geo={geo} soldiers={soldiers.filter((p) => p.map === i)} props={props} />
      ))}
      <Tray view={view} top={trayTop} width={geo.width} narrow={narrow} props={props} />
    </svg>
  );
}
