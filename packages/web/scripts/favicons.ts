// `npx tsx packages/web/scripts/favicons.ts`: draws the PNG favicons (48 px, and 180 px for a phone's home screen)
// from public/favicon.svg in headless Chromium, so the PNGs are always the SVG mark (src/app/Logo.tsx).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, WEB } from '../test/browser.ts';

const PUBLIC = join(WEB, 'public');
const svg = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const [file, size] of [['favicon-48.png', 48], ['apple-touch-icon.png', 180]] as const) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // A phone's home screen rounds the corners itself: its icon is the full square.
    const body = file.startsWith('apple') ? svg.replace('rx="7"', 'rx="0"') : svg;
    await page.setContent(`<html><body style="margin:0;background:transparent">${body.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    await page.screenshot({ path: join(PUBLIC, file), omitBackground: true });
    console.log(`${join(PUBLIC, file)} (${size}×${size})`);
    await page.close();
  }
} finally {
  await browser.close();
}
