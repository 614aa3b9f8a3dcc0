// `npm run screenshots`: each board at a mid-game position (scenes.ts), on a desktop (1280×800) and a phone
// (390×844), into docs/screenshots/<game>-{desktop,phone}.png (the README shows them); and the designer's studio
// (a dice variant edited, then measured against the original) into docs/studio/{editor,measure}.png (docs/studio.md).
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

/** The studio: a cheaper Archery Tower with its change in words and the road's editor, then a sweep measured. */
async function captureStudio(h: Harness): Promise<void> {
  const out = join(WEB, '..', '..', 'docs', 'studio');
  mkdirSync(out, { recursive: true });
  const page = await newPage(h, 1280, 900);
  await page.goto(`${h.url}#/studio/dice`);
  await page.getByRole('heading', { name: /^Designer’s studio: / }).waitFor();
  await page.locator('section.safe').getByLabel('Archery Tower purchase', { exact: true }).fill('3');
  await page.getByLabel('Variant name').fill('Cheaper archery');
  await page.getByLabel(/^Note/).fill('Archery Towers cost 3: do the heroes hold the gate more easily?');
  await page.locator('.change-list').waitFor();
  await page.screenshot({ path: join(out, 'editor.png') });
  const measure = page.locator('section.measure');
  await measure.getByLabel('Experiment', { exact: true }).selectOption('sweep');
  await measure.getByLabel('Number to vary', { exact: true }).fill('rules.json.difficulty.normal.horde');
  for (const [label, value] of [['From', '60'], ['To', '100'], ['In steps of', '20'], ['Games per cell', '20']]) await measure.getByLabel(label!, { exact: true }).fill(value!);
  await measure.getByLabel('On the ladder step', { exact: true }).selectOption('scenario-4-normal');
  await measure.getByLabel('Bots', { exact: true }).selectOption('normal');
  await measure.getByRole('button', { name: 'Measure' }).click();
  await measure.getByText(/^Measured\./).waitFor({ timeout: 300_000 });
  await measure.locator('figure[data-chart="win-rate"] svg.marks').waitFor();
  await page.waitForTimeout(500);
  await measure.screenshot({ path: join(out, 'measure.png') });
  console.log(`${join(out, 'editor.png')}, ${join(out, 'measure.png')}`);
  for (const problem of await accessibilityProblems(page)) console.log(`  axe: ${problem}`);
  await page.context().close();
}

mkdirSync(OUT, { recursive: true });
const h = await startHarness();
try {
  const only = process.argv.slice(2);
  for (const scene of SCENES) if (only.length === 0 || only.includes(scene.game)) await capture(h, scene);
  if (only.length === 0 || only.includes('studio')) await captureStudio(h);
} finally {
  await h.close();
}
