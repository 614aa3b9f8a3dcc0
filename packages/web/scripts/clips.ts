// `npm run clips`: a short looping GIF per game (docs/clips/<game>.gif, linked from the README): the screenshots'
// mid-game position (scenes.ts) with every seat a bot, a few moves played on the board with motion at Normal.
// Frames are taken from the board every ~150 ms; a frame equal to the one before only lengthens it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import gifenc from 'gifenc';
import { PNG } from 'pngjs';
import { openScene, SCENES, type Scene } from './scenes.ts';
import { newPage, startHarness, WEB, type Harness } from '../test/browser.ts';

const { GIFEncoder, applyPalette, quantize } = gifenc;
const OUT = join(WEB, '..', '..', 'docs', 'clips');
/** How long each clip runs, and the gap between frames (ms). */
const LENGTH_MS = 9_000;
const FRAME_MS = 150;
/** The clip is the board at half the desktop's size: small enough to load in a README. */
const SHRINK = 2;

/** Halves an RGBA picture by averaging each 2×2 block. */
function shrink(png: PNG): { data: Uint8Array; width: number; height: number } {
  const width = Math.floor(png.width / SHRINK);
  const height = Math.floor(png.height / SHRINK);
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let dy = 0; dy < SHRINK; dy++) for (let dx = 0; dx < SHRINK; dx++) sum += png.data[((y * SHRINK + dy) * png.width + x * SHRINK + dx) * 4 + c];
        data[(y * width + x) * 4 + c] = sum / (SHRINK * SHRINK);
      }
  return { data, width, height };
}

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && Buffer.from(a.buffer, a.byteOffset, a.length).equals(Buffer.from(b.buffer, b.byteOffset, b.length));

async function clip(h: Harness, scene: Scene): Promise<void> {
  const page = await newPage(h, 1280, 800);
  await page.addInitScript(() => localStorage.setItem('ramparts:motion', 'normal'));
  await openScene(h, page, scene, true);
  const board = page.locator('.board-area').first();
  const frames: { data: Uint8Array; width: number; height: number; ms: number }[] = [];
  const end = Date.now() + LENGTH_MS;
  while (Date.now() < end) {
    const started = Date.now();
    const frame = shrink(PNG.sync.read(await board.screenshot({ animations: 'allow' })));
    const last = frames.at(-1);
    if (last && last.width === frame.width && last.height === frame.height && same(last.data, frame.data)) last.ms += FRAME_MS;
    else frames.push({ ...frame, ms: FRAME_MS });
    const wait = FRAME_MS - (Date.now() - started);
    if (wait > 0) await page.waitForTimeout(wait);
  }
  await page.context().close();
  // One palette for the whole clip (from the first frame) keeps colours still from frame to frame.
  const { width, height } = frames[0];
  const palette = quantize(frames[0].data, 256);
  const gif = GIFEncoder();
  for (const f of frames) {
    if (f.width !== width || f.height !== height) continue;
    gif.writeFrame(applyPalette(f.data, palette), width, height, { palette, delay: f.ms });
  }
  gif.finish();
  const file = join(OUT, `${scene.game}.gif`);
  writeFileSync(file, gif.bytes());
  console.log(`${file}: ${frames.length} frames, ${Math.round(gif.bytes().length / 1024)} KB`);
}

mkdirSync(OUT, { recursive: true });
const h = await startHarness();
try {
  const only = process.argv.slice(2);
  for (const scene of SCENES) if (only.length === 0 || only.includes(scene.game)) await clip(h, scene);
} finally {
  await h.close();
}
