import type { Tower } from '@ramparts/games/tracks/state.ts';
import { Pickable } from '../common/svg.tsx';
import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { content } from '@ramparts/games/tracks/content/index.ts';
import { upgradeCost } from '@ramparts/games/tracks/rules/economy.ts';
import { towerMod } from '@ramparts/games/tracks/versus/index.ts';
import { PALETTE, useLeastType } from '../common/art.tsx';
import { creditName } from './pieces.tsx';
import { inTableContent } from '../common/content-run.tsx';

/** A picked tower's own choices, in plain words: what each button does and what it costs. */
export function towerChoice(key: string, v: TracksView, t: Tower): { text: string; tip: string } | null {
  const [kind, a] = key.split(':');
  const card = content.towers.get(t.card)!;
  switch (kind) {
    case 'upgrade':
      return { text: `Upgrade to level ${t.level + 1}`, tip: `Upgrade this tower to level ${t.level + 1} for ${v.seat !== null ? upgradeCost(v, v.seat, t.card) : card.upgrade} from your Build stack; it takes a Depletion marker.` };
    case 'sell':
      return { text: `Sell (+${card.sell} Mk I)`, tip: `Sell this tower: it leaves the field and you draw ${card.sell} Mk I ${card.sell === 1 ? 'credit' : 'credits'} to place on your Stacks.` };
    case 'boost':
      return { text: `Boost with ${a}`, tip: `Spend ${creditName(a)} from your Boost stack on this tower: more damage on its next attack this turn.` };
    case 'with':
      return { text: `Combine with ${a.split(',').map((x) => `#${x}`).join(' + ')}`, tip: `A Combine attack: this Combine tower joins towers ${a.split(',').map((x) => `#${x}`).join(' and ')} (their damage added, plus its bonus); then pick the enemy.` };
    case 'attack':
      return { text: 'Fire!', tip: 'Attack the chosen enemy: it is defeated if the damage reaches its HP. The tower takes a Depletion marker.' };
    case 'ignore':
      return { text: 'Fire, ignore armour', tip: 'Attack, paying the price to ignore Armored or Brute (their extra HP does not count).' };
    case 'mod':
      return { text: `Modify: ${towerMod(a)?.name ?? a}`, tip: `Flip one of your L-Hexes onto this tower as the Tower Modification ${towerMod(a)?.name ?? a} (costs ${towerMod(a)?.cost ?? '?'}): ${towerMod(a)?.text ?? ''}` };
    default:
      return null;
  }
}

/** The menu's choices now and its size: a row each (and one saying an enemy may be clicked), larger on a phone. */
function menuBox(v: TracksView, tower: Tower, next: ReadonlySet<string>, narrow: boolean, least = 0) {
  const items = [...next].map((k) => ({ k, c: towerChoice(k, v, tower) })).filter((x): x is { k: string; c: { text: string; tip: string } } => x.c !== null);
  const waves = [...next].some((k) => k.startsWith('wave:'));
  // A desktop board drawn small sets its words larger (the least type): its rows are wider for them.
  const big = least > 13;
  const h = narrow ? 50 : big ? 32 : 30;
  return { items, waves, h, w: narrow ? 300 : big ? 240 : 176, rows: items.length + (waves ? 1 : 0) };
}

/** Where the menu's top stands beside a tower at `at` (kept on the field, from its top edge down). */
const menuTop = (at: { y: number }, cell: number, rows: number, h: number) => Math.max(10, at.y - (rows * (h + 4)) / 2 + cell / 2);

/** The lowest point of a picked tower's menu, so a drawing of the field alone (a phone's) is made tall enough to hold it. */
export function towerMenuBottom(v: TracksView, tower: Tower, next: ReadonlySet<string>, at: { y: number }, cell: number, narrow: boolean): number {
  const { rows, h } = menuBox(v, tower, next, narrow);
  return rows === 0 ? 0 : menuTop(at, cell, rows, h) + rows * (h + 4);
}

/**
 * The small menu drawn beside a picked tower: upgrade, sell, boost, combine partners, fire, Tower Modifications,
 * whichever the rules allow now (attack targets are the enemies themselves, highlighted on the field).
 */
export const TowerMenu = inTableContent(function TowerMenu({ v, tower, at, cell, fieldW, narrow, next, onPick }: { v: TracksView; tower: Tower; at: { x: number; y: number }; cell: number; fieldW: number; narrow: boolean; next: ReadonlySet<string>; onPick(k: string): void }) {
  const least = useLeastType();
  const { items, waves, h, w, rows } = menuBox(v, tower, next, narrow, least);
  const fs = narrow ? 22 : Math.max(13, least);
  if (rows === 0) return null;
  // Beside the tower, on whichever side has room; kept on the field.
  const x = at.x + cell + 4 + w > fieldW + 10 ? at.x - w - 4 : at.x + cell + 4;
  const y = menuTop(at, cell, rows, h);
  return (
    <g className="tower-menu">
      <rect x={x - 4} y={y - 4} width={w + 8} height={rows * (h + 4) + 4} rx={8} fill={PALETTE.ink} opacity={0.85} />
      {waves && (
        <text x={x + 6} y={y + h * 0.65} fontSize={Math.max(fs * 0.95, least)} fill="#fff">
          or click an enemy to attack
        </text>
      )}
      {items.map(({ k, c }, i) => {
        const top = y + (i + (waves ? 1 : 0)) * (h + 4);
        return (
          <Pickable key={k} pickKey={k} next={next} onPick={onPick} label={`${c.text}: ${c.tip}`}>
            <rect className="box" x={x} y={top} width={w} height={h} rx={6} fill="#fff1cc" stroke={PALETTE.pick} strokeWidth={2} />
            <text x={x + 8} y={top + h * 0.66} fontSize={fs} fontWeight="bold" fill={PALETTE.ink}>
              {c.text}
            </text>
          </Pickable>
        );
      })}
    </g>
  );
});
