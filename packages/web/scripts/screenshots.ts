// `npm run screenshots`: each board at a mid-game position (scenes.ts), on a desktop (1280×800) and a phone
// (390×844), into docs/screenshots/<game>-{desktop,phone}.png (the README shows them).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openScene, SCENES, type Scene } from './scenes.ts';
import { accessibilityProblems, newPage, startHarness, WEB, type Harness } from '../test/browser.ts';

const OUT = join(WEB, '..', '..', 'docs', 'screenshots');

async function capture(h: Harness, scene: Scene): Promise<void> {
  for (const [name, width, height] of [['desktop', 1280, 800], ['phone', 390, 844]] as const) {
    const page = await newPage(h, width, height);
    const moves = await openScene(h, page, scene);
    await page.locator('.your-turn').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const file = join(OUT, `${scene.game}-${name}.png`);
    await page.screenshot({ path: file });
    console.log(`${file} (${moves} moves in)`);
    // What axe-core finds on the board at this position, said beside the picture (the boards' suites fail on it).
    for (const problem of await accessibilityProblems(page)) console.log(`  axe: ${problem}`);
    await page.context().close();
  }
}

mkdirSync(OUT, { recursive: true });
const h = await startHarness();
try {
  const only = process.argv.slice(2);
  for (const scene of SCENES) if (only.length === 0 || only.includes(scene.game)) await capture(h, scene);
} finally {
  await h.close();
}
