/**
 * Text people typed as plain words: control characters (C0, DEL, C1, and the bidirectional overrides that can make
 * a line read backwards) go, runs of white space become one space, the ends are trimmed. Markup is kept as typed:
 * a client shows it as text, never as HTML. Table and seat names, chat lines and a variant's name and note go
 * through it.
 */
export function plainText(raw: string): string {
  return (
    raw
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
