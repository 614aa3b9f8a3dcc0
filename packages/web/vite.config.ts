import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

/**
 * The typeface's file (src/app/fonts.css), preloaded from index.html: the browser would otherwise find it only once
 * the styles and the home page's script ran, and the text would swap from the system font late.
 */
function preloadFont(): Plugin {
  return {
    name: 'ramparts-preload-font',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      const font = Object.keys(ctx.bundle ?? {}).find((f) => /inter-latin-wght-normal.*\.woff2$/.test(f));
      return font ? [{ tag: 'link', attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }] : [];
    },
  };
}

/** The web client. `npm run dev` serves it with hot reload and sends /api and /socket.io to `npm start`'s server. */
const config = {
  root: import.meta.dirname,
  plugins: [react(), preloadFont()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The Lab page's chart chunk (Vega, about 870 KB) is loaded only when that page opens; the home page's own
    // budget is held by a browser test (150 KB compressed), so warn only above the chart chunk.
    chunkSizeWarningLimit: 1000,
  },
  worker: { format: 'es' as const },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
} satisfies UserConfig;

export default defineConfig(({ command }) => {
  // A build is what players load, always React's production build: vitest sets NODE_ENV=test, and a client built
  // from a test (the browser tests build it when stale) came out as the development build, three times the size.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
