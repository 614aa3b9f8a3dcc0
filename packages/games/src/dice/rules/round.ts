import type { Random } from '@ramparts/engine';
import { content } from '../content/index.ts';
import type { Events } from '../events.ts';
import { boardOf } from '../map.ts';
import type { DiceState } from '../state.ts';
import { faceName, heroName, tokens } from '../words.ts';
import { addStack, damageGate, enemyOf, gainGold, highestTower, lowerTower, mapClear, repairGate, spawnMinions } from './common.ts';
import { enemyPhase } from './enemy.ts';
import { checkEnd, checkEventPhase } from './end.ts';
import { towerPhase } from './towers.ts';

const onMap = (s: DiceState): number => s.minions.reduce((n, m) => n + m.count, 0) + s.bosses.length;
const gateTotal = (s: DiceState): number => s.gate.reduce((a, b) => a + b, 0);

/**
 * After the last hero's action: the Tower phase, then the next round's Event and Enemy phases, until a Players
 * phase has a hero who may act (a round where every hero skips is played through) or the game ends.
 */
export function endPlayersPhase(s: DiceState, random: Random, ev: Events): void {
  const before = ev ? onMap(s) : 0;
  ev?.push({ text: `Tower phase of round ${s.round}.` });
  towerPhase(s, random, ev);
  const kills = ev ? before - onMap(s) : 0;
  if (checkEnd(s, ev)) return;
  s.round++;
  startRound(s, random, ev, kills);
}

/**
 * Event, Enemy, then the Players phase of a new round (`s.round` already set). With a log, each round gets one
 * headline: what the towers killed, the card drawn, the gate's loss, wounded heroes and the enemies on the map.
 */
export function startRound(s: DiceState, random: Random, ev: Events, kills: number | null = null): void {
  for (;;) {
    const drawn = s.discard.length;
    const gate = ev ? gateTotal(s) : 0;
    eventPhase(s, ev);
    if (s.phase === 'over') return;
    enemyPhase(s, random, ev);
    if (ev) ev.push({ text: roundHeadline(s, kills, drawn, gate), head: true });
    if (checkEnd(s, ev)) return;
    let first = -1;
    for (let i = 0; i < s.heroes.length; i++) {
      const h = s.heroes[i];
      h.actions = h.skip ? 0 : content.rules.actionsPerHero;
      if (h.skip) ev?.push({ text: `${heroName(h.id)} is recovering and skips this Players phase.` });
      h.skip = false;
      if (h.actions > 0 && first < 0) first = i;
    }
    if (first >= 0) {
      s.current = first;
      return;
    }
    const before = ev ? onMap(s) : 0;
    ev?.push({ text: `Tower phase of round ${s.round}.` });
    towerPhase(s, random, ev);
    kills = ev ? before - onMap(s) : 0;
    if (checkEnd(s, ev)) return;
    s.round++;
  }
}

function roundHeadline(s: DiceState, kills: number | null, drawn: number, gate: number): string {
  const card = s.discard.length > drawn ? `"${faceName(s.discard[s.discard.length - 1].face, s.scenario)}" drawn` : s.waiting ? 'Wait holds, no card' : 'no card left';
  const parts = [`Round ${s.round}: ${card}`];
  const lost = gate - gateTotal(s);
  if (lost > 0) parts.push(`the gate takes ${lost} (dice ${s.gate.join(', ') || 'none'})`);
  const wounded = s.heroes.filter((h) => h.skip).map((h) => heroName(h.id));
  if (wounded.length) parts.push(`${wounded.join(' and ')} severely wounded`);
  const n = onMap(s);
  parts.push(`${n} ${n === 1 ? 'enemy' : 'enemies'} on the map.`);
  return `${kills === null ? '' : `The towers kill ${kills || 'nothing'}. `}${parts.join('; ')}`;
}

/** The Event phase: draw the top card unless a Wait card holds while enemies remain; an empty deck draws nothing. */
function eventPhase(s: DiceState, ev: Events): void {
  if (checkEventPhase(s, ev)) return;
  if (s.waiting && !mapClear(s)) {
    ev?.push({ text: `Round ${s.round}: Wait — no card is drawn while enemies remain.` });
    return;
  }
  s.waiting = false;
  const card = s.deck.shift();
  if (!card) {
    ev?.push({ text: `Round ${s.round}: the event deck is spent, no card is drawn.` });
    return;
  }
  s.discard.push(card);
  const f = card.face;
  const board = boardOf(s.map);
  const spawn = board.data.spawn;
  const drawn = ev ? `Round ${s.round}: the event card is "${faceName(f, s.scenario)}"` : '';
  switch (f.kind) {
    case 'spawn': {
      const n = spawnMinions(s, f.enemy, f.count, spawn);
      ev?.push({ text: `${drawn}: ${tokens(f.enemy, n)} ${n === 1 ? 'appears' : 'appear'} at the spawn ${spawn}${n < f.count ? ` (only ${n} tokens were left in the box)` : ''}.` });
      return;
    }
    case 'boss': {
      const e = enemyOf(f.boss);
      const there = s.bosses.some((b) => b.boss === f.boss) || s.slain.includes(f.boss);
      if (!there) s.bosses.push({ boss: f.boss, space: spawn, health: e.health });
      ev?.push({ text: `${drawn}: ${there ? `${e.name}'s miniature is already used, nothing happens` : `${e.name} appears at the spawn ${spawn} with ${e.health} health`}.` });
      return;
    }
    case 'wait':
      s.waiting = !mapClear(s);
      ev?.push({ text: `${drawn}: no card is drawn until the map is clear of enemies.` });
      return;
    case 'event': {
      const e = content.scenario(s.scenario).events[f.event];
      ev?.push({ text: `${drawn}: ${e.text}` });
      customEvent(s, e.effect, ev);
    }
  }
}

function customEvent(s: DiceState, effect: (typeof content.scenarios)[number]['events'][string]['effect'], ev: Events): void {
  const board = boardOf(s.map);
  switch (effect.effect) {
    case 'gold': {
      const lost = gainGold(s, effect.amount);
      ev?.push({ text: `Gold is now ${s.gold}${lost ? ` (${lost} did not fit on the gold dice)` : ''}.` });
      return;
    }
    case 'heal':
      for (const h of s.heroes) h.health = Math.min(h.maxHealth, h.health + effect.amount);
      ev?.push({ text: `Heroes' health: ${s.heroes.map((h) => `${heroName(h.id)} ${h.health}/${h.maxHealth}`).join(', ')}.` });
      return;
    case 'gate':
      if (effect.amount < 0) damageGate(s, -effect.amount);
      else for (let i = 0; i < effect.amount && s.gate.some((d) => d < content.rules.limits.gateDieMax); i++) repairGate(s);
      ev?.push({ text: `Gate dice: ${s.gate.join(', ') || 'none'}.` });
      checkEnd(s, ev);
      return;
    case 'lower-towers':
      for (let i = 0; i < effect.count; i++) {
        const site = highestTower(s, board.data.sites.map((t) => t.id));
        if (site) lowerTower(s, site, ev, 'The event');
      }
      return;
    case 'ambush': {
      const at = board.next[effect.at] ? effect.at : board.data.spawn;
      const n = Math.min(effect.count, s.supply[effect.enemy] ?? 0);
      if (n > 0) {
        s.supply[effect.enemy] -= n;
        addStack(s, effect.enemy, at, n);
      }
      ev?.push({ text: `${tokens(effect.enemy, n)} ${n === 1 ? 'appears' : 'appear'} on ${at}.` });
    }
  }
}

