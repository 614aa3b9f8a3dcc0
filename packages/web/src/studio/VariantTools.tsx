import { parseVariant, RuleError, variantSlug, type AnyGame, type Variant } from '@ramparts/engine';
import { useState } from 'react';
import { downloadBlob } from '../app/download.ts';
import { AccountError } from '../account/session.ts';
import { patchedContent } from './check.ts';
import { fullLink, shareVariant } from './share.ts';

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Saves the variant as a file: `<its name as a file name>.json`. */
export function exportVariant(variant: Variant): void {
  downloadBlob(new Blob([`${JSON.stringify(variant, null, 2)}\n`], { type: 'application/json' }), `${variantSlug(variant.name)}.json`);
}

/** A variant file's text, read and checked against this game: the variant, or why not in words. */
export function importVariant(game: AnyGame, text: string): Variant {
  const variant = parseVariant(text);
  if (variant.game !== game.id) throw new RuleError('bad-variant', `This file is a variant of ${variant.game}, not of ${game.title}: open it in that game’s studio.`);
  // The content it makes must pass the game's checks (refused in words, nothing kept otherwise).
  patchedContent(game, variant.patch);
  return variant;
}

/** The variant as a file (export, import) and on the server (share: a read-only link anyone can open). */
export function VariantTools({ game, variant, onImport }: { game: AnyGame; variant: Variant | null; onImport(v: Variant): void }) {
  const [share, setShare] = useState<{ at: 'idle' } | { at: 'busy' } | { at: 'done'; link: string } | { at: 'failed'; why: string }>({ at: 'idle' });
  const [importError, setImportError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const doShare = async () => {
    if (!variant) return;
    setShare({ at: 'busy' });
    setCopied(false);
    try {
      const shared = await shareVariant(variant);
      setShare({ at: 'done', link: fullLink(shared.link) });
    } catch (e) {
      setShare({ at: 'failed', why: e instanceof AccountError && e.code === 'not-found' ? 'This server does not keep shared variants yet.' : messageOf(e) });
    }
  };
  return (
    <section className="variant-tools" aria-labelledby="studio-share">
      <h2 id="studio-share">Share and keep</h2>
      <p className="tool-row">
        <button type="button" disabled={!variant} onClick={() => variant && exportVariant(variant)}>
          Export as a file
        </button>{' '}
        <label className="button file-button">
          Import a variant file
          <input
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              setImportError(null);
              try {
                onImport(importVariant(game, await file.text()));
              } catch (err) {
                setImportError(`This file cannot be opened: ${messageOf(err)}`);
              }
            }}
          />
        </label>{' '}
        <button type="button" disabled={!variant || share.at === 'busy'} onClick={() => void doShare()}>
          {share.at === 'busy' ? 'Sharing…' : 'Share by link'}
        </button>
      </p>
      {importError && (
        <p className="error" role="alert">
          {importError}
        </p>
      )}
      {share.at === 'failed' && (
        <p className="error" role="alert">
          Not shared: {share.why}
        </p>
      )}
      {share.at === 'done' && (
        <p className="share-link">
          <label>
            Link to your variant (anyone with it can open, play and copy it){' '}
            <input type="text" readOnly value={share.link} size={48} onFocus={(e) => e.currentTarget.select()} />
          </label>{' '}
          <button
            type="button"
            onClick={() =>
              void navigator.clipboard?.writeText(share.link).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            Copy the link
          </button>
          <span role="status" className="meta">
            {copied ? ' Copied.' : ''}
          </span>
        </p>
      )}
      {!variant && <p className="meta">Give the variant a name and fix its problems to export or share it.</p>}
    </section>
  );
}
