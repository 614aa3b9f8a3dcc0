import { useMemo, useState } from 'react';
import { deleteVariant, myVariants, renameVariant, type KeptVariant } from './store.ts';

/** My variants of the game, kept in this browser: open one, rename it, delete it. `current`: the one open now. */
export function MyVariants({ game, current, version, onRenamed, onDeleted }: { game: string; current: string | null; version: number; onRenamed(id: string, name: string): void; onDeleted(id: string): void }) {
  const [changed, redraw] = useState(0);
  // Read from storage when the studio kept one (version) or this list renamed or deleted one (changed), not each render.
  const list = useMemo(() => myVariants(game), [game, version, changed]);
  return (
    <section className="my-variants" aria-labelledby="studio-mine">
      <h2 id="studio-mine">My variants</h2>
      {list.length === 0 ? (
        <p className="meta">None yet: change a number above and your variant is kept here, in this browser.</p>
      ) : (
        <ul className="list">
          {list.map((k) => (
            <Kept key={k.id} kept={k} game={game} open={k.id === current} onRenamed={(name) => (onRenamed(k.id, name), redraw((n) => n + 1))} onDeleted={() => (onDeleted(k.id), redraw((n) => n + 1))} />
          ))}
        </ul>
      )}
      <p>
        <a href={`#/studio/${game}`}>Start a new variant from the rulebook</a>
      </p>
    </section>
  );
}

function Kept({ kept, game, open, onRenamed, onDeleted }: { kept: KeptVariant; game: string; open: boolean; onRenamed(name: string): void; onDeleted(): void }) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const name = kept.variant.name;
  if (renaming !== null)
    return (
      <li>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!renaming.trim()) return;
            renameVariant(game, kept.id, renaming.trim());
            setRenaming(null);
            onRenamed(renaming.trim());
          }}
        >
          <label>
            New name for “{name}” <input value={renaming} maxLength={80} onChange={(e) => setRenaming(e.target.value)} autoFocus />
          </label>{' '}
          <button type="submit" disabled={!renaming.trim()}>
            Save the name
          </button>{' '}
          <button type="button" onClick={() => setRenaming(null)}>
            Cancel
          </button>
        </form>
      </li>
    );
  return (
    <li>
      <strong>{name}</strong> <span className="meta">{open ? '(open now)' : `saved ${new Date(kept.savedAt).toLocaleString()}`}</span>{' '}
      {!open && (
        <a className="button" href={`#/studio/${game}?mine=${kept.id}`}>
          Open<span className="visually-hidden"> {name}</span>
        </a>
      )}{' '}
      <button type="button" onClick={() => setRenaming(name)}>
        Rename<span className="visually-hidden"> {name}</span>
      </button>{' '}
      <button
        type="button"
        onClick={() => {
          if (!confirm(`Delete the variant “${name}” from this browser?`)) return;
          deleteVariant(game, kept.id);
          onDeleted();
        }}
      >
        Delete<span className="visually-hidden"> {name}</span>
      </button>
    </li>
  );
}
