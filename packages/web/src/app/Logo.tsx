/**
 * The Ramparts mark: a keep with its gate and arrow slit between two crenellated walls. The same shape is the
 * favicon (public/favicon.svg, and its PNGs drawn from it by scripts/favicons.ts) and in the bar index.html paints before
 * the script runs: logo.test.ts keeps them in step.
 */
export const LOGO_PATH =
  'M9 30V4h3v3h2.5V4h3v3H20V4h3v26zM13 30v-5a3 3 0 0 1 6 0v5zM15 11h2v5h-2zM1 30V16h2v2h2v-2h2v2h2v12zM23 30V18h2v-2h2v2h2v-2h2v14z';

/** The mark, in the current colour; named for assistive technology when `label` is given, else decorative. */
export function Logo({ size = 28, label }: { size?: number; label?: string }) {
  return (
    <svg className="logo" viewBox="0 0 32 32" width={size} height={size} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <path d={LOGO_PATH} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
