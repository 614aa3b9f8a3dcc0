import { useState } from 'react';

/**
 * What the last edit did, in words, shown while the map is as that edit left it: an undo, a redo or an edit in the
 * forms makes another map, and the words go (they would tell of a change no longer there).
 */
export function useSaid<T>(now: T): [string, (words: string, after: T) => void, () => void] {
  const [said, setSaid] = useState<{ words: string; after: T } | null>(null);
  return [said && Object.is(said.after, now) ? said.words : '', (words, after) => setSaid({ words, after }), () => setSaid(null)];
}
