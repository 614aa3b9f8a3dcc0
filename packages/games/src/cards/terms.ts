import type { Term } from '@ramparts/engine';
import { content } from './content/index.ts';
import { attackRank, beats, cardName, isJoker, levelName, SUITS, suitIndex, suitName, suitOf, towerRank } from './rules/cards.ts';
import { attackLimit, deflectLimit, handLimit } from './rules/tower.ts';
import { list, seatName } from './phrases.ts';
import type { Attack, CardId, Level } from './state.ts';
import type { CardsView, PlayerView } from './view.ts';

const { rules, deck } = content;

/** The suits `suit` beats, and those that beat it, by name. */
const beaten = (suit: number): string[] => SUITS.flatMap((_, i) => (beats(suit, i) ? [suitName(i)] : []));
const beaters = (suit: number): string[] => SUITS.flatMap((_, i) => (beats(i, suit) ? [suitName(i)] : []));
/** The highest rank an attack can have (a King: an Ace attacks low). */
/** The highest attack rank, worked out at call time so a patched deck reads right. */
const topAttack = (): number => Math.max(...deck.ranks.map((r) => r.attack));
const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const times = (n: number): string => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** What a level's bonus does, with this seat's own numbers when it has a tower. */
const BONUS: ((p: PlayerView | null) => string)[] = [
  () => 'With it and the Government undamaged you may rebuild a destroyed level; a destroyed Foundation never returns.',
  () => 'Undamaged, it lets you repair damaged levels. Damaged, it must be repaired before any other level; destroyed, it never returns and no level can be repaired.',
  (p) => `Undamaged, you may deflect ${rules.soldierDeflectionsPerTurn} attacks a turn instead of ${rules.deflectionsPerTurn}.${p ? ` You may deflect ${deflectLimit(p)} a turn now.` : ''}`,
  (p) =>
    `Undamaged, you may hold ${rules.moatHandLimit} cards instead of ${rules.handLimit} and draw a third card at the end of a turn.${p ? ` You may hold ${handLimit(p)} now.` : ''}`,
  (p) => `Undamaged, you may attack ${times(rules.dragonAttacksPerTurn)} a turn instead of ${times(rules.attacksPerTurn)}.${p ? ` You may attack ${times(attackLimit(p))} a turn now.` : ''}`,
];
const PLACE = ['The bottom level', 'The second level', 'The third level', 'The fourth level', 'The top level'];

function levelTerm(i: number, own: PlayerView | null): Term {
  const l = own?.tower?.[i];
  const state = own?.tower ? ` Yours is ${l ? (l.damaged ? 'damaged' : 'undamaged') : 'destroyed or missing'}.` : '';
  return { name: levelName(i), text: `${PLACE[i]} of a tower, ${suitName(i)} (${SUITS[i]}: on the board). ${BONUS[i](own?.tower ? own : null)}${state}` };
}

/** How hard a level is to break, from its card and damage. */
function levelStrength(l: Level, level: number): string {
  const by = list(beaters(level), 'or');
  if (l.damaged) return `damaged, it gives no bonus and any ${by} attack destroys it`;
  const rank = towerRank(l.card);
  if (rank >= topAttack()) return `no attack outranks it: a ${by} attack only damages it`;
  return `a ${by} attack ranked above ${rank} destroys it, one ranked ${rank} or lower damages it`;
}

/** A card in words with its ranks where they differ ("rank 14 in a tower or deflecting, 1 attacking"). */
function ranks(card: CardId): string {
  if (isJoker(card)) return `a Joker, rank ${towerRank(card)}`;
  const t = towerRank(card);
  const a = attackRank(card);
  return `the ${cardName(card)}, rank ${t}${a !== t ? ` in a tower or deflecting, ${a} attacking` : ''}`;
}

function handCardTerm(card: CardId): Term {
  if (isJoker(card)) {
    return { name: card, text: `A Joker in your hand, rank ${towerRank(card)}: it attacks or deflects as the suit you name, stands in for any level when building, and repairs or rebuilds any level.` };
  }
  const suit = suitOf(card);
  const text =
    `In your hand: ${ranks(card)}. ${suitName(suit)} beats ${list(beaten(suit), 'and')}: it harms those levels and deflects those attacks ranked ${towerRank(card)} or lower. ` +
    `It repairs or rebuilds the ${levelName(suit)}.`;
  return { name: card, text: cap(text) };
}

function towerCardTerm(card: CardId, owner: number, level: number, l: Level): Term {
  return { name: card, text: `${cap(ranks(card))}, ${seatName(owner)}'s ${levelName(level)}: ${levelStrength(l, level)}.` };
}

function flightCardTerm(a: Attack): Term {
  const suit = suitIndex(a.suit);
  const rank = attackRank(a.card);
  const as = isJoker(a.card) ? ` playing as ${suitName(suit)}` : '';
  return {
    name: a.card,
    text:
      `Attack #${a.id}, ${seatName(a.from)}'s ${isJoker(a.card) ? 'Joker' : cardName(a.card)}${as} at ${seatName(a.to)}, attacking as rank ${rank}. ` +
      `It lands at the start of ${seatName(a.from)}'s next turn on a ${list(beaten(suit), 'or')} level. ` +
      `A ${list(beaters(suit), 'or')} card ranked ${rank} or higher deflects it.`,
  };
}

/** Every card code this board draws, explained where it lies. */
function cardTerms(v: CardsView): Term[] {
  const out = new Map<CardId, Term>();
  const own = v.seat === null ? null : v.players[v.seat];
  for (const c of own?.hand ?? []) out.set(c, handCardTerm(c));
  v.players.forEach((p, owner) => p.tower?.forEach((l, level) => l && out.set(l.card, towerCardTerm(l.card, owner, level, l))));
  for (const a of v.flight) out.set(a.card, flightCardTerm(a));
  const top = v.discard[v.discard.length - 1];
  if (top && !out.has(top)) out.set(top, { name: top, text: `${cap(ranks(top))}, on top of the discard pile: you may take it instead of drawing from the pile.` });
  return [...out.values()];
}

/** The suits' terms, the same in every position. */
const SUIT_TERMS: Term[] = SUITS.map((s, i) => ({
  name: suitName(i),
  text: `${suitName(i)} (${s}) beats ${list(beaten(i), 'and')}; ${list(beaters(i), 'and')} beat it. A stronger suit harms a level and deflects an attack of a weaker one. Its level is the ${levelName(i)}.`,
}));

/** The rules' and the board's words, which depend only on the table's options (made once for each). */
function rulesTerms(decks: number, jokers: boolean): Term[] {
  return [
    { name: 'Ace', text: `An Ace ranks ${deck.ranks[deck.ranks.length - 1].tower}, above a King, in a tower or deflecting, but ${deck.ranks[deck.ranks.length - 1].attack}, below a 2, when attacking (still above a Joker).` },
    ...(jokers
      ? [{ name: 'Joker', text: `Wild in suit, lowest in rank (${deck.joker.rank}): it stands in for a missing level when building, attacks or deflects as the suit you name, and repairs or rebuilds any level. It deflects only another Joker.` }]
      : []),
    {
      name: 'Building',
      text:
        'Part 1, before your tower stands: each turn swap a card (discard one, then draw one from the pile or take the top of the discard pile), ' +
        'or lay the tower down once your hand holds one card of every suit. "Must build now": the draw pile ran out (or the table waited too long, below), so the next turn lays the best tower the hand makes, missing levels left empty.',
    },
    { name: 'Swap', text: 'A Part 1 turn: put one card on the discard pile, then draw from the draw pile or take the card that was on top of the discard pile before yours.' },
    { name: 'Land', text: 'At the start of your turn each attack you sent last turn lands: you choose which level it hits among those it would harm; with one such level it lands there by itself, with none it falls into the Rubble.' },
    { name: 'Out', text: 'Every level of the tower is destroyed: the player is out, and their hand goes to the Rubble. Their attacks still in flight land on their next turn.' },
    {
      name: 'Attack',
      text:
        `Send a card at another built tower (${times(rules.attacksPerTurn)} a turn, ${times(rules.dragonAttacksPerTurn)} with an undamaged Dragon). It lands at the start of your next turn on a level its suit beats, which you choose: ` +
        'a higher rank destroys the level, an equal or lower one damages it, and any such hit destroys a damaged level.',
    },
    {
      name: 'Deflect',
      text: `Play a card of a stronger suit and an equal or higher rank on an attack in flight, at you or anyone else: both go to the Rubble. ${rules.deflectionsPerTurn} a turn, ${rules.soldierDeflectionsPerTurn} with undamaged Soldiers.`,
    },
    { name: 'Repair', text: `Discard a card of a damaged level's suit to turn it upright again, at its old rank. Needs an undamaged Government (unless you repair the Government itself); ${rules.mendsPerTurn} repair or rebuild a turn.` },
    { name: 'Rebuild', text: `Put a card of a destroyed level's suit in its place, at the new card's rank. Needs an undamaged Foundation and Government; ${rules.mendsPerTurn} repair or rebuild a turn.` },
    { name: 'Discard', text: `A play spent on putting a card on the discard pile: one a turn, or more when no attack, deflection, repair or rebuild is possible.` },
    {
      name: 'Draw',
      text: `At the end of a turn draw ${rules.drawsPerTurn} cards, never above your hand limit (${rules.handLimit}, ${rules.moatHandLimit} with an undamaged Moat); with an undamaged Moat you may draw a third. After building, draw ${rules.drawsAfterBuilding}. From the draw pile or the top of the discard pile.`,
    },
    { name: 'Rubble', text: 'Face-down pile of spent attacks, deflections and destroyed levels: nobody draws from it. When the draw pile runs out, the discard pile and the Rubble are shuffled into a new one.' },
    { name: 'R: P: S: W: L:', text: `A tower's levels bottom to top, each with its card: ${SUITS.map((s, i) => `${s}: the ${levelName(i)}`).join(', ')}.` },
    { name: '(dmg)', text: 'A damaged level, turned sideways: it gives no bonus, and any hit of a stronger suit destroys it.' },
    { name: '--', text: 'A level destroyed, or missing from a tower laid down when the draw pile ran out. Rebuild it with a card of its suit.' },
    { name: 'In flight', text: 'An attack on its way, numbered (#n) in launch order: sender → target. Anyone but the sender may deflect it before it lands at the start of the sender’s next turn.' },
    { name: 'Card codes', text: `A suit letter (${deck.suits.map((s) => `${s.id} ${s.name}`).join(', ')}) then a rank (2 to 10, J Jack, Q Queen, K King, A Ace)${decks > 1 ? ', then a or b for its deck' : ''}${jokers ? '; J and a number is a Joker' : ''}.` },
  ];
}
const RULES_TERMS = new Map<string, Term[]>();

/** Our stall rule (option `endStalls`), with the table's count so far. */
function stallTerm(v: CardsView): Term {
  const limit = rules.stallTakesPerPlayer * v.players.length;
  return {
    name: 'Waiting too long',
    text:
      `Our rule, so that every game ends: while anyone is still building, every card taken from the discard pile counts (${v.takes} of ${limit} so far, ` +
      `${rules.stallTakesPerPlayer} for each player). At ${limit}, everyone still building must lay down the best tower they can, as when the draw pile runs out.`,
  };
}

/** The words of Elemental Towers a player may ask about, with the numbers that apply to the asking seat now. */
export function terms(v: CardsView): Term[] {
  const own = v.seat === null ? null : v.players[v.seat];
  const key = `${v.decks}/${v.jokers}`;
  let fixed = RULES_TERMS.get(key);
  if (!fixed) RULES_TERMS.set(key, (fixed = rulesTerms(v.decks, v.jokers)));
  // Copies: a caller may keep or change what it is given without touching the shared ones.
  const stall = v.endStalls ? [stallTerm(v)] : [];
  return [...SUIT_TERMS.map((t) => ({ ...t })), ...SUITS.map((_, i) => levelTerm(i, own)), ...fixed.map((t) => ({ ...t })), ...stall, ...cardTerms(v)];
}
