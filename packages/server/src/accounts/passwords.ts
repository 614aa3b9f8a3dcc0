import { hash, verify } from '@node-rs/argon2';

/** Passwords (#29): argon2id with the library's defaults (19 MiB, 2 passes: OWASP's first choice), PHC strings. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

// @node-rs/argon2's Algorithm.Argon2id (a const enum, which TypeScript's isolated modules cannot read).
const ARGON2ID = 2;

/** Why `password` cannot be used, in a sentence, or null. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `A password is at least ${PASSWORD_MIN} characters long.`;
  if (length > PASSWORD_MAX) return `A password is at most ${PASSWORD_MAX} characters long.`;
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** Whether `password` is the one `stored` was made from; a damaged hash is a mismatch, never a throw. */
export async function passwordMatches(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | null = null;

/**
 * Checks `password` against a hash nobody's password made: a sign-in for a name that does not exist costs the same
 * work as a wrong password, so the time of the answer does not tell whether a name is taken.
 */
export async function spendLikeAPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword(`no account ${Math.random()}`);
  await passwordMatches(await decoy, password);
}
