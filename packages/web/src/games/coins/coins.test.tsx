import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { optionWords } from '../../app/options.ts';
import { CoinsRules } from './Rules.tsx';

describe('Coin Siege rules page', () => {
  it('says the printed duel favours the Attacker, with the figure, and names the option that evens it as the new-game form does', () => {
    const html = renderToStaticMarkup(<CoinsRules />);
    expect(html).toContain('Is the duel fair?');
    expect(html).toContain('62.5%');
    // The option's name and value, in the very words of the new-game form, so the page cannot point at a choice that is not there.
    const tosses = optionWords('coins', 'garrisonTosses');
    expect(html).toContain(`<strong>${tosses.label!}</strong>`);
    expect(html).toContain(`<strong>${tosses.values!.unlimited}</strong>`);
  });
});
