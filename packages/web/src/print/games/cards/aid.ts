import { content } from '@ramparts/games/cards/content/index.ts';
import type { AidSpec, TableSpec } from '../../types.ts';
import { deckRows } from './deck.ts';

// Elemental Towers' player aid: the turn in short lines and the tables a player looks up (which suit beats which,
// what each level gives while it stands, the ranks, the hand and the decks), every number from the content.

const DECK_WORDS = ['no deck', 'one deck', 'two decks', 'three decks', 'four decks'];
const decksWords = (n: number): string => DECK_WORDS[n] ?? `${n} decks`;
const LETTERS = 'ABCDEFGH';
const times = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`;

const suitName = (id: string): string => content.deck.suits.find((s) => s.id === id)?.name ?? id;
const levelWords = (i: number): string => `${content.deck.suits[i].level} (${content.deck.suits[i].name})`;

/** What each level gives while it stands undamaged, in the tower's order (rules.json numbers). */
function bonuses(): string[] {
  const r = content.rules;
  return [
    `with the ${levelWords(1)}: rebuild a destroyed level`,
    'repair a damaged level',
    `deflect ${r.soldierDeflectionsPerTurn} attacks a turn (else ${r.deflectionsPerTurn})`,
    `hold ${r.moatHandLimit} cards (else ${r.handLimit}); draw a third card`,
    `send ${r.dragonAttacksPerTurn} attacks a turn (else ${r.attacksPerTurn})`,
  ];
}

function suitTable(): TableSpec {
  const { suits } = content.deck;
  const give = bonuses();
  return {
    title: 'Suits and tower levels, bottom to top',
    columns: ['Level', 'Suit', 'Beats', 'Beaten by', 'While undamaged'],
    rows: suits.map((s, i) => [
      s.level,
      s.name,
      s.beats.map(suitName).join(', '),
      suits
        .filter((o) => o.beats.includes(s.id))
        .map((o) => o.name)
        .join(', '),
      give[i] ?? '',
    ]),
  };
}

/** The ranks, plain numbers run together ("2 to 10"), the others one by one. */
function rankTable(): TableSpec {
  const rows: (string | number)[][] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length) rows.push([run.length > 1 ? `${run[0]} to ${run.at(-1)}` : run[0], 'the number on the card', 'the number on the card']);
    run = [];
  };
  for (const r of content.deck.ranks) {
    if (/^\d+$/.test(r.id) && r.tower === Number(r.id) && r.attack === r.tower) run.push(r.id);
    else {
      flush();
      rows.push([r.name, r.tower, r.attack]);
    }
  }
  flush();
  rows.push(['Joker (optional)', content.deck.joker.rank, content.deck.joker.rank]);
  return { title: 'Ranks (on a tie the defender wins)', columns: ['Cards', 'In a tower or deflecting', 'Attacking'], rows };
}

function handTable(): TableSpec {
  const r = content.rules;
  return {
    title: 'Your hand and your turn',
    columns: ['', 'How many'],
    rows: [
      ['Cards dealt to each player', r.deal],
      ['Hand limit', `${r.handLimit}, or ${r.moatHandLimit} with an undamaged ${levelWords(3)}`],
      ['Cards played a turn', r.playsPerTurn],
      ['Draws at the end of a turn', `${r.drawsPerTurn}, a third with an undamaged ${content.deck.suits[3].level} (never more than ${r.maxDrawsPerTurn})`],
      ['Draws after laying your tower', r.drawsAfterBuilding],
      ['Repairs or rebuilds a turn', r.mendsPerTurn],
    ],
  };
}

function deckTable(): TableSpec {
  return {
    title: 'Decks',
    columns: ['Players', 'Decks'],
    rows: deckRows().map((row) => [row.min === row.max ? `${row.min}` : `${row.min} to ${row.max}`, `${decksWords(row.decks)} (${LETTERS.slice(0, row.decks).split('').join(' and ')})`]),
  };
}

export function cardsAid(): AidSpec {
  const r = content.rules;
  const tower = content.deck.suits.map((s) => s.name).join(', ');
  return {
    turn: [
      `Deal ${r.deal} cards to each player; the rest is the draw pile. Leave room for a discard pile (face up) and the Rubble (face down).`,
      'Part 1, build: on your turn put one card on the discard pile, then draw from the pile or take the card that was on top of the discard pile before yours.',
      `Holding all five suits, lay your tower instead, from the bottom: ${tower}. Then draw ${r.drawsAfterBuilding}.`,
      `Part 2, each turn: 1. Your attacks from last turn land: pick the level each one hits.`,
      `2. Play ${times(r.playsPerTurn, 'card')}: attack, deflect, repair, rebuild, or discard (${times(r.discardsWhilePlayable, 'discard')} a turn even when you could play; more only when nothing else is possible).`,
      `3. Draw ${r.drawsPerTurn} from the pile or the discard pile (a third with an undamaged ${content.deck.suits[3].level}), never above your hand limit.`,
      'Attack: put a card face up between you and a tower; it lands when your next turn begins.',
      'It lands on a level of a suit it beats: a higher rank destroys the level (both cards to the Rubble), an equal or lower rank damages it (turn it sideways); a damaged level hit again is destroyed.',
      'Deflect, before an attack lands (on you or anyone): play a card of a suit that beats it, of equal or higher rank; both go to the Rubble.',
      `Repair, with an undamaged ${levelWords(1)}: discard a card of the damaged level's suit and turn the level upright (the ${content.deck.suits[1].level} first).`,
      `Rebuild, with an undamaged ${content.deck.suits[0].level} and ${content.deck.suits[1].level}: put a card of the missing level's suit in its place. ${times(r.mendsPerTurn, 'repair or rebuild')} a turn.`,
      'A tower with all five levels destroyed is out; the last tower standing wins.',
    ],
    tables: [suitTable(), rankTable(), handTable(), deckTable()],
    notes: [
      'When the draw pile runs out, shuffle the discard pile and the Rubble into a new one; whoever has not built lays the best tower they can at once, missing levels left empty.',
      `Jokers are optional: a Joker stands in for any suit you name when you play it, rank ${content.deck.joker.rank}.`,
    ],
  };
}
