import { noticeBody, type NoticeBody } from '../notices/kinds.ts';
import type { MatchService } from '../matches/service.ts';
import type { Delivery, testSubscription } from './push-endpoint.ts';

/** The notices that reached `path` of the local push service (answered below 300), decrypted with the subscription's keys. */
export function pushedTo(got: Delivery[], sub: ReturnType<typeof testSubscription>, path: string): NoticeBody[] {
  return got.filter((d) => d.path === `/${path}` && d.status < 300).map((d) => noticeBody.parse(JSON.parse(sub.decrypt(d.body))));
}

/** Plays the first legal move of whoever acts (as a person) until `seat` is to act. */
export async function playUntil(service: MatchService, id: string, seat: number): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const s = await service.snapshot(id, null);
    if (!s) throw new Error(`no match ${id}`);
    if (s.actors.includes(seat)) return;
    const actor = s.actors[0]!;
    const mine = await service.snapshot(id, actor);
    const r = await service.submit(id, actor, { type: 'move', move: mine!.moves[0]!.move }, { by: 'human' });
    if (!r.ok) throw new Error(`a move was refused: ${JSON.stringify(r)}`);
  }
  throw new Error('the turn never came');
}
