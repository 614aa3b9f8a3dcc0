/** A page that could not be opened: what it is, why, and the way home. */
export function CannotOpen({ title, error }: { title: string; error: string }) {
  return (
    <main className="page">
      <h1>{title}</h1>
      <p className="error">{error}</p>
      <a href="#/">Back to the games</a>
    </main>
  );
}
