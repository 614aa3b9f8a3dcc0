import type { CoinsView } from '@ramparts/games/coins/view.ts';
import { Pickable } from '../common/svg.tsx';
import { MATERIAL, PALETTE, TYPE, useLeastType } from '../common/art.tsx';
import { Piece } from '../common/motion.tsx';
import type { BoardProps } from '../types.ts';
import { Coin } from './Coin.tsx';
import { Flip, useNewToss } from './Flip.tsx';
import { COMMANDS, commandTip, label, ownMap } from './labels.ts';

/** A command button's height: on a phone the tray is drawn at about 1 CSS px a unit, so a finger's 44 px and a little more. */
const buttonH = (narrow: boolean) => (narrow ? 46 : 34);

/** A plain command drawn as a button under the toss ("End this toss", "Toss again" …). */
function Command({ k, x, y, w, h, view, props }: { k: string; x: number; y: number; w: number; h: number; view: CoinsView; props: BoardProps<CoinsView> }) {
  const least = useLeastType();
  return (
    <Pickable pickKey={k} next={props.next} onPick={props.onPick} label={`${label(k, view)}: ${commandTip(k, view)}`}>
      <rect x={x} y={y} width={w} height={h} rx={6} fill={PALETTE.ink} className="box" stroke={PALETTE.pick} strokeWidth="3" />
      <text x={x + w / 2} y={y + h / 2 + 5} textAnchor="middle" fontSize={Math.max(TYPE.body, least)} fontWeight="bold" fill="#fff">
        {label(k, view)}
      </text>
    </Pickable>
  );
}

/** A titled paper box. */
function Box({ x, y, w, h, title, children }: { x: number; y: number; w: number; h: number; title: string; children: React.ReactNode }) {
  const least = useLeastType();
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={8} fill={MATERIAL.parchment} stroke={PALETTE.paperEdge} strokeWidth="1.5" />
      <text x={x + 10} y={y + 20} fontSize={Math.max(TYPE.title, least)} fontWeight="bold" fill={PALETTE.ink}>
        {title}
      </text>
      {children}
    </g>
  );
}

/** A row of coins with a caption and a tooltip saying what they are for, closer together when they would run past `w` (#31: nine reinforcements). */
function CoinRow({ x, y, w, coins, caption, tip, id }: { x: number; y: number; w: number; coins: readonly number[]; caption: string; tip: string; id: string }) {
  const step = Math.min(36, (w - 32) / Math.max(1, coins.length - 1));
  const least = useLeastType();
  return (
    <g data-tip={`${tip} Now: ${coins.length ? coins.map((c) => `${c}c`).join(' ') : 'none'}.`}>
      <text x={x} y={y} fontSize={Math.max(TYPE.body, least)} fill={PALETTE.ink}>
        {caption}
      </text>
      {coins.length === 0 && (
        <text x={x} y={y + 26} fontSize={Math.max(TYPE.body, least)} fill={PALETTE.inkSoft}>
          none
        </text>
      )}
      {coins.map((c, i) => (
        <Piece key={i} id={`${id}:${i}`} x={x + 16 + i * step} y={y + 22} sig={c}>
          <Coin value={c} r={14} />
        </Piece>
      ))}
    </g>
  );
}

/** The boxes one under another beside the roads (a desktop table of three or four roads): this wide, this tall. */
export const TRAY_COLUMN = { w: 340, h: 8 + 3 * 182 } as const;

/** The tray's own drawing on a phone, apart from the roads: this many units wide, drawn at the screen's width (about 1 CSS px a unit). */
export const TRAY_PHONE_W = 360;

/** On a phone the toss box is only as tall as its buttons need (two to a row). */
const phoneTossH = (commands: number) => (commands === 0 ? 96 : 100 + Math.ceil(commands / 2) * (buttonH(true) + 6) + 4);

/** The tray's height: three boxes side by side, or on a phone one under the other (the toss box sized to its buttons). */
export function trayHeight(narrow: boolean, commands: number): number {
  if (!narrow) return 190;
  return 8 + phoneTossH(commands) + 8 + 2 * 184;
}

/**
 * Under the roads: the toss with its coins (tails show values, heads a crown; used ones faded) and the commands,
 * the Attacker's coins in hand (reinforcements, lap counter), and the supply to take new soldiers from.
 */
export function Tray({ view, top, width, narrow, column, props }: { view: CoinsView; top: number; width: number; narrow: boolean; column?: boolean; props: BoardProps<CoinsView> }) {
  const { next, chosen, onPick } = props;
  const least = useLeastType();
  const body = Math.max(TYPE.body, least);
  const small = Math.max(TYPE.small, least);
  const own = view.maps[ownMap(view)];
  const crusade = view.mode === 'crusade';
  const who = view.toAct !== null ? (view.seatNames[view.toAct] ?? `Player ${view.toAct + 1}`) : '';
  const tossTitle =
    view.phase === 'attack'
      ? `${who}'s toss ${view.tossNumber} of ${view.tossesPerTurn}`
      : view.phase === 'defend' || view.phase === 'damage'
        ? `Garrison toss ${view.defenderTosses}${view.garrisonTossLimit ? ` of ${view.garrisonTossLimit}` : ''}`
        : view.phase === 'role'
          ? `${who} chooses a role`
          : 'Last toss';
  const detail =
    view.phase === 'attack'
      ? `Free to pair: ${view.free.map((f) => `${f}c`).join(' ') || 'none'}`
      : view.phase === 'defend'
        ? `Damage so far: ${view.damage}`
        : view.phase === 'damage'
          ? `Damage left to spend: ${view.damage}`
          : '';
  // How to spend it, on a line of its own: one line of both was cut at the box's edge (#31).
  const howTo = view.phase === 'damage' ? 'Click a square on the road to shoot' : '';
  const commands = COMMANDS.filter((k) => next.has(k));
  // Which toss this is: a new one spins every coin over; a pairing that only uses coins does not.
  const tossId = `${view.turn}:${view.toAct}:${view.phase === 'attack' ? 'attack' : 'garrison'}:${view.tossNumber}:${view.defenderTosses}`;
  const spin = useNewToss(tossId);
  // Narrow: three boxes one under the other; wide: side by side; a column beside the roads: one under another.
  const boxW = narrow || column ? width - 16 : Math.floor((width - 32) / 3);
  // On a phone the toss box is only as tall as its buttons need.
  const tossH = narrow ? phoneTossH(commands.length) : 174;
  const box = (i: number) => (narrow ? { x: 8, y: top + 8 + (i === 0 ? 0 : tossH + 8 + (i - 1) * 184) } : column ? { x: 8, y: top + 8 + i * 182 } : { x: 8 + i * (boxW + 8), y: top + 8 });
  const [a, b, c] = [box(0), box(1), box(2)];
  const buttonW = narrow ? (boxW - 30) / 2 : boxW - 20;
  // Up to nine coins in a toss: closer together when they would run out of the box.
  const gap = Math.min(40, (boxW - 56) / Math.max(1, view.toss.length - 1));
  return (
    <g>
      <rect x={0} y={top} width={width} height={column ? TRAY_COLUMN.h : trayHeight(narrow, commands.length)} fill={PALETTE.table} />
      <Box x={a.x} y={a.y} w={boxW} h={tossH} title={tossTitle}>
        <g data-tip="The coins just tossed: tails up shows the value and counts, heads up (crown) counts for nothing. A faded coin is already used in a pairing.">
          {view.toss.length === 0 && (
            <text x={a.x + 10} y={a.y + 50} fontSize={body} fill={PALETTE.inkSoft}>
              No coins tossed now
            </text>
          )}
          {view.toss.map((t, i) => (
            <Piece key={i} id={`toss:${i}`} x={a.x + 28 + i * gap} y={a.y + 48} sig={`${t.face}${t.used ? '-used' : ''}`} tip={`${t.value}c coin, ${t.face === 'tails' ? `tails up: shows ${t.value}` : 'heads up: counts for nothing'}${t.used ? ', already used in a pairing' : ''}.`}>
              <Flip turn={tossId} spin={spin}>
                <Coin value={t.value} heads={t.face === 'heads'} dim={t.used} r={16} />
              </Flip>
            </Piece>
          ))}
        </g>
        <text x={a.x + 10} y={a.y + (howTo ? 80 : 88)} fontSize={body} fill={PALETTE.ink}>
          {detail}
        </text>
        {howTo && (
          <text x={a.x + 10} y={a.y + 96} fontSize={small} fill={PALETTE.inkSoft}>
            {howTo}
          </text>
        )}
        {commands.map((k, i) => {
          const perRow = narrow ? 2 : 1;
          const row = Math.floor(i / perRow);
          const bx = a.x + 10 + (i % perRow) * (buttonW + 10);
          const h = buttonH(narrow);
          const by = a.y + (narrow || commands.length < 2 ? 100 : 98) + row * (h + (narrow ? 6 : 4));
          return <Command key={k} k={k} x={bx} y={by} w={buttonW} h={h} view={view} props={props} />;
        })}
      </Box>
      <Box x={b.x} y={b.y} w={boxW} h={174} title={crusade ? `${own.name}'s coins` : view.mode === 'solo-defender' ? 'The rules\' Attacker' : 'Attacker\'s coins'}>
        <CoinRow
          id={`hand:${own.map}`}
          x={b.x + 10}
          y={b.y + 44}
          w={boxW - 20}
          coins={own.reinforcements}
          caption="Reinforcements (tossed each toss)"
          tip="The Attacker's coins: each toss they are thrown; two tails-up coins make a pairing: one names the soldier's value, the other how far it moves or which square a new one goes on."
        />
        <CoinRow
          id={`lap:${own.map}`}
          x={b.x + 10}
          y={b.y + 110}
          w={boxW - 20}
          coins={own.lapCounter}
          caption="Lap counter (joins after turns 1-6)"
          tip="After each of the Attacker's first six turns, the next coin of the lap counter joins the reinforcements."
        />
      </Box>
      <Box x={c.x} y={c.y} w={boxW} h={174} title={`Supply${crusade ? ` of ${own.name}` : ''}`}>
        <text x={c.x + 10} y={c.y + 40} fontSize={small} fill={PALETTE.ink}>
          {view.turn <= view.lastPlacementTurn ? `New soldiers until turn ${view.lastPlacementTurn} (now ${view.turn})` : `No new soldiers since turn ${view.lastPlacementTurn + 1}`}
        </text>
        {([1, 2, 5] as const).map((v, i) => {
          const k = `place:${v}`;
          const left = own.supply[`${v}c`];
          const tip = next.has(k) ? `${label(k, view)}, worth ${v} (×${left} in the supply): pick it, then its square.` : `×${left}: ${left} coins of ${v}c in the supply; new ${v}c soldiers, garrison upgrades and castle repairs come from here.`;
          // The count is drawn beside the button, not in it: a button's name must contain its visible text.
          return (
            <g key={v}>
              <Pickable pickKey={k} next={next} onPick={onPick} label={tip}>
                <rect x={c.x + 10 + i * 62} y={c.y + 52} width={54} height={84} rx={6} fill="transparent" />
                <g transform={`translate(${c.x + 37 + i * 62} ${c.y + 80})`}>
                  <Coin value={v} ring={next.has(k) || chosen[0] === k} />
                </g>
              </Pickable>
              <text x={c.x + 37 + i * 62} y={c.y + 124} textAnchor="middle" fontSize={body} fill={PALETTE.ink} pointerEvents="none" aria-hidden="true">
                {`×${left}`}
              </text>
            </g>
          );
        })}
        <text x={c.x + 10} y={c.y + 158} fontSize={small} fill={PALETTE.ink}>
          {[...next].some((k) => k.startsWith('place:')) ? 'Pick a coin, then its square' : 'Coins off the board'}
        </text>
      </Box>
    </g>
  );
}
