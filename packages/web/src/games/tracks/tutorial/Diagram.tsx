import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { useLayoutEffect, useRef } from 'react';
import { TipLayer } from '../../common/tip.tsx';
import { TracksBoard } from '../Board.tsx';
import './tutorial.css';

const NOTHING: ReadonlySet<string> = new Set();
const ignore = () => {};

/**
 * A diagram for the rules: the real tracks board drawing a real view, not interactive, cropped to the part that
 * matters (the union of the elements whose `data-ref` is in `show`: `cell:29`, `stack:build` …). The crop is read
 * from the drawing itself, so it follows the board wherever it puts things.
 */
export function BoardDiagram({ view, show, caption }: { view: TracksView; show: string[]; caption: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const svg = box.current?.querySelector('svg');
    const toUser = svg?.getScreenCTM()?.inverse();
    if (!svg || !toUser) return;
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (const el of svg.querySelectorAll(show.map((ref) => `[data-ref="${ref}"]`).join(','))) {
      const r = el.getBoundingClientRect();
      // Screen corners back into the board's own units (whatever its viewBox and size are now).
      for (const [sx, sy] of [
        [r.left, r.top],
        [r.right, r.bottom],
      ]) {
        const p = new DOMPoint(sx, sy).matrixTransform(toUser);
        x0 = Math.min(x0, p.x);
        y0 = Math.min(y0, p.y);
        x1 = Math.max(x1, p.x);
        y1 = Math.max(y1, p.y);
      }
    }
    if (x0 === Infinity) return;
    // The whole board's box, kept for the crop's check in the browser test.
    if (!svg.dataset.whole) svg.dataset.whole = svg.getAttribute('viewBox') ?? '';
    svg.setAttribute('viewBox', `${x0 - 4} ${y0 - 4} ${x1 - x0 + 8} ${y1 - y0 + 8}`);
    // Drawn at about the board's own scale: a small crop is not blown up to the page's width.
    svg.style.maxWidth = `${Math.round((x1 - x0 + 8) * 1.1)}px`;
    svg.classList.add('diagram-board');
    // Nothing in a diagram can be clicked: it is one picture, named by its caption.
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', caption);
    // Inside a picture the pieces' own names are not read (their tooltips stay, on data-tip).
    for (const el of svg.querySelectorAll('[aria-label], [role]')) {
      el.removeAttribute('aria-label');
      el.removeAttribute('role');
    }
    // The board's "in words" part explains a whole board; the caption explains this crop.
    box.current?.querySelector('details')?.setAttribute('hidden', '');
  }, [view, show, caption]);
  return (
    <figure className="tracks-diagram">
      <TipLayer>
        <div ref={box}>
          <TracksBoard view={view} seat={view.seat} seatNames={['Player 1', 'Player 2']} next={NOTHING} chosen={[]} onPick={ignore} narrow={false} />
        </div>
      </TipLayer>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
