import { jsonSchemaOf } from '../app/options.ts';
import { capital } from '@ramparts/games/common/words.ts';
import { type AnyGame, type Variant } from '@ramparts/engine';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { go } from '../app/router.ts';
import { useGame } from '../games/useGame.ts';
import { patchedContent, problemsByFile } from './check.ts';
import { fileWords, placeWords } from './diff.ts';
import { useEditor, type Files } from './editor.ts';
import { MyVariants } from './MyVariants.tsx';
import { type Path } from './patch.ts';
import { SafeNumbers } from './SafeNumbers.tsx';
import { GameMapEditor } from './maps/index.tsx';
import { fieldId, Fold, pathKey, SchemaForm, type FormContext } from './SchemaForm.tsx';
import { sharedVariant } from './share.ts';
import { findVariant, keepVariant } from './store.ts';
import { TryIt } from './TryIt.tsx';
import { VariantTools } from './VariantTools.tsx';
import './studio.css';

// The lab's charts and workers load only when the studio shows the measure.
const Measure = lazy(() => import('../lab/measure/Measure.tsx').then((m) => ({ default: m.Measure })));

function MeasureLater() {
  return (
    <section className="measure" aria-labelledby="measure-title">
      <h2 id="measure-title">Measure against the original</h2>
      <p className="meta">Give your variant a name and fix its problems to measure it: bots then play it and the original side by side.</p>
    </section>
  );
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** What the studio opens with: the rulebook's content, one of my variants, or a shared one (read-only). */
type Opened = { variant: Variant | null; keptId: string | null; readOnly: boolean } | { error: string };

/**
 * The designer's studio (`#/studio/<game>`, issue #32): every content file of the game as forms generated from its
 * schema, the README's safe numbers first; each edit checked at once, undo and redo, the changes in words, kept in
 * this browser, tried at a table, exported, imported and shared by link.
 */
export default function StudioPage({ gameId, shared, mine }: { gameId: string; shared: string | null; mine: string | null }) {
  const game = useGame(gameId);
  const [opened, setOpened] = useState<Opened | null>(() => (shared ? null : openMine(gameId, mine)));
  // The variant of mine open now: the address naming another (a link of "My variants") opens that one.
  const current = useRef<string | null>(mine);
  useEffect(() => {
    if (shared || mine === current.current) return;
    current.current = mine;
    setOpened(openMine(gameId, mine));
  }, [shared, mine, gameId]);
  useEffect(() => {
    if (!shared) return;
    let live = true;
    sharedVariant(shared).then(
      (variant) => live && setOpened(variant.game === gameId ? { variant, keptId: null, readOnly: true } : { error: `This shared variant is of ${variant.game}, not of this game.` }),
      (e: unknown) => live && setOpened({ error: `This shared variant cannot be opened: ${messageOf(e)}` }),
    );
    return () => {
      live = false;
    };
  }, [shared, gameId]);
  if (!game) return <Missing text={`There is no game “${gameId}”.`} />;
  if (!game.content) return <Missing text={`${game.title} has no numbers a variant can change.`} />;
  if (!opened) return <main className="page">Opening the shared variant…</main>;
  if ('error' in opened) return <Missing text={opened.error} />;
  return <Studio key={`${opened.keptId ?? ''}:${shared ?? ''}`} game={game} opened={opened} onKept={(id) => (current.current = id)} />;
}

function openMine(game: string, mine: string | null): Opened {
  if (!mine) return { variant: null, keptId: null, readOnly: false };
  const kept = findVariant(game, mine);
  return kept ? { variant: kept.variant, keptId: kept.id, readOnly: false } : { error: 'This variant is not kept in this browser (it may have been deleted).' };
}

function Missing({ text }: { text: string }) {
  return (
    <main className="page">
      <h1>Designer’s studio</h1>
      <p className="error">{text}</p>
      <p>
        <a href="#/">Back to the games</a>
      </p>
    </main>
  );
}


function Studio({ game, opened, onKept }: { game: AnyGame; opened: { variant: Variant | null; keptId: string | null; readOnly: boolean }; onKept(id: string | null): void }) {
  const original = useMemo<Files>(() => structuredClone(game.content!.files), [game]);
  const schemas = useMemo(() => Object.fromEntries(Object.entries(game.content!.schemas).map(([f, s]) => [f, jsonSchemaOf(s)])), [game]);
  const { initial, loadError } = useMemo<{ initial: Files; loadError: string | null }>(() => {
    if (!opened.variant) return { initial: original, loadError: null };
    try {
      return { initial: patchedContent(game, opened.variant.patch), loadError: null };
    } catch (e) {
      return { initial: original, loadError: `This variant no longer fits the game’s rules, so it opens as the rulebook has it: ${messageOf(e)}` };
    }
  }, [game, opened.variant, original]);
  const editor = useEditor(game, original, initial);
  const readOnly = opened.readOnly;
  const [name, setName] = useState(opened.variant?.name ?? '');
  const [note, setNote] = useState(opened.variant?.note ?? '');
  const [keptId, setKeptId] = useState<string | null>(opened.keptId);
  const [saved, setSaved] = useState(0);
  const [reveal, setReveal] = useState<{ file: string; path: Path } | null>(null);

  const named = name.trim();
  const variant: Variant | null = editor.problems.length || !named ? null : { format: 1, game: game.id, name: named, ...(note.trim() ? { note: note.trim() } : {}), patch: editor.patch };
  const changed = editor.changes.length > 0;

  // Kept in this browser as it is edited: the first change makes a new variant of mine (with a name to start with).
  const lastKept = useRef(opened.variant ? JSON.stringify(opened.variant) : '');
  const told = useRef(onKept);
  told.current = onKept;
  useEffect(() => {
    if (readOnly || (!changed && !keptId)) return;
    const toKeep: Variant = { format: 1, game: game.id, name: named || 'My variant', ...(note.trim() ? { note: note.trim() } : {}), patch: editor.patch };
    const text = JSON.stringify(toKeep);
    if (keptId && text === lastKept.current) return;
    lastKept.current = text;
    const id = keepVariant(toKeep, keptId ?? undefined);
    if (!keptId) {
      setKeptId(id);
      told.current(id);
      if (!named) setName('My variant');
      // The address names it, so a reload opens it again (no new page: the history stays).
      history.replaceState(null, '', `#/studio/${game.id}?mine=${id}`);
    }
    setSaved((n) => n + 1);
  }, [editor.patch, named, note, readOnly, changed, keptId, game.id]);

  useEffect(() => {
    if (!reveal) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(fieldId('safe', reveal.file, reveal.path)) ?? document.getElementById(fieldId('all', reveal.file, reveal.path));
      target?.scrollIntoView({ block: 'center' });
      (target instanceof HTMLDetailsElement ? target.querySelector('summary') : target)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [reveal]);

  const problems = useMemo(() => problemsByFile(editor.problems), [editor.problems]);
  const ctx = (file: string, idPrefix: string): FormContext => ({
    file,
    idPrefix,
    original: original[file],
    readOnly,
    problems: problems.get(file) ?? new Map(),
    reveal: reveal?.file === file ? pathKey(reveal.path) : null,
    set: (path, value) => editor.set(file, path, value),
  });

  const onKey = (e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey) || readOnly) return;
    const target = e.target as HTMLElement;
    // The name and the note are words: their own undo is the browser's.
    if (target.dataset.ownUndo) return;
    const k = e.key.toLowerCase();
    if (k === 'z' && !e.shiftKey) editor.undo();
    else if ((k === 'z' && e.shiftKey) || k === 'y') editor.redo();
    else return;
    e.preventDefault();
  };

  const makeCopy = () => {
    if (!opened.variant) return;
    const id = keepVariant(opened.variant);
    go(`#/studio/${game.id}?mine=${id}`);
  };

  return (
    <main className="page studio" onKeyDown={onKey}>
      <h1>Designer’s studio: {game.title}</h1>
      <p className="lead">
        Change the game’s numbers and lists, see at once whether the rules accept them, then try your variant at a table. The rulebook’s game stays as it is.{' '}
        <a href={`#/rules/${game.id}`}>Read the rules</a>
      </p>
      {loadError && <p className="error">{loadError}</p>}
      {readOnly && (
        <p className="shared-note">
          A shared variant: you can read it, try it and export it. <button type="button" className="primary" onClick={makeCopy}>Make a copy to edit</button>
        </p>
      )}

      <section className="variant-head" aria-labelledby="studio-variant">
        <h2 id="studio-variant">Your variant</h2>
        <p className="name-row">
          <label>
            Variant name{' '}
            <input type="text" value={name} maxLength={80} readOnly={readOnly} data-own-undo="1" onChange={(e) => setName(e.target.value)} placeholder="e.g. Cheap archery" aria-invalid={!named && changed ? true : undefined} />
          </label>
          {!named && changed && <span className="field-problems"> A variant needs a name.</span>}
        </p>
        <p className="note-row">
          <label>
            Note <span className="meta">(what it tries, for whoever opens it)</span>
            <textarea value={note} maxLength={2000} rows={2} readOnly={readOnly} data-own-undo="1" onChange={(e) => setNote(e.target.value)} />
          </label>
        </p>
        {!readOnly && (
          <p className="tool-row">
            <button type="button" onClick={editor.undo} disabled={editor.history.past.length === 0} aria-keyshortcuts="Control+Z">
              Undo
            </button>{' '}
            <button type="button" onClick={editor.redo} disabled={editor.history.future.length === 0} aria-keyshortcuts="Control+Shift+Z">
              Redo
            </button>{' '}
            <span className="meta" role="status">
              {keptId && saved > 0 ? 'Kept in this browser (My variants, below).' : ''}
            </span>
          </p>
        )}
      </section>

      {editor.problems.length > 0 && (
        <section className="problems-summary" aria-labelledby="studio-problems" role="alert">
          <h2 id="studio-problems">{editor.problems.length === 1 ? 'One problem' : `${editor.problems.length} problems`}: the rules refuse these numbers</h2>
          <ul>
            {editor.problems.map((p, i) => (
              <li key={i}>
                {p.file ? (
                  <button type="button" className="link" onClick={() => setReveal({ file: p.file!, path: p.at })}>
                    {fileWords(p.file)}: {capital(placeWords(editor.files[p.file], p.path))}
                  </button>
                ) : null}
                {p.file ? ' — ' : ''}
                {p.text}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="changes" aria-labelledby="studio-changes">
        <h2 id="studio-changes">Changes from the rulebook</h2>
        {!changed ? (
          <p className="meta">None yet: every number is the rulebook’s.</p>
        ) : (
          <ul className="change-list">
            {editor.changes.map((c, i) => (
              <li key={i}>
                <span className="change-file">{fileWords(c.file)}:</span> {c.text}
              </li>
            ))}
          </ul>
        )}
      </section>

      <GameMapEditor game={game} files={editor.files} problems={editor.problems} readOnly={readOnly} set={(file, value) => editor.set(file, [], value)} />

      <SafeNumbers game={game.id} files={editor.files} schemas={schemas} ctx={(file) => ctx(file, 'safe')} />

      <section className="all-content" aria-labelledby="studio-all">
        <h2 id="studio-all">All content</h2>
        <p className="meta">Every file of the game’s content, as forms. Open a file to change it.</p>
        {Object.keys(original).map((file) => (
          <Fold key={file} className="file-fold" forced={reveal?.file === file || problems.has(file)} summary={<>{fileWords(file)} <code className="path">{file}</code>{editor.changes.some((c) => c.file === file) && <span className="changed-mark"> · changed</span>}</>}>
            <SchemaForm schema={schemas[file]!} value={editor.files[file]} ctx={ctx(file, 'all')} />
          </Fold>
        ))}
      </section>

      <TryIt game={game} variant={variant} />

      <Suspense fallback={<p className="meta">Loading the measure…</p>}>
        {variant ? <Measure game={game} variant={variant} /> : <MeasureLater />}
      </Suspense>

      <VariantTools
        game={game}
        variant={variant}
        onImport={(v) => {
          const id = keepVariant(v);
          go(`#/studio/${game.id}?mine=${id}`);
        }}
      />

      <MyVariants
        game={game.id}
        current={keptId}
        version={saved}
        onRenamed={(id, newName) => id === keptId && setName(newName)}
        onDeleted={(id) => {
          if (id !== keptId) return;
          setKeptId(null);
          onKept(null);
          history.replaceState(null, '', `#/studio/${game.id}`);
        }}
      />
    </main>
  );
}
