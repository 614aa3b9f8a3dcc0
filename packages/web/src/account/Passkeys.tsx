import { useEffect, useState } from 'react';
import { addPasskey, deviceName, listPasskeys, passkeysWork, removePasskey, type PasskeyInfo } from './passkeys.ts';
import { AccountError, useAccount } from './session.ts';

const words = (e: unknown) => (e instanceof AccountError || e instanceof Error ? e.message : 'Something went wrong; try again.');
const day = (t: number) => new Date(t).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** The signed-in account's passkeys (#29): each with when it was made and last used, a button to add one made on this device, and Remove. */
export function Passkeys() {
  const [list, setList] = useState<PasskeyInfo[] | null>(null);
  const [password, setPassword] = useState(true);
  const [name, setName] = useState(() => deviceName());
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const load = () =>
    listPasskeys().then(
      (r) => {
        setList(r.passkeys);
        setPassword(r.password);
      },
      (e: unknown) => setSaid({ ok: false, text: words(e) }),
    );
  // Asked again when the account gains a password: its last passkey may be removed from then on.
  const hasPassword = useAccount()?.hasPassword;
  useEffect(() => void load(), [hasPassword]);
  const act = async (what: () => Promise<string>) => {
    setBusy(true);
    setSaid(null);
    try {
      setSaid({ ok: true, text: await what() });
      await load();
    } catch (e) {
      setSaid({ ok: false, text: words(e) });
    } finally {
      setBusy(false);
    }
  };
  const works = passkeysWork();
  return (
    <section aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      <p className="meta">A passkey signs you in with this device’s lock (fingerprint, face or PIN) instead of a password.</p>
      {list === null ? (
        <p className="meta">Looking…</p>
      ) : list.length === 0 ? (
        <p>No passkey yet.</p>
      ) : (
        <ul className="list passkeys">
          {list.map((p) => (
            <li key={p.id}>
              {p.name} <span className="meta">· made {day(p.createdAt)} · {p.lastUsedAt === null ? 'never used to sign in' : `last used ${day(p.lastUsedAt)}`}</span>{' '}
              {(password || list.length > 1) && (
                <button className="link" disabled={busy} aria-label={`Remove the passkey ${p.name}`} onClick={() => void act(async () => (await removePasskey(p.id), `The passkey ${p.name} is removed: it signs in no more.`))}>
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {works ? (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void act(async () => `The passkey ${(await addPasskey(name)).name} is added: you can sign in with it.`);
          }}
        >
          <label htmlFor="passkey-name">Name it</label> <input id="passkey-name" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />{' '}
          <button className="button" type="submit" disabled={busy}>
            Add a passkey on this device
          </button>
        </form>
      ) : (
        <p className="meta">This browser cannot make passkeys here (it needs a recent browser and a secure https page).</p>
      )}
      {said && (
        <p className={said.ok ? 'notice' : 'error'} role={said.ok ? 'status' : 'alert'}>
          {said.text}
        </p>
      )}
    </section>
  );
}
