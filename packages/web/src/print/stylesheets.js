// Node cannot load a stylesheet. The web client's components import theirs for the browser (Vite bundles them);
// the printer draws those components in Node, where a stylesheet import becomes an empty module.
import { register } from 'node:module';

const hooks = `export async function load(url, context, next) {
  return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context);
}`;

export function ignoreStylesheets() {
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}
