import { gameList } from '@ramparts/games/list';
import { useEffect, useState } from 'react';
import { useAccount } from '../account/session.ts';
import { adoptAccountTables } from '../account/tables.ts';
import { forgetLocal, forgetOnline, localMatches, onlineIds, onlineMatches, type MyMatch } from './myMatches.ts';
import { timeLeftText, titleWithCount } from './turnBased.ts';

/** How often the list asks the server again while a match of yours is live (turn-based tables become yours meanwhile). */
const REFRESH_MS = 60_000;

/** A turn-based table waiting for you, in words: "your turn — 20 h left" (no limit: "your turn"). */
export const waitingWords = (w: NonNullable<MyMatch['waiting']>): string => (w.left === null ? 'your turn' : `your turn — ${timeLeftText(w.left)}`);

/**
 * The order of the list: turn-based tables waiting for you first (the least time left first), then live ones where
 * it is your turn, the others under way, those waiting for players, finished last; newest first within each.
 */
export function sortMine(list: MyMatch[], yourTurn: ReadonlySet<string> | null): MyMatch[] {
  const turn = (m: MyMatch) => m.where === 'online' && m.status === 'live' && (!!m.waiting || !!yourTurn?.has(m.id));
  const rank = (m: MyMatch) => (m.waiting ? 0 : turn(m) ? 1 : m.status === 'live' ? 2 : m.status === 'finished' ? 4 : 3);
  const left = (m: MyMatch) => m.waiting?.left ?? Infinity;
  return [...list].sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? left(a) - left(b) : 0) || b.createdAt - a.createdAt);
}

export const titleOf = (id: string) => gameList.find((g) => g.id === id)?.title ?? 'A game';

export const STATUS: Record<MyMatch['status'], string> = {
  live: 'under way',
  open: 'waiting for players',
  finished: 'finished',
  expired: 'expired (its seats stayed empty)',
  gone: 'no longer on the server',
  unknown: 'the server did not say',
};

export const when = (t: number) => (t ? new Date(t).toLocaleDateString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }) : '');

/** Your matches as the home page knows them: kept in one place, so "Continue" and "Your matches" ask the server once. */
export interface Mine {
  /** Sorted as `sortMine` says: waiting for you first, finished last. */
  list: MyMatch[];
  /** The server has not answered yet about the online ones. */
  asking: boolean;
  /** There are online matches held here (the server's answer may be missing). */
  anyOnline: boolean;
  /** Whether it is your turn there (online). */
  turn(m: MyMatch): boolean;
  forget(m: MyMatch): void;
}

/**
 * The matches in this browser, those you hold a seat in on the server and those you were invited to; signed in, the
 * account's tables join them first. Asked again now and then while one is live; counts your waiting tables in the title.
 */
export function useMyMatches(offline: boolean): Mine {
  const [local, setLocal] = useState<MyMatch[]>(() => localMatches());
  const [online, setOnline] = useState<MyMatch[] | null>(() => (onlineIds().length ? null : []));

  const account = useAccount();
  /** Signed in: the account's tables where it is your turn (the account's tables join this browser's first). */
  const [yourTurn, setYourTurn] = useState<Set<string> | null>(null);

  useEffect(() => {
    if (offline || !account) return;
    let live = true;
    adoptAccountTables().then(
      (turns) => {
        if (!live) return;
        setYourTurn(turns);
        setOnline(null);
      },
      () => live && setYourTurn(new Set()),
    );
    return () => {
      live = false;
    };
  }, [offline, account]);

  useEffect(() => {
    if (offline || online !== null) return;
    // Signed in: wait for the account's tables to be kept here, so the list is asked for once, with them.
    if (account === undefined || (account && yourTurn === null)) return;
    let live = true;
    void onlineMatches().then((list) => live && setOnline(list));
    return () => {
      live = false;
    };
  }, [offline, online, account, yourTurn]);

  // While a match of yours is live, the list is asked for again now and then (without "Asking…" in between).
  const anyLive = !!online?.some((m) => m.status === 'live');
  useEffect(() => {
    if (offline || !anyLive) return;
    let live = true;
    const t = setInterval(() => void onlineMatches().then((list) => live && setOnline(list)), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(t);
    };
  }, [offline, anyLive]);

  // The page's title counts the turn-based tables waiting for you: "(3) Ramparts", each time the list comes.
  const waitingCount = online?.filter((m) => m.waiting).length ?? 0;
  useEffect(() => {
    document.title = titleWithCount(waitingCount);
  }, [waitingCount, online]);
  useEffect(() => () => void (document.title = 'Ramparts'), []);

  return {
    list: sortMine([...(online ?? []), ...local], yourTurn),
    asking: online === null && !offline,
    anyOnline: onlineIds().length > 0,
    turn: (m) => m.where === 'online' && m.status === 'live' && (!!m.waiting || !!yourTurn?.has(m.id)),
    forget: (m) => {
      if (m.where === 'local') {
        forgetLocal(m.id);
        setLocal(localMatches());
      } else {
        // An online match no one can play any more: its seat and invitation are of no use.
        forgetOnline(m.id);
        setOnline((list) => list?.filter((x) => x.id !== m.id) ?? null);
      }
    },
  };
}

/** "Your matches": every one of them, under way and finished, with a way to forget those of no more use. */
export function MyMatches({ mine, offline }: { mine: Mine; offline: boolean }) {
  const { list, turn } = mine;
  if (list.length === 0 && !mine.anyOnline) return null;
  const ongoing = list.filter((m) => m.status !== 'finished');
  const done = list.filter((m) => m.status === 'finished');

  const row = (m: MyMatch) => {
    const where = m.where === 'local' ? 'in this browser' : m.role === 'invited' ? 'online, you were invited' : `online${m.seats?.length ? ` as ${m.seats.join(', ')}` : ''}`;
    const facts = [m.players ? `${m.players} player${m.players === 1 ? '' : 's'}` : '', m.turnBased ? 'turn-based' : '', where, m.moves !== undefined ? `${m.moves} moves` : '', when(m.createdAt)].filter(Boolean);
    return (
      <li key={`${m.where}:${m.id}`} className="my-match">
        <a href={m.replay ?? m.href} className="my-title">
          {titleOf(m.game)}
        </a>{' '}
        <span className={`my-status ${m.status}`}>{STATUS[m.status]}</span>
        {turn(m) && <span className="your-turn">{m.waiting ? waitingWords(m.waiting) : 'your turn'}</span>}
        <span className="meta my-facts">{facts.join(' · ')}</span>
        <span className="my-actions">
          {m.replay ? <a href={m.replay}>Watch the replay</a> : m.status !== 'gone' ? <a href={m.href}>{m.role === 'invited' ? 'Open' : 'Continue'}</a> : null}{' '}
          {(m.where === 'local' || m.status === 'gone' || m.status === 'expired') && (
            <button
              className="link"
              aria-label={`Forget this ${titleOf(m.game)} match`}
              onClick={() => mine.forget(m)}
            >
              Forget
            </button>
          )}
        </span>
      </li>
    );
  };

  return (
    <section aria-labelledby="my-matches" className="my-matches">
      <h2 id="my-matches">Your matches</h2>
      {mine.asking && <p className="meta">Asking the server about your online matches…</p>}
      {offline && mine.anyOnline && <p className="meta">The server does not answer: your online matches are not shown.</p>}
      {ongoing.length > 0 && (
        <>
          <h3>Under way</h3>
          <ul className="list">{ongoing.slice(0, 12).map(row)}</ul>
        </>
      )}
      {done.length > 0 && (
        <>
          <h3>Finished</h3>
          <ul className="list">{done.slice(0, 12).map(row)}</ul>
        </>
      )}
    </section>
  );
}
