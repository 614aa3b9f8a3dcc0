import type { Random } from '@ramparts/engine';
import { content } from '../content/index.ts';
import { SECTIONS, type Section } from '../content/schema.ts';
import type { Events } from '../events.ts';
import type { CrystalState, EnemyState } from '../state.ts';
import { plural } from '../words.ts';
import { boardPhase } from './board.ts';
import { levelOf } from './level.ts';
import { boardOfState } from './paths.ts';

// The wave counter and spawning (the seed's "Waves and Enemy Spawning"), the end of the game, and the turn of the
// phases: the last hero done runs the Board phase, then the next Hero phase begins.

/** The safety net the seed lacks: after this many Hero phases the siege is lost, so every game ends (random play included). */
export const maxHeroPhases = (): number => content.rules.maxTurns;

/** The spawn cards' section for this table: by the number of heroes, shifted up by the difficulty, at most purple. */
export function sectionFor(s: CrystalState): Section {
  const base = SECTIONS.indexOf(content.rules.sectionByHeroes[Math.min(8, s.heroes.length) - 1]);
  return SECTIONS[Math.min(SECTIONS.length - 1, base + levelOf(s.map, s.difficulty).sectionShift)];
}

/** Ends the game. */
function finish(s: CrystalState, won: boolean, reason: string, ev: Events): void {
  s.result = { won, reason };
  s.phase = 'over';
  ev?.push({ text: reason, head: true });
}

/**
 * A Hero phase begins: (1) respawn — a fallen hero sits this one out, then must place itself on a player spawn at
 * the next; (2) every hero gets its Speed in steps and its actions.
 */
export function startHeroPhase(s: CrystalState, ev: Events): void {
  s.turn += 1;
  for (const h of s.heroes) {
    const kit = content.hero(h.hero).kit;
    h.steps = kit.speed;
    h.actions = content.rules.actionsPerPhase;
    if (h.out === 'skip') {
      h.done = true;
      h.out = 'place';
      ev?.push({ text: `${content.hero(h.hero).name} is still down and sits this Hero phase out.` });
    } else h.done = false;
  }
}

/**
 * Step 0 of a Board phase: with no enemy on the board and no spawning left, the wave is over — the heroes win after
 * the last one, else the wave counter goes up and play goes straight on to a Hero phase. True when the phase ends here.
 */
function waveStep(s: CrystalState, ev: Events): boolean {
  if (s.enemies.length > 0 || s.spawnsLeft > 0) return false;
  if (s.wave >= s.wavesToWin) {
    finish(s, true, `Wave ${s.wave} is beaten and the crystal stands: the heroes win after ${plural(s.wavesToWin, 'wave')}.`, ev);
    return true;
  }
  s.wave += 1;
  s.spawnsLeft = s.wave;
  ev?.push({ text: `Wave ${s.wave} begins: enemies will spawn at the end of the next ${s.wave === 1 ? 'Board phase' : `${s.wave} Board phases`}.`, head: true });
  return true;
}

/** Draws the deck's top card, shuffling the used cards back first when the deck is empty. */
function draw(s: CrystalState, random: Random): string {
  if (s.deck.length === 0) {
    s.deck = random.shuffle(s.used);
    s.used = [];
  }
  const card = s.deck.shift()!;
  s.used.push(card);
  return card;
}

/**
 * The end of a Board phase of a wave: at each enemy spawn, clockwise, the top card's section of enemies is placed
 * there (the supply is unlimited). When the wave's last spawning is done, its cards are shuffled back into the deck.
 */
export function spawn(s: CrystalState, ev: Events, random: Random): void {
  const board = boardOfState(s);
  const section = sectionFor(s);
  const extraHealth = levelOf(s.map, s.difficulty).enemyHealth;
  const said: string[] = [];
  for (const at of board.enemySpawns) {
    const card = content.card(draw(s, random));
    const words: string[] = [];
    for (const [enemy, count] of Object.entries(card[section])) {
      const e = content.enemy(enemy);
      for (let i = 0; i < count; i++) s.enemies.push(newEnemy(s, enemy, at, e.health + extraHealth));
      words.push(plural(count, e.name));
    }
    said.push(`at ${at}: ${words.join(', ')}`);
  }
  s.spawnsLeft -= 1;
  if (s.spawnsLeft === 0) {
    s.deck = random.shuffle([...s.deck, ...s.used]);
    s.used = [];
  }
  const more = s.spawnsLeft > 0 ? ` (${plural(s.spawnsLeft, 'more spawn')} this wave)` : ' (the last of this wave; the spawn deck is reshuffled)';
  ev?.push({ text: `Spawn ${said.join('; ')}${more}.`, head: true });
}

/** A new enemy token, numbered. */
export function newEnemy(s: CrystalState, enemy: string, at: string, health: number): EnemyState {
  return { id: s.nextId++, enemy, at, health, flipped: false, damagedBy: [], aggro: null, stunned: 0, weakened: false, confused: false, calmed: false };
}

/** One Board phase: step 0 (waves), steps 1-4 (rules/board.ts), then the end: spawning and the safety net. */
export function runBoardPhase(s: CrystalState, ev: Events, random: Random): void {
  if (waveStep(s, ev)) return;
  boardPhase(s, ev, random);
  if (s.result) {
    s.phase = 'over';
    return;
  }
  if (s.spawnsLeft > 0) spawn(s, ev, random);
}

/**
 * The last hero is done: Board phase, then the next Hero phase — again and again while no hero can act in it
 * (every hero down), until the game ends or the heroes may act.
 */
export function endHeroPhase(s: CrystalState, ev: Events, random: Random): void {
  while (s.phase === 'hero' && s.heroes.every((h) => h.done)) {
    runBoardPhase(s, ev, random);
    if (s.phase !== 'hero') return;
    if (s.turn >= maxHeroPhases()) {
      finish(s, false, `The siege outlasted the heroes: ${maxHeroPhases()} Hero phases have passed and the crystal is lost.`, ev);
      return;
    }
    startHeroPhase(s, ev);
  }
}
