import { useState, type ReactNode } from 'react';

/**
 * What happens now, read aloud as it changes. On a phone it is one line (cut with "…" when longer, phone.css); a tap
 * shows the whole sentence, another folds it again.
 */
export function StatusLine({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <p className={`status ${open ? 'open' : ''}`} role="status" aria-live="polite" onClick={() => setOpen(!open)}>
      {children}
    </p>
  );
}
