import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './app/styles.css';

// src/csp.ts (zod without eval) is not imported here: the home page uses no full zod, and App's other pages import
// it first when they load (src/app/myMatches.ts sets the same switch for the home page's small zod).
createRoot(document.getElementById('root')!).render(<App />);
