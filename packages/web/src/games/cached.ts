/**
 * Loaders by key, each run at most once: the same promise for every later call (a chunk is fetched once, and a React
 * `use` sees a stable promise). Undefined for a key with no loader.
 */
export function cachedLoads<T>(loaders: Record<string, () => Promise<T>>): (key: string) => Promise<T> | undefined {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    if (!Object.hasOwn(loaders, key)) return undefined;
    let p = cache.get(key);
    if (!p) {
      p = loaders[key]();
      cache.set(key, p);
    }
    return p;
  };
}
