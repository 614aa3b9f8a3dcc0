import { useSyncExternalStore } from 'react';

/** Below this width (CSS px) the boards draw their phone layout: fewer things per row, larger type. */
const QUERY = '(max-width: 640px)';

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

/** True on a phone-sized screen; false where there is no window (server rendering, tests). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (on) => {
      const m = media();
      m?.addEventListener('change', on);
      return () => m?.removeEventListener('change', on);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}
