import type { LabChart } from '@ramparts/lab/charts';
import embed, { type VisualizationSpec } from 'vega-embed';

/**
 * Draws one lab chart into `holder` with vega-embed, under the app's Content-Security-Policy: expressions run through
 * Vega's interpreter (`ast: true`, no `new Function`), and neither vega-embed nor its tooltip injects a <style>
 * element (their rules are in lab.css). The actions menu offers the chart as SVG and PNG only: the source views and
 * the online editor would send the data elsewhere or open windows the policy forbids. Returns how to free the view.
 */
export async function drawChart(holder: HTMLElement, chart: LabChart): Promise<() => void> {
  // The caption is the chart's description: Vega makes it the drawing's accessible name (aria-label).
  const spec = { ...chart.spec, description: chart.caption } as VisualizationSpec;
  const result = await embed(holder, spec, {
    ast: true,
    renderer: 'svg',
    defaultStyle: false,
    forceActionsMenu: true,
    actions: { export: { svg: true, png: true }, source: false, compiled: false, editor: false },
    tooltip: { disableDefaultStyle: true },
    downloadFileName: chart.id,
    i18n: { CLICK_TO_VIEW_ACTIONS: 'Save this chart', SVG_ACTION: 'Save as SVG', PNG_ACTION: 'Save as PNG' },
  });
  const summary = holder.querySelector('summary');
  summary?.setAttribute('aria-label', `Save the chart “${chart.title}”`);
  // vega-embed makes a link's file on mousedown only; on focus too, so Enter on a focused link saves it as well.
  for (const link of holder.querySelectorAll<HTMLAnchorElement>('.vega-actions a[download]')) {
    const ext = link.download.endsWith('.png') ? 'png' : 'svg';
    link.addEventListener('focus', () => void result.view.toImageURL(ext).then((url) => (link.href = url)));
  }
  return () => result.finalize();
}
