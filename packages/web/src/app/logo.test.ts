import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGO_PATH } from './Logo.tsx';

const WEB = join(import.meta.dirname, '..', '..');

describe('the mark', () => {
  it('is one shape: the top bar’s, the favicon’s, and the bar index.html paints before the script runs', () => {
    expect(readFileSync(join(WEB, 'public', 'favicon.svg'), 'utf8')).toContain(`d="${LOGO_PATH}"`);
    const html = readFileSync(join(WEB, 'index.html'), 'utf8');
    expect(html).toContain(`d="${LOGO_PATH}"`);
    // The painted bar is the app's own (same classes and name), so nothing moves when React replaces it.
    expect(html).toMatch(/<div id="root"><header class="topbar"><a href="#\/" class="brand" aria-label="Ramparts: home">/);
  });
});
