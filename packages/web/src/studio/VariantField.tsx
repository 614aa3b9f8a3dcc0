import { useState } from 'react';
import { myVariants } from './store.ts';

/**
 * The new-game form's "Variant" choice: one of my variants of the game (kept in this browser by the studio), or none,
 * the rulebook's game. Not shown while I have none.
 */
export function VariantField({ game, value, onChange }: { game: string; value: string; onChange(id: string): void }) {
  const [kept] = useState(() => myVariants(game));
  if (kept.length === 0) return null;
  const chosen = kept.find((k) => k.id === value);
  return (
    <fieldset className="variant-field">
      <legend>Variant</legend>
      <label>
        Play with{' '}
        <select value={chosen ? value : ''} onChange={(e) => onChange(e.target.value)}>
          <option value="">None: the rulebook’s game</option>
          {kept.map((k) => (
            <option key={k.id} value={k.id}>
              {k.variant.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <a href={`#/studio/${game}${chosen ? `?mine=${chosen.id}` : ''}`}>{chosen ? 'Open it in the studio' : 'Make one in the studio'}</a>
      {chosen?.variant.note && <p className="meta">{chosen.variant.note}</p>}
    </fieldset>
  );
}
