import { expect, it } from 'vitest';
import { newPage, shot, startLocal, type Harness } from '../browser.ts';
import { enter } from './accounts.ts';

/** #29: invite a player by name to a seat; they see the invitation on their home page and join from it. */
export function invitationTests(harness: () => Harness): void {
  it('#29 invite by name: the host of a private table invites Bob by name (an unknown name refused in words), Bob finds it on his home page and joins', async () => {
    const h = harness();
    const name = `bob${Math.random().toString(36).slice(2, 7)}`;
    const bob = await newPage(h);
    await enter(bob, h.url, 'up', name, 'long enough');

    // The host is a guest holding the table's first seat.
    const alice = await newPage(h);
    await startLocal(alice, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('link');
    });
    const id = decodeURIComponent(new URL(alice.url()).hash.match(/^#\/match\/([^?]+)/)![1]);
    const field = alice.getByLabel('Invite by name');
    await field.fill(`nobody${name}`);
    await alice.getByRole('button', { name: 'Invite', exact: true }).click();
    await alice.getByRole('status').getByText(`There is no player called "nobody${name}"`).waitFor();
    await field.fill(name.toUpperCase());
    await alice.getByRole('button', { name: 'Invite', exact: true }).click();
    await alice.getByRole('status').getByText(`${name} is invited: they will see it on their home page.`).waitFor();
    await shot(alice, 'invite-by-name');

    await bob.goto(h.url);
    const invitations = bob.locator('section', { has: bob.getByRole('heading', { name: 'Invitations' }) });
    await invitations.getByText('Coin Siege').waitFor();
    await shot(bob, 'invitations-home');
    await invitations.getByRole('link', { name: 'Join' }).click();
    await bob.getByRole('button', { name: 'Take this seat' }).click();
    await bob.locator('.board-area svg.board').waitFor();
    const summary = (await (await fetch(new URL(`api/matches/${encodeURIComponent(id)}`, h.url))).json()) as { status: string };
    expect(summary.status).toBe('live');
    // Joined: the invitation is gone from his home page.
    await bob.goto(h.url);
    await bob.getByRole('heading', { name: 'Your matches' }).waitFor();
    expect(await bob.getByRole('heading', { name: 'Invitations' }).count()).toBe(0);
    for (const p of [alice, bob]) await p.context().close();
  }, 90_000);
}
