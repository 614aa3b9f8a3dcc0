import { useMemo, useSyncExternalStore } from 'react';
import { hasTutorial } from '../games/common/tutorial/links.ts';

export type Route =
  | { page: 'home' }
  | { page: 'new'; game: string }
  | { page: 'local'; id: string }
  | { page: 'match'; id: string; invite?: string; watch?: string }
  | { page: 'replay'; source: 'local' | 'match' | 'file'; id: string }
  | { page: 'rules'; game: string }
  | { page: 'learn'; game: string }
  | { page: 'campaign'; game: string; group: string | null }
  | { page: 'lab'; url: string | null }
  /** The designer's studio (#32): a shared variant by its digest (read-only), or one of mine by its id here. */
  | { page: 'studio'; game: string; shared: string | null; mine: string | null }
  | { page: 'account'; link?: { kind: 'verify' | 'reset'; token: string } }
  | { page: 'player'; name: string | null }
  | { page: 'leaderboards' }
  | { page: 'leaderboard'; game: string; mode: string; pageNumber: number }
  | { page: 'hall'; game: string }
  | { page: 'missing'; path: string };

/**
 * The page a location hash names: `#/new/coins`, `#/local/ab12`, `#/match/xyz`, `#/replay/match/xyz` … A private
 * match's link carries its invitation after the path: `#/match/xyz?invite=…`, its spectator link the spectator key:
 * `#/match/xyz?watch=…`.
 */
export function parseRoute(hash: string): Route {
  const [path, query = ''] = hash.replace(/^#\/?/, '').split('?', 2);
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [a, b, c] = parts;
  if (parts.length === 0) return { page: 'home' };
  if (a === 'new' && b) return { page: 'new', game: b };
  if (a === 'local' && b) return { page: 'local', id: b };
  if (a === 'match' && b) {
    const q = new URLSearchParams(query);
    const invite = q.get('invite');
    const watch = q.get('watch');
    return { page: 'match', id: b, ...(invite ? { invite } : {}), ...(watch ? { watch } : {}) };
  }
  if (a === 'rules' && b) return { page: 'rules', game: b };
  if (a === 'learn' && b && hasTutorial(b)) return { page: 'learn', game: b };
  if (a === 'campaign' && (b === 'tracks' || b === 'dice')) return { page: 'campaign', game: b, group: c ?? null };
  if (a === 'replay' && (b === 'local' || b === 'match') && c) return { page: 'replay', source: b, id: c };
  if (a === 'account' && !b) return { page: 'account' };
  // The links mailed to confirm an address or reset a password (#29).
  if (a === 'account' && (b === 'verify' || b === 'reset') && c) return { page: 'account', link: { kind: b, token: c } };
  if (a === 'me' && !b) return { page: 'player', name: null };
  if (a === 'player' && b && !c) return { page: 'player', name: b };
  if (a === 'leaderboards' && !b) return { page: 'leaderboards' };
  if (a === 'leaderboards' && b && c) return { page: 'leaderboard', game: b, mode: c, pageNumber: Math.max(1, Math.floor(Number(new URLSearchParams(query).get('page') ?? 1)) || 1) };
  if (a === 'hall' && b && !c) return { page: 'hall', game: b };
  if (a === 'studio' && b && !c) {
    const q = new URLSearchParams(query);
    return { page: 'studio', game: b, shared: q.get('variant'), mine: q.get('mine') };
  }
  if (a === 'lab' && !b) return { page: 'lab', url: new URLSearchParams(query).get('url') };
  if (a === 'replay' && b === 'file') return { page: 'replay', source: 'file', id: 'file' };
  return { page: 'missing', path: parts.join('/') };
}

const onHashChange = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};

/**
 * The page the address names. Read from the address at every render and on every change: a hash changed while the
 * first render was still under way (it yields to the browser) is not missed.
 */
export function useRoute(): Route {
  const hash = useSyncExternalStore(onHashChange, () => location.hash);
  return useMemo(() => parseRoute(hash), [hash]);
}

export function go(hash: string): void {
  location.hash = hash;
}
