import { createContext, useContext, useRef, type ReactNode } from 'react';
import { useNarrow } from './narrow.ts';

/** The zoom of the page's board: "targets" follows the targets' size, "chosen" is the player's own. */
export interface ZoomState {
  zoom: number;
  mode: 'targets' | 'chosen';
}

/** A ZoomPan's state on a phone; null on a larger screen or with no ZoomPan. */
const ZoomContext = createContext<ZoomState | null>(null);

/**
 * Gives the board below it its zoom on a phone: the board's ZoomDrawing (ZoomDrawing.tsx, which says how a board
 * uses it) zooms, nothing else does. It keeps the zoom the player chose while the drawing is drawn again. Draws nothing.
 */
export function ZoomPan({ children }: { children: ReactNode }) {
  const narrow = useNarrow();
  const state = useRef<ZoomState>({ zoom: 1, mode: 'targets' });
  return <ZoomContext.Provider value={narrow ? state.current : null}>{children}</ZoomContext.Provider>;
}

/** The zoom of the ZoomPan above, on a phone; null elsewhere (the drawing is not zoomed). */
export const useZoomState = (): ZoomState | null => useContext(ZoomContext);
