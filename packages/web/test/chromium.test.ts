import { describe, expect, it } from 'vitest';
import { chromiumMissing } from './browser.ts';

describe('browser tests without Chromium', () => {
  it('are skipped with one line saying how to get it', () => {
    const line = chromiumMissing({ CHROMIUM: '/nowhere/chromium' }, () => false);
    expect(line).toContain('sudo apt-get install chromium');
    expect(line).not.toContain('\n');
  });

  it('fail under CI=true, where they must run', () => {
    expect(() => chromiumMissing({ CHROMIUM: '/nowhere/chromium', CI: 'true' }, () => false)).toThrow(/CI=true/);
  });

  it('run when Chromium is there', () => {
    expect(chromiumMissing({ CI: 'true' }, (p) => p === '/usr/bin/chromium')).toBeNull();
  });
});
