import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cardsUi } from './cards/ui.tsx';
import { coinsUi } from './coins/ui.tsx';
import { crystalUi } from './crystal/ui.tsx';
import { diceUi } from './dice/ui.tsx';
import { tracksUi } from './tracks/ui.tsx';
import type { GameUi } from './types.ts';

// A rules page speaks of "the rulebook", never of "the seed" (our name for a rules document, issue #27); the
// random seed is no word of these pages.
const SOURCE_WORD = /\bseed(?:'s|s)?\b/i;

const uis: Record<string, GameUi> = { coins: coinsUi as GameUi, cards: cardsUi as GameUi, tracks: tracksUi as GameUi, dice: diceUi as GameUi, crystal: crystalUi as GameUi };

/** A page's words without its markup. */
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'");

describe('rules pages speak of the rulebook (issue #27)', () => {
  it('the check finds the word on a page that says it', () => {
    expect(words(renderToStaticMarkup(<h2>What we decided where the seed is silent</h2>))).toMatch(SOURCE_WORD);
  });

  for (const [id, ui] of Object.entries(uis)) {
    it(`${id}: the rules page never says "seed"`, () => {
      const text = words(renderToStaticMarkup(<ui.Rules />));
      expect(text.length).toBeGreaterThan(200);
      expect(text.match(SOURCE_WORD)?.[0] ?? null).toBeNull();
    });
  }
});
