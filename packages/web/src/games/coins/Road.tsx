import type { CoinsView } from '@ramparts/games/coins/view.ts';
import { MATERIAL, PALETTE, TYPE, useLeastType } from '../common/art.tsx';
import { Piece } from '../common/motion.tsx';
import { Pickable, SEAT_COLOURS } from '../common/svg.tsx';
import type { BoardProps } from '../types.ts';
import { Castle } from './Castle.tsx';
import { Coin } from './Coin.tsx';
import type { Placed } from './ids.ts';
import { label } from './labels.ts';
import { SQ, STACK_STEP, type Geometry } from './layout.ts';

/** A soldier's tooltip: what it is worth, what it takes to wound it, where it stands. */
export function soldierTip(p: Placed, view: CoinsView): string {
  const whose = view.mode === 'crusade' ? ` of ${view.seatNames[p.owner] ?? `Player ${p.owner + 1}`}` : '';
  const health = p.wounded ? `wounded (heads up): ${p.value} more damage kills it` : `tails up: ${p.value} damage wounds it, a second wound kills it`;
  // "worth 5" as a word of its own: a button's name must contain the digit drawn on it.
  return `${p.value}c soldier${whose} on square ${p.square}, worth ${p.value}: ${health}; at the castle it deals ${p.value}.`;
}

/** A road's title: whose road and its turn in a Crusade, else the one road to the castle. */
export function roadTitle(view: CoinsView, map: number): string {
  const m = view.maps[map];
  if (view.mode === 'crusade') return `${m.name}'s road · turn ${m.turn}${m.out ? ' · fallen' : ''}`;
  return view.mode === 'solo-attacker' ? 'The road to the castle (the rules defend it)' : 'The road to the castle';
}

/** One map: grass, a dirt road of stone squares from the start to the castle, the soldier stacks, and the step markers of a chosen soldier. */
export function Road({ view, map, top, geo, soldiers, props }: { view: CoinsView; map: number; top: number; geo: Geometry; soldiers: Placed[]; props: BoardProps<CoinsView> }) {
  const m = view.maps[map];
  const { next, chosen, onPick } = props;
  const crusade = view.mode === 'crusade';
  const least = useLeastType();
  const at = (q: number) => ({ x: geo.squares[q - 1].x, y: top + geo.squares[q - 1].y });
  const gate = { x: geo.gate.x, y: top + geo.gate.y };
  const points = [{ x: geo.start.x, y: top + geo.start.y }, ...geo.squares.map((_, i) => at(i + 1)), { x: gate.x + 75, y: gate.y }];
  const road = points.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ');
  const chosenSoldier = chosen[0]?.startsWith('soldier:') ? chosen[0].split(':').map(Number) : null;
  const ghosts: { key: string; x: number; y: number; steps: number }[] = [];
  if (chosenSoldier && chosenSoldier[1] === map) {
    let beyond = 0;
    for (const k of next) {
      if (!k.startsWith('steps:')) continue;
      const steps = Number(k.slice(6));
      const to = chosenSoldier[2] + steps;
      // Moves past the last square reach the castle: their markers line up in front of its gate.
      if (to <= view.pathLength) ghosts.push({ key: k, ...at(to), steps });
      else ghosts.push({ key: k, x: gate.x + 20 + 40 * beyond++, y: gate.y + 46, steps });
    }
  }
  // Crusade: this road's square 1 takes the soldiers leaving the castle of the player before (the fallen skipped).
  let before = (map + view.maps.length - 1) % view.maps.length;
  while (crusade && before !== map && view.maps[before].out) before = (before + view.maps.length - 1) % view.maps.length;
  const from = crusade ? `from ${view.maps[before].name}` : 'start';
  const flag = crusade ? SEAT_COLOURS[map] : PALETTE.danger;
  const seatTitle = roadTitle(view, map);
  return (
    <g role="group" aria-label={seatTitle}>
      <rect x={0} y={top} width={geo.width} height={geo.mapH} fill={MATERIAL.grass} />
      {/* A phone's zoomed roads would cut it at the frame's edge: there a Crusade's titles are listed above the roads (Board). */}
      {!geo.narrow && (
        <text x={8} y={top + 20} fontSize={Math.max(TYPE.title, least)} fontWeight="bold" fill={crusade ? SEAT_COLOURS[map] : PALETTE.ink} stroke="#fff" strokeWidth="3" paintOrder="stroke">
          {seatTitle}
        </text>
      )}
      <path d={road} fill="none" stroke={PALETTE.roadEdge} strokeWidth="54" strokeLinejoin="round" strokeLinecap="round" />
      <path d={road} fill="none" stroke={PALETTE.road} strokeWidth="44" strokeLinejoin="round" strokeLinecap="round" />
      <g data-tip={`Where the road begins: a new soldier is put straight onto square 1, 2 or 5 (the value of its second coin)${crusade ? `; soldiers leaving ${view.maps[before].name}'s castle walk on here` : ''}.`}>
        <path d={`M${geo.start.x - 14} ${top + geo.start.y - 10}l14 10l-14 10z`} fill={PALETTE.inkSoft} />
        {/* The start is near the edge: the words begin there rather than centre on it (they were cut). */}
        <text x={4} y={top + geo.start.y + 38} fontSize={Math.max(TYPE.small, least)} fill={PALETTE.ink}>
          {from}
        </text>
      </g>
      {m.squares.map((stack, q) => {
        const square = q + 1;
        const { x, y } = at(square);
        const key = next.has(`sq:${map}:${square}`) ? `sq:${map}:${square}` : `hit:${map}:${square}`;
        const what = stack.length ? `${stack.length} soldier${stack.length > 1 ? 's' : ''}: ${stack.map((s) => `${s.wounded ? 'wounded ' : ''}${s.value}c`).join(' under ')}` : 'empty';
        const tip = next.has(key) ? `${label(key, view)} (${what})` : `Square ${square} of ${view.pathLength} (${what}).`;
        return (
          <Pickable key={q} pickKey={key} next={next} onPick={onPick} label={tip}>
            <rect x={x - SQ / 2 + 2} y={y - 100} width={SQ - 4} height={128} fill="transparent" />
            <rect x={x - 21} y={y - 21} width={42} height={42} rx={5} className="box slab" fill={MATERIAL.stone} stroke={next.has(key) ? PALETTE.pick : PALETTE.stoneDark} strokeWidth={next.has(key) ? 3 : 1.5} />
            <text x={x + 23} y={y + 37} textAnchor="middle" fontSize={geo.narrow ? TYPE.title : least} fontWeight="bold" fill={PALETTE.ink}>
              {square}
            </text>
          </Pickable>
        );
      })}
      {soldiers.map((p) => {
        const k = `soldier:${map}:${p.square}:${p.level}`;
        const picked = chosen[0] === k;
        const { x, y } = at(p.square);
        const squareKey = next.has(`sq:${map}:${p.square}`) ? `sq:${map}:${p.square}` : `hit:${map}:${p.square}`;
        // A soldier that cannot be picked must not swallow a click meant for the square it stands on.
        const through = next.has(squareKey) && !next.has(k);
        const tip = soldierTip(p, view);
        return (
          <Piece key={p.id} id={p.id} x={x} y={y - p.level * STACK_STEP} sig={p.wounded ? 'heads' : 'tails'} tip={tip}>
            <g pointerEvents={through ? 'none' : undefined}>
              <Pickable pickKey={k} next={next} onPick={onPick} label={next.has(k) ? `${label(k, view)}: ${tip}` : tip}>
                <Coin value={p.value} heads={p.wounded} owner={crusade ? SEAT_COLOURS[p.owner] : undefined} ring={picked || next.has(k)} />
              </Pickable>
            </g>
          </Piece>
        );
      })}
      <Castle map={map} x={gate.x} y={gate.y} hp={m.castle} out={m.out} name={crusade ? `${m.name}'s castle` : 'The castle'} garrison={m.garrison} flag={flag} />
      {ghosts.map((g) => (
        <Pickable key={g.key} pickKey={g.key} next={next} onPick={onPick} label={`+${g.steps}: ${label(g.key, view)}${g.y > gate.y ? ', it reaches the castle' : ''}`}>
          <circle cx={g.x} cy={g.y} r={17} className="ghost" />
          <text x={g.x} y={g.y + 5} textAnchor="middle" fontSize={Math.max(TYPE.body, least)} fontWeight="bold" fill={PALETTE.ink}>
            +{g.steps}
          </text>
        </Pickable>
      ))}
      {m.out && (
        <text x={geo.width / 2} y={top + geo.mapH / 2} textAnchor="middle" fontSize={TYPE.big} fontWeight="bold" fill={PALETTE.danger} stroke="#fff" strokeWidth="3" paintOrder="stroke">
          {m.name} is out: this road is closed
        </text>
      )}
    </g>
  );
}
