import { useEffect, useState } from 'react';
import { disablePush, enablePush, KIND_WORDS, NOTICE_KINDS, noticePrefs, pushEnabled, pushSupported, type NoticeKind, type NoticePrefs } from './notices.ts';
import { AccountError, request } from './session.ts';

/* Notices on #/account (#30): which notices come by push and by email, and pushes on this browser. */

const words = (e: unknown) => (e instanceof AccountError || e instanceof Error ? e.message : 'Something went wrong; try again.');

export function NoticesSection() {
  const [prefs, setPrefs] = useState<NoticePrefs | null>(null);
  const [here, setHere] = useState<boolean | null>(null);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const load = () => request<unknown>('GET', '/api/account/notices').then((p) => setPrefs(noticePrefs.parse(p)), (e: unknown) => setSaid({ ok: false, text: words(e) }));
  useEffect(() => {
    void load();
    void pushEnabled().then(setHere, () => setHere(false));
  }, []);
  const change = async (kind: NoticeKind, channel: 'push' | 'email', on: boolean) => {
    // Shown at once; the server's answer (or the last known choices, on a refusal) follows.
    setPrefs((p) => (p ? { ...p, kinds: { ...p.kinds, [kind]: { ...p.kinds[kind], [channel]: on } } } : p));
    try {
      setPrefs(noticePrefs.parse(await request<unknown>('PUT', '/api/account/notices', { kinds: { [kind]: { [channel]: on } } })));
      setSaid(null);
    } catch (e) {
      setSaid({ ok: false, text: words(e) });
      void load();
    }
  };
  const toggleHere = async () => {
    if (here) {
      await disablePush().catch(() => undefined);
      setHere(false);
      setSaid({ ok: true, text: 'This browser will show no more notices.' });
    } else {
      const offer = await enablePush();
      setHere(offer.ok);
      setSaid({ ok: offer.ok, text: offer.text });
    }
    void load();
  };
  if (!prefs) return said ? <p className="error">{said.text}</p> : null;
  const emailNote = !prefs.email.mail ? 'This server sends no email.' : prefs.email.address ? `Email goes to ${prefs.email.address}, at most one an hour, listing every table waiting for you.` : 'Add a verified address above to get email.';
  return (
    <section aria-labelledby="notices-title">
      <h2 id="notices-title">Notices</h2>
      <p>A notice tells you when a table needs you, even with the page closed: by push to the browsers you allow, or by email.</p>
      <table className="notice-choices">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Push</th>
            <th scope="col">Email</th>
          </tr>
        </thead>
        <tbody>
          {NOTICE_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">{KIND_WORDS[kind]}</th>
              {(['push', 'email'] as const).map((channel) => (
                <td key={channel}>
                  <input type="checkbox" aria-label={`${KIND_WORDS[kind]}: by ${channel}`} checked={prefs.kinds[kind][channel]} onChange={(e) => void change(kind, channel, e.target.checked)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="meta">
        {prefs.push.subscriptions === 1 ? 'One browser gets your pushes.' : `${prefs.push.subscriptions} browsers get your pushes.`} {emailNote}
      </p>
      {pushSupported() ? (
        here !== null && (
          <button className="button" type="button" onClick={() => void toggleHere()}>
            {here ? 'Stop notices on this browser' : 'Get notices on this browser'}
          </button>
        )
      ) : (
        <p className="meta">This browser cannot show notices from a site.</p>
      )}
      {said && (
        <p className={said.ok ? 'notice' : 'error'} role={said.ok ? 'status' : 'alert'}>
          {said.text}
        </p>
      )}
    </section>
  );
}
