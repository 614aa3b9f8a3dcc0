import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { warmStart } from './app/warmStart.ts';
import './app/styles.css';

// src/csp.ts (zod without eval) is not imported here: the home page uses no full zod, and App's other pages import
// it first when they load (src/app/myMatches.ts sets the same switch for the home page's small zod).
// The first render is a transition: React yields to the browser between pieces of it (no long task on a slow phone),
// and the bar index.html painted stays until the page is ready.
warmStart(location.hash);
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App />));
