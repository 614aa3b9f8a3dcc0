import { gameList } from '@ramparts/games/list';
import { useEffect, useState } from 'react';
import { decline, invitationHref, myInvitations, type Invitation } from '../account/invitations.ts';
import { useAccount } from '../account/session.ts';

const titleOf = (id: string) => gameList.find((g) => g.id === id)?.title ?? 'A game';

/** "Invitations" on the home page, signed in (issue #29): tables someone invited you to by name, to join or decline. */
export function Invitations({ offline }: { offline: boolean }) {
  const account = useAccount();
  const [list, setList] = useState<Invitation[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (offline || !account) return;
    let live = true;
    myInvitations().then(
      (l) => live && setList(l),
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, [offline, account]);

  if (!account || list.length === 0) return null;
  return (
    <section aria-labelledby="invitations" className="my-matches">
      <h2 id="invitations">Invitations</h2>
      <ul className="list">
        {list.map((i) => (
          <li key={i.id} className="my-match">
            <strong>{titleOf(i.match.game)}</strong>
            {i.match.name ? `: “${i.match.name}”` : ''} <span className="meta">from {i.from}</span>{' '}
            <span className="my-actions">
              <a className="button" href={invitationHref(i)}>
                Join
              </a>{' '}
              <button
                className="link"
                aria-label={`Decline the invitation from ${i.from}`}
                onClick={() =>
                  decline(i.id).then(
                    () => setList((l) => l.filter((x) => x.id !== i.id)),
                    (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
                  )
                }
              >
                Decline
              </button>
            </span>
          </li>
        ))}
      </ul>
      {error && <p className="error">{error}</p>}
    </section>
  );
}
