import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { MatchDriver } from '../driver.ts';
import { ChatChannel, fetchChat, MAX_CHAT_CHARS, muteSpectators, spectatorsMuted, type ChatLine } from '../online/chat.ts';

/*
 * The table chat of online matches. Every line is a React text node: nothing a player writes is ever read as HTML.
 */

/** The lines, oldest first, in a scrolling log that follows the newest; spectators' lines marked as watching. */
export function ChatLines({ lines, label }: { lines: readonly ChatLine[]; label: string }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lines]);
  return (
    // The log role on a wrapper that is there from the start (a live region must exist before lines arrive); on
    // the <ol> itself it would take away the list's meaning from its items.
    <div role="log" aria-label={label} className="chat-lines">
      {lines.length === 0 ? (
        <p className="meta">Nothing said yet.</p>
      ) : (
        <ol ref={list} tabIndex={0} aria-label={label}>
          {lines.map((l) => (
            <li key={l.seq} data-seq={l.seq} className={l.watching ? 'chat-line watching' : 'chat-line'}>
              <strong>{l.name}</strong>
              {l.watching && (
                <span className="meta" data-tip="Watching this match, not playing at a seat">
                  {' '}
                  (watching)
                </span>
              )}
              : {l.text}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The chat beside an online table: nothing for a game on this device (its driver has no chat). */
/** The server match a table plays, when it is online (its chat channel says which), else null. */
export function onlineMatchOf(driver: MatchDriver): string | null {
  const channel = (driver as { chat?: unknown }).chat;
  return channel instanceof ChatChannel ? channel.match : null;
}

export function ChatPanel({ driver }: { driver: MatchDriver }) {
  const channel = (driver as { chat?: unknown }).chat;
  return channel instanceof ChatChannel ? <LiveChat channel={channel} /> : null;
}

function LiveChat({ channel }: { channel: ChatChannel }) {
  const lines = useSyncExternalStore(
    (l) => channel.subscribe(l),
    () => channel.get(),
  );
  const [muted, setMuted] = useState(() => spectatorsMuted(channel.match));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const shown = muted ? lines.filter((l) => !l.watching) : lines;
  const hidden = lines.length - shown.length;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    try {
      await channel.send(text);
      setText('');
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="log chat" aria-labelledby="chat-title">
      <h2 id="chat-title">Table chat</h2>
      <ChatLines lines={shown} label="Table chat" />
      {muted && hidden > 0 && <p className="meta">{hidden === 1 ? 'One line from a spectator is hidden.' : `${hidden} lines from spectators are hidden.`}</p>}
      <form className="row" onSubmit={(e) => void submit(e)}>
        <input value={text} onChange={(e) => setText(e.target.value)} maxLength={MAX_CHAT_CHARS} aria-label="Write to the table" placeholder="Say something" size={24} />{' '}
        <button type="submit" disabled={sending || !text.trim()}>
          Send
        </button>
      </form>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <label className="check small">
        <input
          type="checkbox"
          checked={muted}
          onChange={(e) => {
            setMuted(e.target.checked);
            muteSpectators(channel.match, e.target.checked);
          }}
        />{' '}
        Mute spectators
      </label>
    </section>
  );
}

/** A finished online match's chat, in its replay: nothing when none was said (or the server cannot say). */
export function MatchChat({ match }: { match: string }) {
  const [lines, setLines] = useState<ChatLine[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchChat(match).then(
      (l) => live && setLines(l),
      () => live && setLines([]),
    );
    return () => {
      live = false;
    };
  }, [match]);
  if (!lines || lines.length === 0) return null;
  return (
    <section className="log chat" aria-labelledby="replay-chat-title">
      <h2 id="replay-chat-title">Table chat</h2>
      <ChatLines lines={lines} label="Table chat of this match" />
    </section>
  );
}
