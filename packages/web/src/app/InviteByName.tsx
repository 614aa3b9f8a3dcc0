import { useState } from 'react';
import { inviteByName } from '../account/invitations.ts';

/** "Invite by name" beside the table's link (issue #29): the answer in words, a refusal in the server's. */
export function InviteByName({ match }: { match: string }) {
  const [name, setName] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!name.trim()) return;
    setBusy(true);
    try {
      const invited = await inviteByName(match, name.trim());
      setAnswer({ ok: true, text: `${invited} is invited: they will see it on their home page.` });
      setName('');
    } catch (e) {
      setAnswer({ ok: false, text: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="share invite-by-name"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label>
        Invite by name: <input value={name} onChange={(e) => setName(e.target.value)} maxLength={24} placeholder="their account name" />
      </label>{' '}
      <button type="submit" disabled={busy || !name.trim()}>
        Invite
      </button>
      {answer && (
        <span role="status" className={answer.ok ? 'meta' : 'error'}>
          {' '}
          {answer.text}
        </span>
      )}
    </form>
  );
}
