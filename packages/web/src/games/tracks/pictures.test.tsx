import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { content } from '@ramparts/games/tracks/content/index.ts';
import { ICONS } from './icons.generated.ts';
import { CreditCard, TowerPiece, UnitToken } from './pieces.tsx';
import { TYPE_ICONS, UNIT_ICON } from './pictures.ts';
import { TracksRules } from './Rules.tsx';

// #31.5 "Pictures, not codes": a tower shows its type as a picture (game-icons), a wave's unit is an enemy's picture
// with its numbers (wave number, HP, movement) on badges, no longer a bare numbered disc.

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)</g)].map((m) => m[1].trim()).filter(Boolean);

describe('tracks pictures (#31.5)', () => {
  it('every tower type of the content has its own picture, and the wave units one', () => {
    for (const t of content.types) expect(ICONS[TYPE_ICONS[t.letter]], t.name).toBeDefined();
    expect(new Set(content.types.map((t) => TYPE_ICONS[t.letter])).size).toBe(content.types.length);
    expect(ICONS[UNIT_ICON]).toBeDefined();
  });

  it('a tower draws its type’s picture on its roof; a unit its picture, its wave number, HP and movement on badges', () => {
    for (const t of content.types) {
      const svg = renderToStaticMarkup(<svg><TowerPiece size={60} card={`${t.letter}2`} owner={0} level={1} /></svg>);
      expect(svg).toContain('class="icon"');
      expect(texts(svg)).toEqual(['II']);
    }
    // A credit card shows its type's picture, as the tower's roof does, beside its Mark.
    for (const t of content.types) expect(renderToStaticMarkup(<svg><CreditCard x={0} y={0} w={56} h={76} card={`${t.letter}1`} /></svg>)).toContain('class="icon"');
    const unit = renderToStaticMarkup(<svg><UnitToken size={60} number={7} hp={5} move={3} left={2} /></svg>);
    expect(unit).toContain('class="icon"');
    expect(unit.match(/class="badge"/g)!.length).toBe(3);
    expect(texts(unit).sort()).toEqual(['3', '5', '7']);
  });

  it('the rules page credits the icons as their licence asks', () => {
    expect(renderToStaticMarkup(<TracksRules />)).toContain('Icons by Lorc, Delapouite &amp; contributors, <a href="https://game-icons.net">game-icons.net</a>');
  });
});
