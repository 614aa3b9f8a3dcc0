import { describe, expect, it } from 'vitest';
import { nameKey, nameProblem } from './names.ts';

describe('#29 account names', () => {
  it('are 3-24 letters, digits and _ - . (any script), nothing else', () => {
    for (const ok of ['bob', 'Ann_Lee', 'x.y-z', 'Zoë', 'Zoe\u0308', 'Łucja', '李小龍', 'a'.repeat(24), 'r2d2']) expect(nameProblem(ok), ok).toBeNull();
    for (const bad of ['ab', 'a'.repeat(25), 'bob smith', 'bob!', '<b>', 'bob\u0000', '', '   ', 'ⓐⓑⓒ', '\u0308ab']) expect(nameProblem(bad), bad).toMatch(/^A name /);
  });

  it('collide without regard to case and look-alike letters (NFKC)', () => {
    expect(nameKey('Bob')).toBe(nameKey('bob'));
    expect(nameKey('ＢＯＢ')).toBe(nameKey('bob'));
    expect(nameKey('ﬁsh')).toBe(nameKey('FISH'));
    expect(nameKey('Zoë')).toBe(nameKey('zoe\u0308'));
    expect(nameKey('bob')).not.toBe(nameKey('bobby'));
  });
});
