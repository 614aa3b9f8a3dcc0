import { describe, expect, it } from 'vitest';
import { Printer } from './printer.ts';

const a4 = { paper: 'a4' as const, bleed: false };

describe('the server’s printer', () => {
  it('a PDF that takes longer than its time fails with print-timeout (its worker ended)', async () => {
    await expect(new Printer({ timeoutMs: 1 }).print('coins', a4)).rejects.toMatchObject({ code: 'print-timeout' });
  });

  it('past its queue it refuses at once with print-busy, in words', async () => {
    const printer = new Printer({ queue: 1, timeoutMs: 1 });
    const first = printer.print('coins', a4);
    await expect(printer.print('cards', a4)).rejects.toMatchObject({ code: 'print-busy', message: expect.stringMatching(/try again in a minute/) });
    await expect(first).rejects.toMatchObject({ code: 'print-timeout' });
  });

  it('keeps the games as published: the second ask answers the same PDF without drawing it again; a variant is never kept', async () => {
    const printer = new Printer();
    const once = await printer.print('coins', a4);
    expect(once.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await printer.print('coins', a4)).toBe(once);
    const variant = { format: 1 as const, game: 'coins', name: 'Same coins', patch: {} };
    const v1 = await printer.print('coins', { ...a4, variant });
    expect(await printer.print('coins', { ...a4, variant })).not.toBe(v1);
  });
});
