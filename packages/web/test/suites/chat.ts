import { io } from 'socket.io-client';
import { expect, it } from 'vitest';
import { accessibilityProblems, newPage, shot, startLocal, type Harness } from '../browser.ts';

/** #16: the table chat of an online match — seats and spectators write, markup stays text, spectators can be muted. */
export function chatTests(harness: () => Harness): void {
  it('#16 table chat: two seats chat, markup shows as text, a spectator is marked as watching and muted by a reader, and the mute is remembered', async () => {
    const h = harness();
    const alice = await newPage(h);
    await startLocal(alice, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('link');
    });
    const link = await alice.getByLabel('Link to this match').inputValue();
    const bob = await newPage(h);
    await bob.goto(link);
    await bob.getByRole('button', { name: 'Take this seat' }).click();
    await bob.locator('.board-area svg.board').waitFor();

    const say = async (page: typeof alice, text: string) => {
      await page.getByLabel('Write to the table').fill(text);
      await page.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => page.getByLabel('Write to the table').inputValue()).toBe('');
    };
    const chat = (page: typeof alice) => page.getByRole('log', { name: 'Table chat' });

    await say(alice, 'Hello Bob, good luck!');
    await say(bob, '<b>bold</b> <img src=x onerror=alert(1)>');
    for (const page of [alice, bob]) {
      await chat(page).getByText('Hello Bob, good luck!').waitFor();
      await chat(page).getByText('<b>bold</b> <img src=x onerror=alert(1)>').waitFor();
      // Written as text: no element came out of what Bob typed.
      expect(await chat(page).locator('b, img').count()).toBe(0);
    }

    // Carol has the spectator link Alice shares (#28.5: a private match is watched with it): she watches, and writes as a spectator.
    const watching = await alice.getByLabel('Link for spectators').inputValue();
    expect(watching).toMatch(/\?watch=[^&]+$/);
    const carol = await newPage(h);
    await carol.goto(watching);
    await chat(carol).getByText('Hello Bob, good luck!').waitFor();
    await say(carol, 'Nice opening!');
    const carolsLine = chat(alice).locator('li', { hasText: 'Nice opening!' });
    await carolsLine.waitFor();
    expect(await carolsLine.textContent()).toMatch(/^Spectator \(watching\): Nice opening!$/);
    await shot(alice, 'table-chat');
    // The chat panel adds no accessibility problem of its own (the rest of the page is other suites' to check).
    expect((await accessibilityProblems(alice)).filter((p) => /chat/i.test(p))).toEqual([]);

    // Alice mutes the spectators: Carol's line goes from her screen (not from Bob's), and stays muted after a reload.
    await alice.getByLabel('Mute spectators').check();
    await expect.poll(() => carolsLine.count()).toBe(0);
    await alice.getByText('One line from a spectator is hidden.').waitFor();
    expect(await chat(bob).locator('li', { hasText: 'Nice opening!' }).count()).toBe(1);
    await alice.reload();
    await chat(alice).getByText('Hello Bob, good luck!').waitFor();
    expect(await alice.getByLabel('Mute spectators').isChecked()).toBe(true);
    expect(await chat(alice).locator('li', { hasText: 'Nice opening!' }).count()).toBe(0);
    // The seats' own lines are never muted.
    await say(bob, 'Thanks!');
    await chat(alice).getByText('Thanks!').waitFor();

    // A line over the limit is refused in words (the field stops at 300; a pasted longer line is cut there by the field).
    expect(await alice.getByLabel('Write to the table').getAttribute('maxlength')).toBe('300');
    await shot(alice, 'table-chat-muted');
    for (const p of [alice, bob, carol]) await p.context().close();
  }, 90_000);

  it('#16 a finished online match shows its table chat in its replay', async () => {
    const h = harness();
    const api = (path: string, body?: unknown) =>
      fetch(new URL(path, h.url), body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<Record<string, unknown>>);
    // Two bots play a whole match on the server; a spectator says a line while it runs.
    const made = await api('api/matches', { game: 'coins', players: 2, seats: ['random', 'random'], visibility: 'public' });
    const id = made.id as string;
    const socket = io(h.url, { auth: { match: id }, transports: ['websocket'], forceNew: true });
    try {
      const said = (await socket.timeout(10_000).emitWithAck('chat', { text: 'What a <siege>!' })) as { ok: boolean };
      expect(said.ok).toBe(true);
    } finally {
      socket.close();
    }
    await expect.poll(async () => (await api(`api/matches/${id}`)).status, { timeout: 60_000 }).toBe('finished');
    const page = await newPage(h);
    await page.goto(`${h.url}#/replay/match/${encodeURIComponent(id)}`);
    await page.getByRole('heading', { name: 'Replay: Coin Siege' }).waitFor();
    const line = page.getByRole('log', { name: 'Table chat of this match' }).locator('li');
    await line.waitFor();
    expect(await line.textContent()).toBe('Spectator (watching): What a <siege>!');
    await shot(page, 'replay-chat');
    await page.context().close();
  }, 90_000);
}
