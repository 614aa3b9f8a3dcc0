import { useEffect, useState, type FormEvent } from 'react';
import { AccountError, request } from './session.ts';

/* Email (#29): the account's address, a forgotten password, and the pages the mailed links open. */

const words = (e: unknown) => (e instanceof AccountError || e instanceof Error ? e.message : 'Something went wrong; try again.');

type Said = { ok: boolean; text: string } | null;

function Saying({ said }: { said: Said }) {
  if (!said) return null;
  return (
    <p className={said.ok ? 'notice' : 'error'} role={said.ok ? 'status' : 'alert'}>
      {said.text}
    </p>
  );
}

/** Signed in: the verified address, and a form to add or change it (a link is mailed to confirm it). */
export function EmailSection() {
  const [info, setInfo] = useState<{ email: string | null; mail: boolean } | null>(null);
  const [email, setEmail] = useState('');
  const [said, setSaid] = useState<Said>(null);
  useEffect(() => {
    request<{ email: string | null; mail: boolean }>('GET', '/api/account/email').then(setInfo, (e: unknown) => setSaid({ ok: false, text: words(e) }));
  }, []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      setSaid({ ok: true, text: (await request<{ message: string }>('POST', '/api/account/email', { email })).message });
    } catch (err) {
      setSaid({ ok: false, text: words(err) });
    }
  };
  if (!info) return null;
  return (
    <section aria-labelledby="email-title">
      <h2 id="email-title">Email</h2>
      <p>{info.email ? `Your address: ${info.email}. A forgotten password can be reset through it.` : 'No address yet.'}</p>
      {info.mail ? (
        <form className="inline-form" onSubmit={(e) => void submit(e)}>
          <label htmlFor="email-address">{info.email ? 'Another address' : 'Your address'}</label> <input id="email-address" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />{' '}
          <button className="button" type="submit">
            Send a link to confirm it
          </button>
        </form>
      ) : (
        <p className="meta">This server sends no email; if you forget your password, its operator can reset it.</p>
      )}
      <Saying said={said} />
    </section>
  );
}

/** Signed out: a link to choose a new password, sent to the account's verified address. */
export function ForgotForm() {
  const [name, setName] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      setSaid({ ok: true, text: (await request<{ message: string }>('POST', '/api/account/reset', { name })).message });
    } catch (err) {
      setSaid({ ok: false, text: words(err) });
    }
  };
  return (
    <form className="account-form" onSubmit={(e) => void submit(e)} aria-labelledby="forgot-title">
      <h2 id="forgot-title">Forgot your password?</h2>
      <p>
        <label htmlFor="forgot-name">Account name or email address</label>
        <input id="forgot-name" autoComplete="username" value={name} onChange={(e) => setName(e.target.value)} required />
      </p>
      <Saying said={said} />
      <button className="button" type="submit">
        Send me a link
      </button>
    </form>
  );
}

/** The page a mailed link opens: the address confirmed at once, or a form for the new password. */
export function EmailLinkPage({ kind, token }: { kind: 'verify' | 'reset'; token: string }) {
  const [said, setSaid] = useState<Said>(null);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (kind !== 'verify') return;
    request<{ email: string }>('POST', '/api/account/email/verify', { token }).then(
      (r) => setSaid({ ok: true, text: `Your address ${r.email} is confirmed.` }),
      (e: unknown) => setSaid({ ok: false, text: words(e) }),
    );
  }, [kind, token]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await request('POST', '/api/account/reset/confirm', { token, password });
      setDone(true);
      setSaid({ ok: true, text: 'Your new password is set, and every device was signed out: sign in with it.' });
    } catch (err) {
      setSaid({ ok: false, text: words(err) });
    }
  };
  return (
    <main className="page account">
      <h1>{kind === 'verify' ? 'Confirming your address' : 'Choose a new password'}</h1>
      {kind === 'reset' && !done && (
        <form className="account-form" onSubmit={(e) => void submit(e)}>
          <p>
            <label htmlFor="reset-password">New password</label>
            <input id="reset-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required aria-describedby="reset-password-help" />
            <span id="reset-password-help" className="meta small">
              at least 8 characters
            </span>
          </p>
          <button className="button primary" type="submit">
            Set the new password
          </button>
        </form>
      )}
      <Saying said={said} />
      <p>
        <a href="#/account">Go to your account</a>
      </p>
    </main>
  );
}
