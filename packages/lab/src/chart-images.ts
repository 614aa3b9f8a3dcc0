/**
 * A lab chart as a picture, in Node: Vega-Lite → Vega → SVG (a headless View) → PNG (resvg). The report writes both
 * beside its page so a chart can go into a document or an issue without a browser.
 */
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { LabChart } from './charts.ts';

/** The chart as an SVG document (fonts named, not embedded). */
export async function chartSvg(chart: LabChart): Promise<string> {
  const { spec } = compile(chart.spec as unknown as TopLevelSpec);
  const view = new vega.View(vega.parse(spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** The SVG drawn at twice its size (sharp on high-density screens), text in the system's fonts. */
export function svgToPng(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: 2 },
    background: 'white',
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}

const FONT_DIRS = ['/usr/share/fonts', '/usr/local/share/fonts', join(homedir(), '.fonts'), join(homedir(), '.local/share/fonts'), '/System/Library/Fonts', '/Library/Fonts', 'C:\\Windows\\Fonts'];

/**
 * Whether resvg will find any font to draw text with. Without one the PNGs come out with their marks but no words,
 * which the report says instead of failing (the SVGs and the HTML page are unaffected: browsers bring fonts).
 */
export function systemFontsFound(dirs: readonly string[] = FONT_DIRS): boolean {
  const hasFont = (dir: string, depth: number): boolean => {
    if (depth > 4 || !existsSync(dir)) return false;
    try {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isFile() && /\.(ttf|otf|ttc)$/i.test(entry.name)) return true;
        if (entry.isDirectory() && hasFont(join(dir, entry.name), depth + 1)) return true;
      }
    } catch {
      return false;
    }
    return false;
  };
  return dirs.some((dir) => hasFont(dir, 0));
}
