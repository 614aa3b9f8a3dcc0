import { useEffect, useState, type FormEvent } from 'react';
import './account.css';
import { EmailLinkPage, EmailSection, ForgotForm } from './Email.tsx';
import { Passkeys } from './Passkeys.tsx';
import { NoticesSection } from './Notices.tsx';
import { YourData } from './YourData.tsx';
import { passkeysWork, signInWithPasskey, signUpWithPasskey } from './passkeys.ts';
import { AccountError, currentSession, enter, request, signOut, useAccount, whoIsSignedIn, type Account } from './session.ts';
import { attachHeld, heldCount } from './tables.ts';

/** A refusal in the server's words, or ours when the server could not be reached. */
const words = (e: unknown) => (e instanceof AccountError || e instanceof Error ? e.message : 'Something went wrong; try again.');

/** One form: a name and a password, for signing in or up. */
function EnterForm({ kind, onDone }: { kind: 'up' | 'in'; onDone: (a: Account) => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `account-${kind}`;
  const attempt = async (how: () => Promise<Account>) => {
    setBusy(true);
    setProblem(null);
    try {
      onDone(await how());
    } catch (err) {
      setProblem(words(err));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void attempt(() => enter(kind, name, password));
  };
  // A passkey instead of a password: signing in needs nothing typed; signing up needs the name.
  const withPasskey = () => {
    if (kind === 'up' && !name.trim()) return setProblem('Choose a name first: the passkey is made for it.');
    void attempt(() => (kind === 'in' ? signInWithPasskey() : signUpWithPasskey(name)));
  };
  return (
    <form className="account-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{kind === 'in' ? 'Sign in' : 'Create an account'}</h2>
      <p>
        <label htmlFor={`${id}-name`}>{kind === 'in' ? 'Your name' : 'Choose a name'}</label>
        <input id={`${id}-name`} name="username" autoComplete="username" value={name} onChange={(e) => setName(e.target.value)} required maxLength={24} aria-describedby={kind === 'up' ? `${id}-name-help` : undefined} />
        {kind === 'up' && (
          <span id={`${id}-name-help`} className="meta small">
            3 to 24 letters, digits and _ - . (no spaces)
          </span>
        )}
      </p>
      <p>
        <label htmlFor={`${id}-password`}>{kind === 'in' ? 'Password' : 'Choose a password'}</label>
        <input id={`${id}-password`} type="password" autoComplete={kind === 'in' ? 'current-password' : 'new-password'} value={password} onChange={(e) => setPassword(e.target.value)} required aria-describedby={kind === 'up' ? `${id}-password-help` : undefined} />
        {kind === 'up' && (
          <span id={`${id}-password-help`} className="meta small">
            at least 8 characters
          </span>
        )}
      </p>
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      <button className="button primary" type="submit" disabled={busy}>
        {kind === 'in' ? 'Sign in' : 'Create the account'}
      </button>
      {passkeysWork() && (
        <>
          {' '}
          <button className="button" type="button" disabled={busy} onClick={withPasskey}>
            {kind === 'in' ? 'Sign in with a passkey' : 'Create it with a passkey instead'}
          </button>
        </>
      )}
    </form>
  );
}

/** After signing in or up in a browser that holds tables: ask, never attach silently. */
function AttachQuestion({ count, onDone }: { count: number; onDone: (said: string) => void }) {
  const [busy, setBusy] = useState(false);
  const yes = async () => {
    setBusy(true);
    try {
      const n = await attachHeld();
      onDone(`${n} ${n === 1 ? 'table is' : 'tables are'} now on your account: every device you sign in on shows ${n === 1 ? 'it' : 'them'}.`);
    } catch (e) {
      onDone(words(e));
    }
  };
  const things = `${count} ${count === 1 ? 'table' : 'tables'}`;
  return (
    <section className="notice attach" aria-labelledby="attach-title">
      <h2 id="attach-title">Attach the {things} this browser knows to your account?</h2>
      <p>Your seats and campaign groups here would then be on every device where you sign in.</p>
      <button className="button primary" disabled={busy} onClick={() => void yes()}>
        Attach them
      </button>{' '}
      <button className="button" disabled={busy} onClick={() => onDone('Nothing was attached. You can attach them later from this page.')}>
        Not now
      </button>
    </section>
  );
}

interface SessionInfo {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  userAgent: string;
  current: boolean;
}

const when = (t: number) => new Date(t).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** "Chrome on Linux": the browser and system a User-Agent names, roughly, else the text itself. */
function browserOf(agent: string): string {
  const browser = /Edg\//.test(agent) ? 'Edge' : /Firefox\//.test(agent) ? 'Firefox' : /Chrom(e|ium)\//.test(agent) ? 'Chrome' : /Safari\//.test(agent) ? 'Safari' : null;
  const system = /Android/.test(agent) ? 'Android' : /iPhone|iPad/.test(agent) ? 'iOS' : /Windows/.test(agent) ? 'Windows' : /Mac OS X/.test(agent) ? 'macOS' : /Linux/.test(agent) ? 'Linux' : null;
  if (browser) return system ? `${browser} on ${system}` : browser;
  return agent || 'A browser that did not say';
}

function Sessions() {
  const [list, setList] = useState<SessionInfo[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const load = () =>
    request<{ sessions: SessionInfo[] }>('GET', '/api/account/sessions').then(
      (r) => setList(r.sessions),
      (e: unknown) => setProblem(words(e)),
    );
  useEffect(() => void load(), []);
  const end = async (id: string) => {
    try {
      await request('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`);
      await load();
    } catch (e) {
      setProblem(words(e));
    }
  };
  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you are signed in</h2>
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      {list === null ? (
        <p className="meta">Looking…</p>
      ) : (
        <ul className="list sessions">
          {list.map((s) => (
            <li key={s.id}>
              {browserOf(s.userAgent)}
              {s.current ? ' (this browser)' : ''} <span className="meta">· signed in {when(s.createdAt)} · last seen {when(s.lastSeenAt)}</span>{' '}
              {!s.current && (
                <button className="link" aria-label={`Sign out there: ${browserOf(s.userAgent)}, last seen ${when(s.lastSeenAt)}`} onClick={() => void end(s.id)}>
                  Sign out there
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The password: changed with the one now, or, for an account made with a passkey alone (`has` false), added without
 * one. It stays one form (its words kept) when the account gains its password.
 */
function PasswordForm({ has }: { has: boolean }) {
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await request('POST', '/api/account/password', has ? { old, password: next } : { password: next });
      setOld('');
      setNext('');
      setSaid({ ok: true, text: has ? 'Your password is changed; every other browser was signed out.' : 'Your account has a password now: sign in with it or with a passkey.' });
      if (!has) void whoIsSignedIn(true);
    } catch (err) {
      setSaid({ ok: false, text: words(err) });
    }
  };
  return (
    <form className="account-form" onSubmit={(e) => void submit(e)} aria-labelledby="password-title">
      <h2 id="password-title">{has ? 'Change your password' : 'Add a password'}</h2>
      {has ? (
        <p>
          <label htmlFor="password-old">Your password now</label>
          <input id="password-old" type="password" autoComplete="current-password" value={old} onChange={(e) => setOld(e.target.value)} required />
        </p>
      ) : (
        <p>This account signs in with its passkeys. A password is a second way in, from a device without them.</p>
      )}
      <p>
        <label htmlFor="password-new">{has ? 'New password' : 'Password'}</label>
        <input id="password-new" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} required aria-describedby="password-new-help" />
        <span id="password-new-help" className="meta small">
          at least 8 characters
        </span>
      </p>
      {said && (
        <p className={said.ok ? 'notice' : 'error'} role={said.ok ? 'status' : 'alert'}>
          {said.text}
        </p>
      )}
      <button className="button" type="submit">
        {has ? 'Change the password' : 'Add the password'}
      </button>
    </form>
  );
}

/** `#/account` (or a mailed link's `#/account/verify/…`, `#/account/reset/…`): sign in or up (optional: guests play everywhere without), then who you are, your sessions, your password. */
export default function AccountPage({ link }: { link?: { kind: 'verify' | 'reset'; token: string } }) {
  if (link) return <EmailLinkPage kind={link.kind} token={link.token} />;
  return <AccountHome />;
}

function AccountHome() {
  const account = useAccount();
  const [asking, setAsking] = useState<number>(0);
  const [said, setSaid] = useState<string | null>(null);
  const [held, setHeld] = useState(() => heldCount());

  const entered = () => {
    setSaid(null);
    const n = heldCount();
    if (n > 0) setAsking(n);
  };

  if (account === undefined) return <main className="page account">Looking…</main>;
  if (account === null)
    return (
      <main className="page account">
        <h1>Your account</h1>
        {said && (
          <p className="notice" role="status">
            {said}
          </p>
        )}
        <p>An account keeps your tables and campaign groups on every device where you sign in. You do not need one to play.</p>
        <div className="account-columns">
          <EnterForm kind="in" onDone={entered} />
          <EnterForm kind="up" onDone={entered} />
        </div>
        <ForgotForm />
      </main>
    );
  return (
    <main className="page account">
      <h1>Signed in as {account.name}</h1>
      {asking > 0 && (
        <AttachQuestion
          count={asking}
          onDone={(text) => {
            setAsking(0);
            setSaid(text);
            setHeld(heldCount());
          }}
        />
      )}
      {said && (
        <p className="notice" role="status">
          {said}
        </p>
      )}
      <p>
        Your tables are on <a href="#/">the home page</a>, under “Your matches”, on every device where you sign in. Your
        ratings, records and finished matches are on <a href="#/me">your profile</a>.
        {asking === 0 && held > 0 && (
          <>
            {' '}
            <button className="link" onClick={() => setAsking(heldCount())}>
              Attach the tables this browser knows
            </button>
          </>
        )}
      </p>
      {currentSession() && <Sessions />}
      <Passkeys />
      <EmailSection />
      <NoticesSection />
      <PasswordForm has={account.hasPassword} />
      <YourData onDeleted={() => setSaid('Your account is deleted. You can go on playing as a guest.')} />
      <p>
        <button
          className="button"
          onClick={() =>
            void signOut().then(
              () => setSaid(null),
              (e: unknown) => setSaid(words(e)),
            )
          }
        >
          Sign out
        </button>
      </p>
    </main>
  );
}
