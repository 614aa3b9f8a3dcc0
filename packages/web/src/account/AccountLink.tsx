import { useAccount } from './session.ts';

/** The header's way to the account page: "Sign in", or the signed-in name (issue #29). Nothing until the server answered. */
export function AccountLink() {
  const account = useAccount();
  if (account === undefined) return null;
  return (
    <a className="account-link" href="#/account" aria-label={account ? `Your account: ${account.name}` : undefined}>
      {account ? account.name : 'Sign in'}
    </a>
  );
}
