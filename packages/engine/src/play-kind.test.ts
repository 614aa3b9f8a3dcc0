import { describe, expect, it } from 'vitest';
import type { AnyGame } from './game.ts';
import { playKindOf } from './play-kind.ts';
import { diceNim, exactTen } from './testkit/toys.ts';

describe('playKindOf', () => {
  it('a competitive game is competitive whatever its options', () => {
    expect(playKindOf(diceNim, { dice: false })).toBe('competitive');
  });

  it('a co-operative game is co-operative, except with the options of one of its versus modes (defaults filled in)', () => {
    const withVersus: AnyGame = { ...exactTen, versusModes: [{ id: 'race', label: 'Race', options: { target: 20 } }] };
    expect(playKindOf(withVersus, { target: 20 })).toBe('competitive');
    expect(playKindOf(withVersus, { target: 12 })).toBe('cooperative');
    expect(playKindOf(withVersus, {})).toBe('cooperative');
    const defaultVersus: AnyGame = { ...exactTen, versusModes: [{ id: 'ten', label: 'Ten', options: { target: 10 } }] };
    expect(playKindOf(defaultVersus, {})).toBe('competitive');
    expect(playKindOf(exactTen, { target: 20 })).toBe('cooperative');
  });
});
