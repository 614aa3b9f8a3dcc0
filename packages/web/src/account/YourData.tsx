import { useState, type FormEvent } from 'react';
import { passkeyAnswer, passkeysWork } from './passkeys.ts';
import { AccountError, forgetAccount, request } from './session.ts';

const words = (e: unknown) => (e instanceof AccountError || e instanceof Error ? e.message : 'Something went wrong; try again.');

/** What deleting does, said before it is done. */
const CONSEQUENCES =
  'Deleting your account cannot be undone. In finished matches your seats will read “a former player”; in matches still being played a bot takes your seats to the end; matches not started yet free your seat. Every device is signed out, your passkeys stop working and your name becomes free for anyone to take.';

/** "Your data is yours" (#29): download everything the server holds about you, or delete the account after a confirmation in words. */
export function YourData({ onDeleted }: { onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async (how: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await request('DELETE', '/api/account', await how());
      forgetAccount();
      onDeleted();
    } catch (e) {
      setProblem(words(e));
    } finally {
      setBusy(false);
    }
  };
  const byPassword = (e: FormEvent) => {
    e.preventDefault();
    void remove(async () => ({ password }));
  };
  return (
    <section aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p>
        <a className="button" href="/api/account/export" download>
          Download your data
        </a>{' '}
        <span className="meta">one JSON file: your account, where you are signed in, your passkeys and your matches with their records</span>
      </p>
      {!asking ? (
        <p>
          <button className="button" onClick={() => setAsking(true)}>
            Delete your account…
          </button>
        </p>
      ) : (
        <form className="account-form danger" onSubmit={byPassword} aria-labelledby="delete-title">
          <h3 id="delete-title">Delete your account?</h3>
          <p>{CONSEQUENCES}</p>
          <p>
            <label htmlFor="delete-password">Your password, to confirm</label>
            <input id="delete-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          </p>
          {problem && (
            <p className="error" role="alert">
              {problem}
            </p>
          )}
          <button className="button primary" type="submit" disabled={busy}>
            Delete my account for good
          </button>{' '}
          {passkeysWork() && (
            <button className="button" type="button" disabled={busy} onClick={() => void remove(async () => ({ passkey: await passkeyAnswer() }))}>
              Confirm with a passkey instead
            </button>
          )}{' '}
          <button className="button" type="button" disabled={busy} onClick={() => setAsking(false)}>
            Keep my account
          </button>
        </form>
      )}
    </section>
  );
}
