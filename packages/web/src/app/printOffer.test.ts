import { describe, expect, it } from 'vitest';
import { likelyPaper } from './PrintOffer.tsx';

describe('print and play: the paper offered first', () => {
  it.each([
    [['en-US', 'en'], 'letter'],
    [['fr-CA'], 'letter'],
    [['en-GB', 'en'], 'a4'],
    [['de-DE'], 'a4'],
    [['en'], 'a4'],
    [[], 'a4'],
  ])('%j → %s', (languages, paper) => {
    expect(likelyPaper(languages)).toBe(paper);
  });
});
