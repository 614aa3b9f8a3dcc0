import { gameList } from '@ramparts/games/list';
import type { CardSpec, PrintableGame, Section } from '../types.ts';
import { cardsAid } from './cards/aid.ts';
import { deckCards, deckRows, decksPrinted } from './cards/deck.ts';
import { CardBackArt, CardFront } from './cards/face.tsx';

// Elemental Towers in print: the five-suit deck(s) and the player aid. The box holds as many decks as the largest
// table needs (rules.json `players`: two for 5 to 8); every card says which deck it is from.

const TITLE = gameList.find((g) => g.id === 'cards')?.title ?? 'Elemental Towers';

/** "2 to 4 players", "5 to 8 players": who plays with deck `index` (0-based) added. */
function deckTitle(index: number, decks: number): string {
  if (decks === 1) return 'The deck';
  const rows = deckRows();
  const from = rows.filter((r) => r.decks >= index + 1);
  const alone = rows.find((r) => r.decks === index + 1);
  const letter = String.fromCharCode(65 + index);
  if (index === 0) return `Deck ${letter}${alone ? ` (alone for ${alone.min} to ${alone.max} players)` : ''}`;
  const who = from.length ? ` (add it for ${from[0].min} to ${from.at(-1)!.max} players)` : '';
  return `Deck ${letter}${who}`;
}

export const cardsPrint: PrintableGame = {
  id: 'cards',
  title: TITLE,
  sections(): Section[] {
    const decks = decksPrinted();
    return Array.from({ length: decks }, (_, d) => {
      const back = <CardBackArt />;
      const cards: CardSpec[] = deckCards(d, decks).map((card) => ({ id: card.id, front: <CardFront card={card} />, back }));
      return { kind: 'cards', title: deckTitle(d, decks), cards };
    });
  },
  aid: cardsAid,
};
