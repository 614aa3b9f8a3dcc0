import { describe, expect, it } from 'vitest';
import { boardUpdate, newLines, restates, sentences, tellMove } from './narrate.ts';

const board = ['Round 2', 'row 1: . . S', 'row 2: . . .', 'row 3: . W .', 'row 4: . . .', 'Stacks: B1 S1', 'Revealed: X1 C1', 'Key: S tower, W wave', '     . free'];

describe('telling moves', () => {
  it('a move is one line: its headline lines joined as sentences, details indented after it only when verbose', () => {
    const lines = [{ text: 'Player 2 builds S1 on b7' }, { text: 'W1 moves to A05.' }, { text: 'W1 moves 1 space', detail: true }];
    expect(tellMove('Player 2 (random)', lines, false)).toEqual(['Player 2 (random): Player 2 builds S1 on b7; W1 moves to A05.']);
    expect(tellMove('Player 2 (random)', lines, true)).toEqual(['Player 2 (random): Player 2 builds S1 on b7; W1 moves to A05.', '    W1 moves 1 space']);
    expect(sentences(['It hits (2 damage)', 'Done!'])).toBe('It hits (2 damage); Done!');
    expect(sentences(['It stops (at 3).'])).toBe('It stops (at 3).');
  });
});

describe('the board again', () => {
  it('whole the first time', () => {
    expect(boardUpdate(undefined, board)).toEqual(['', ...board]);
  });

  it('only its changed lines when few changed, under a line saying so; nothing when nothing changed', () => {
    const next = board.map((l) => (l.startsWith('Stacks') ? 'Stacks: B1 S1 X1' : l.startsWith('Revealed') ? 'Revealed: C1' : l));
    expect(boardUpdate(board, next)).toEqual(['Changed on the board (l shows all of it):', 'Stacks: B1 S1 X1', 'Revealed: C1']);
    expect(boardUpdate(board, board)).toEqual([]);
  });

  it('a line added among the others counts as one change, not a shift of everything after it', () => {
    const next = [...board.slice(0, 5), 'Towers: S on c1', ...board.slice(5)];
    expect(newLines(board, next)).toEqual(['Towers: S on c1']);
    expect(boardUpdate(board, next)).toEqual(['Changed on the board (l shows all of it):', 'Towers: S on c1']);
  });

  it('whole when much changed, without the legend printed last time', () => {
    const next = ['Round 3', 'row 1: . W S', 'row 2: . . .', 'row 3: . . .', 'row 4: W . .', 'Stacks: B1', 'Revealed: -', ...board.slice(7)];
    expect(boardUpdate(board, next)).toEqual(['', ...next.slice(0, 7)]);
  });
  it('your own move is not told again when its headline only says what you chose; news (a card drawn, a toss) is told', () => {
    expect(restates([{ text: 'Player 1 discards the Queen of Water.' }], 'Player 1', 'Discard the Queen of Water')).toBe(true);
    expect(restates([{ text: 'Attacker places a 5c soldier on square 1 (coins 5 + 1).' }], 'Attacker', 'Place a new 5c soldier on square 1 (coins 5 + 1)')).toBe(true);
    expect(restates([{ text: 'Player 1 draws a card from the draw pile.' }, { text: 'You drew the 4 of Rock.', to: [0] }], 'Player 1', 'Draw from the draw pile')).toBe(false);
    expect(restates([{ text: 'Player 1 sends the 7 of Scissors toward Player 3\'s tower (attack #5).' }], 'Player 1', 'Attack Player 3 with the 7 of Scissors')).toBe(false);
    expect(restates([{ text: 'Attacker moves the 2c on square 3 forward 1 and strikes the castle 8 → 2 HP' }], 'Attacker', 'Move the 2c soldier on square 3 forward 1 square (coins 2 + 1)')).toBe(false);
    // A step told as detail does not count against it: the headline is what is told.
    expect(restates([{ text: 'Player 1 stops drawing.' }, { text: 'The pile has 3 cards.', detail: true }], 'Player 1', 'Stop drawing')).toBe(true);
  });
});
