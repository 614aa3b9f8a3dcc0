import type { AnyGame } from '@ramparts/engine';
import { cards } from '@ramparts/games/cards/index.ts';
import type { CardsMove } from '@ramparts/games/cards/moves.ts';
import type { TutorialScript } from '../../common/tutorial/types.ts';

const draw: CardsMove = { type: 'draw', from: 'pile' };

/**
 * The guided first game of Elemental Towers: pure data. A real game for two (this seed: the same deal every time)
 * in which you are Player 1; Player 2's moves are written here too (what the heuristic bot chose in this deal).
 * `script.test.tsx` plays every step through the engine and checks what the texts say.
 */
export const cardsTutorial: TutorialScript<CardsMove> = {
  game: cards as AnyGame,
  setup: { players: 2, seed: 'learn-cards', options: {} },
  seat: 0,
  seatNames: ['Player 1', 'Player 2'],
  intro: 'A short guided game for two on the real table: build your tower, attack, land, deflect.',
  steps: [
    {
      title: 'Lay your tower down',
      say: 'The game starts with building. In Part 1 each turn you swap one card (discard one, draw one) until you hold one card of every suit. Your first hand already has all five: Rock, Paper, Scissors, Water and Lizard. Click “Lay your tower down”.',
      move: { type: 'build' },
      then: [draw, draw, draw, { type: 'swap', card: 'P5', from: 'pile' }],
      after:
        'Your tower, bottom to top: Foundation 4 of Rock, Government 6 of Paper, Soldiers Ace of Scissors, Moat 4 of Water, Dragon 8 of Lizard. Then you drew three cards (the Ace, 9 and Queen of Paper). Player 2 is still building: they swapped the 5 of Paper.',
    },
    {
      title: 'Nothing to attack yet',
      say: 'From now on a turn is two plays (attack, deflect, repair, rebuild or discard), then you draw. Player 2 has no tower yet, so use your plays to discard: pick the 9 of Paper, then “Discard it”.',
      move: { type: 'discard', card: 'P9' },
      then: [{ type: 'discard', card: 'PQ' }, draw, draw, draw, { type: 'build' }, { type: 'draw', from: 'discard' }, draw, draw],
      after:
        'We discarded the Queen of Paper too and drew three cards: the 2 and Queen of Water and the 4 of Scissors. Then Player 2 laid their tower down (Jack of Rock, Jack of Paper, 9 of Scissors, 3 of Water, King of Lizard) and took your Queen of Paper from the discard pile: what you discard, others may take.',
    },
    {
      title: 'Catapult a card',
      say: 'Each suit beats two others: Rock beats Scissors and Lizard, Paper beats Rock and Water, Scissors beats Paper and Lizard, Water beats Rock and Scissors, Lizard beats Paper and Water. Your Queen of Water can harm Player 2’s Rock and Scissors levels. Pick the Queen of Water, then Player 2’s tower.',
      move: { type: 'attack', card: 'WQ', target: 1 },
      after: 'The card is in flight: it lands at the start of your next turn, and Player 2 may deflect it before then.',
    },
    {
      title: 'The Dragon’s second shot',
      say: 'While your Dragon (the Lizard level) is undamaged you may attack twice a turn. Send the 4 of Scissors too: Scissors beats Paper and Lizard.',
      move: { type: 'attack', card: 'S4', target: 1 },
      after: 'Two attacks in flight, and your two plays are used.',
    },
    {
      title: 'Draw to end your turn',
      say: 'A turn ends with drawing two cards, and a third while your Moat (the Water level) is undamaged and you hold fewer than five. Click the draw pile.',
      move: draw,
      then: [draw, draw, { type: 'deflect', card: 'PQ', attack: 1 }, { type: 'attack', card: 'L10', target: 0 }, draw, draw, draw],
      after:
        'You drew the Ace of Rock, the 7 of Paper and the Ace of Lizard. On their turn Player 2 deflected your Queen of Water with the Queen of Paper (Paper beats Water, and the rank is equal): both cards went to the Rubble. Then they sent the 10 of Lizard at your tower.',
    },
    {
      title: 'Land your attack',
      say: 'Your turn begins with your attacks landing. The 4 of Scissors may hit Player 2’s Government (Jack of Paper) or Dragon (King of Lizard). A higher rank than the level’s destroys it; an equal or lower one damages it. Hit the Government: a damaged Government cannot repair the other levels. Click your attack, then their Government.',
      move: { type: 'land', attack: 2, level: 'P' },
      after: 'The Government is damaged (turned sideways): it loses its bonus, and any later hit by a stronger suit destroys it.',
    },
    {
      title: 'Deflect',
      say: 'The 10 of Lizard flies at your tower. Deflect it with a card of a suit that beats it and an equal or higher rank: the Ace of Rock (Rock beats Lizard). Pick the Ace of Rock, then the 10 of Lizard.',
      move: { type: 'deflect', card: 'RA', attack: 3 },
      after: 'Both cards went to the Rubble: your tower is safe. While your Soldiers (the Scissors level) are undamaged you may deflect two attacks a turn.',
    },
    {
      title: 'Aim at the damaged level',
      say: 'Any hit from a stronger suit destroys a damaged level. Send the Ace of Lizard at Player 2’s tower (Lizard beats Paper).',
      move: { type: 'attack', card: 'LA', target: 1 },
      then: [draw, draw, { type: 'deflect', card: 'R9', attack: 4 }, { type: 'repair', card: 'P10', level: 'P' }, draw, draw, draw],
      after:
        'You drew the 8 of Water and the 6 of Rock. Player 2 deflected your Ace with the 9 of Rock, then repaired their Government by discarding the 10 of Paper (a repair needs an undamaged Government, unless it mends the Government itself, and a card of the level’s suit). How to win: a destroyed level leaves its place empty, a tower whose five levels are all destroyed has fallen, and the last player with a tower standing wins.',
    },
  ],
  end: {
    title: 'Your tower stands',
    text: 'You built a tower, catapulted cards, landed a hit, deflected an attack and saw a repair. A real game adds rebuilding (with an undamaged Foundation and Government), the Moat’s five-card hand, up to eight players and, if you like, Jokers.',
  },
};
