import type { LogLine, Seat } from '@ramparts/engine';
import { content } from './content/index.ts';
import type { TracksMove } from './moves.ts';
import { damageAgainst, damageOf, targetHp, towerWords } from './rules/combat.ts';
import { bonusCost, buildCost, upgradeCost } from './rules/economy.ts';
import { cellName, fieldOfState, trackName } from './rules/field.ts';
import { stackName } from './rules/legal.ts';
import type { TracksState } from './state.ts';
import { towerCardName } from './view.ts';
import { typeOfTower } from './rules/combat.ts';
import { towerMod, versusCard, waveMod } from './versus/index.ts';

export const seatName = (seat: Seat): string => `Player ${seat + 1}`;

function waveLabel(s: TracksState, id: number): string {
  const w = s.waves.find((x) => x.id === id);
  return w ? `wave ${w.number} on ${trackName(w.track, w.pos)}` : `wave #${id}`;
}

/** A move in words, for menus. */
export function describeMove(s: TracksState, seat: Seat, m: TracksMove): string {
  const tower = 'tower' in m ? s.towers.find((t) => t.id === m.tower) : undefined;
  const tw = tower ? towerWords(tower) : `tower #${'tower' in m ? m.tower : '?'}`;
  switch (m.type) {
    case 'take':
      return `Take ${m.credit} onto your ${stackName(m.stack)} stack`;
    case 'done':
      return 'Done: no more actions this turn (unless someone acts again)';
    case 'build':
      return `Build a ${towerCardName(m.card)} on ${cellName(fieldOfState(s), m.cell)} (costs ${content.towers.has(m.card) ? buildCost(s, seat, m.card) : '?'})`;
    case 'upgrade':
      return `Upgrade ${tw} (costs ${tower ? upgradeCost(s, seat, tower.card) : '?'})`;
    case 'sell':
      return `Sell ${tw} for ${tower ? content.towers.get(tower.card)!.sell : '?'} Mk I credits`;
    case 'boost':
      return `Boost ${tw} with ${m.credit}`;
    case 'attack': {
      const w = s.waves.find((x) => x.id === m.wave);
      if (!tower || !w) return `Attack ${waveLabel(s, m.wave)} with ${tw}`;
      const modifier = m.modifier === true;
      const dmg = damageAgainst(w, modifier, typeOfTower(tower), damageOf(s, tower));
      const hp = targetHp(s, w, modifier, m.ignore === true);
      const what = modifier ? 'the modifier of' : `unit ${w.unit + 1} of`;
      return `Attack ${what} ${waveLabel(s, m.wave)} with ${tw}: ${dmg} damage against ${hp} HP${m.ignore ? ' (ignoring Armored/Brute and paying its price)' : ''}${dmg >= hp ? ', a kill' : ''}`;
    }
    case 'combine':
      return `Combine attack from ${tw} with towers #${m.with.join(' and #')} on ${m.modifier ? 'the modifier of ' : ''}${waveLabel(s, m.wave)}`;
    case 'bonus':
      return `Kill Bonus: take a ${towerCardName(m.card)} for ${bonusCost(s, seat, Number(m.card[1]))} credits, onto your ${stackName(m.stack)} stack`;
    case 'convert':
      return `Convert ${m.credit} into Mk I credits`;
    case 'skill': {
      const k = content.skills.get(m.skill);
      return `Place a Skill Marker on ${k?.name ?? m.skill}${m.slot ? ' (second slot)' : ''}`;
    }
    case 'complete':
      return `Complete the Game Condition: 2 Universal credits onto your ${stackName(m.stack)} stack`;
    case 'restore':
      return `Return track ${m.track} from the Track Discard to the field`;
    case 'versus':
      return `Draw a Versus Energy instead of ${m.credit} (${m.credit} is discarded)`;
    case 'energy': {
      const card = versusCard(m.card);
      const target = m.target === undefined ? '' : card?.effect.kind === 'steal' ? ` on ${seatName(m.target)}` : ` on ${s.towers.find((t) => t.id === m.target) ? towerWords(s.towers.find((t) => t.id === m.target)!) : `tower #${m.target}`}`;
      return `Play ${card?.name ?? m.card}${target}${m.universal ? ' with a Universal credit (U2)' : ''}: ${card?.text ?? ''}`;
    }
    case 'modify': {
      const mod = towerMod(m.mod);
      return `Modify ${tw} with ${mod?.name ?? m.mod} (${mod?.text ?? ''}) for ${mod?.cost ?? '?'} credits, flipping an L-Hex`;
    }
    case 'hinder': {
      const mod = waveMod(m.mod);
      return `Put the Versus Wave Modifier ${mod?.name ?? m.mod} on ${waveLabel(s, m.wave)} for ${mod?.cost ?? '?'} credits: ${mod?.text ?? ''}`;
    }
  }
}

/** The log lines of a move: everything is public. */
export function log(after: TracksState): LogLine[] {
  return after.events.map((text) => ({ text }));
}
