import type { Page } from 'playwright-core';

// The phone's table test is suites/fit-phone.ts (#31.2); this file keeps the measure the board suites share.

/**
 * The page at phone width: sideways scrolling, how far right the board (its frame: a zoomed drawing pans inside it)
 * and the move list reach, the smallest board text.
 */
export async function measure(page: Page) {
  return page.evaluate(() => {
    const doc = document.scrollingElement!;
    const svg = document.querySelector<SVGSVGElement>('.board-area svg')!;
    // The font size as drawn on the screen: the text's own size times every scale above it (viewBox, groups), in
    // every drawing of the board (on a phone its map and, apart, its panels).
    const sizes = [...document.querySelectorAll<SVGTextElement>('.board-area svg text')]
      .filter((t) => t.textContent?.trim())
      .map((t) => {
        const m = t.getScreenCTM()!;
        return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
      });
    return {
      scrollWidth: doc.scrollWidth,
      clientWidth: doc.clientWidth,
      boardRight: (svg.closest('.board-holder') ?? svg).getBoundingClientRect().right,
      stepsRight: document.querySelector('.steps')!.getBoundingClientRect().right,
      smallestText: Math.min(...sizes),
    };
  });
}
