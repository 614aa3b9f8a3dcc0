import { useEffect, useState } from 'react';

/** Loads once per key (the loader is read when the key changes); the error is the server’s sentence. */
export function useLoad<T>(load: () => Promise<T>, key: string): { data: T | null; problem: string | null } {
  const [state, setState] = useState<{ key: string; data: T | null; problem: string | null }>({ key: '', data: null, problem: null });
  useEffect(() => {
    let live = true;
    load()
      .then((data) => live && setState({ key, data, problem: null }))
      .catch((e: unknown) => live && setState({ key, data: null, problem: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
  }, [key]);
  return state.key === key ? state : { data: null, problem: null };
}

