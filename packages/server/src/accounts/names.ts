/**
 * Account names (#29): 3-24 characters, letters, digits and `_-.` only. Two names are the same name when they fold
 * to the same key: NFKC (full-width `Ａ`, ligatures `ﬁ`, superscripts become plain letters) and lower case, so
 * nobody can pass for someone else with a look-alike spelling.
 */
export const NAME_MIN = 3;
export const NAME_MAX = 24;

// Letters of any script (with their combining marks: "Zoë" typed either way), decimal digits, and _ - .
const ALLOWED = /^[\p{L}\p{Nd}_.-][\p{L}\p{M}\p{Nd}_.-]*$/u;

/** The name as stored and shown: composed (NFC) and trimmed, otherwise as typed. */
export function cleanName(name: string): string {
  return name.normalize('NFC').trim();
}

/** Why `name` cannot be an account's name, in a sentence, or null when it can. */
export function nameProblem(name: string): string | null {
  const n = cleanName(name);
  const length = [...n].length;
  if (length < NAME_MIN || length > NAME_MAX) return `A name is ${NAME_MIN} to ${NAME_MAX} characters long.`;
  if (!ALLOWED.test(n)) return 'A name may use letters, digits and the signs _ - . only (no spaces).';
  const key = nameKey(n);
  if (!ALLOWED.test(key)) return 'A name may use letters, digits and the signs _ - . only (no spaces).';
  return null;
}

/** The key names collide on: NFKC-folded and lower-cased (folded again: lower-casing may uncompose). */
export function nameKey(name: string): string {
  return cleanName(name).normalize('NFKC').toLowerCase().normalize('NFKC');
}
