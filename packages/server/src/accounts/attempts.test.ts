import { describe, expect, it } from 'vitest';
import { SignInAttempts, waitInWords } from './attempts.ts';

describe('#29 sign-in attempts', () => {
  it('lock a name after too many failures until the oldest counted leaves the window; a success clears the name', () => {
    let t = 0;
    const a = new SignInAttempts({ perName: 3, perAddress: 100, windowMs: 60_000 }, () => t);
    for (let i = 0; i < 3; i++) {
      expect(a.check('bob', 'x').ok).toBe(true);
      a.failed('bob', 'x');
      t += 1000;
    }
    const v = a.check('bob', 'y');
    expect(v).toEqual({ ok: false, retryAfterSeconds: 57, who: 'name' });
    expect(a.check('ann', 'y').ok).toBe(true);
    t = 60_001;
    expect(a.check('bob', 'y').ok).toBe(true);
    a.failed('bob', 'x');
    a.succeeded('bob');
    expect(a.check('bob', 'x').ok).toBe(true);
  });

  it('lock an address after too many failures over any names', () => {
    const a = new SignInAttempts({ perName: 100, perAddress: 2, windowMs: 60_000 }, () => 0);
    a.failed('a', 'x');
    a.failed('b', 'x');
    expect(a.check('c', 'x')).toMatchObject({ ok: false, who: 'address' });
    expect(a.check('c', 'z').ok).toBe(true);
  });

  it('say the wait in words', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(40)).toBe('40 seconds');
    expect(waitInWords(600)).toBe('10 minutes');
  });
});
