/* global self, URL */
/*
 * Ramparts' service worker (issue #30): it shows the notices the server pushes ("Your turn in Coin Siege") and, when
 * one is clicked, opens its table. The server encrypts each push to this browser's subscription; what arrives is
 * the notice as JSON: { kind, title, body, url, tag, match }. It caches nothing: the site works as before without it.
 */

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // The open pages are this worker's at once: a click can bring one of them to the table.
  event.waitUntil(self.clients.claim());
});

/** The notice a push carries, or null when it is not one of ours. */
function noticeOf(data) {
  let n;
  try {
    n = data ? data.json() : null;
  } catch {
    return null;
  }
  if (!n || typeof n.title !== 'string' || typeof n.body !== 'string' || typeof n.url !== 'string') return null;
  return { title: n.title.slice(0, 200), body: n.body.slice(0, 500), url: n.url, tag: typeof n.tag === 'string' ? n.tag : 'ramparts' };
}

/** Shows a pushed notice (a push must show one: a garbled one says something happened at a table). */
function showNotice(data) {
  const n = noticeOf(data) ?? { title: 'Ramparts', body: 'Something happened at one of your tables.', url: '/', tag: 'ramparts' };
  return self.registration.showNotification(n.title, { body: n.body, tag: n.tag, data: { url: n.url } });
}

self.addEventListener('push', (event) => {
  event.waitUntil(showNotice(event.data));
});

/** The table's address on this site (anything else: the home page). */
function tableUrl(path) {
  const scope = new URL(self.registration.scope);
  try {
    const url = new URL(typeof path === 'string' ? path : '/', scope);
    return url.origin === scope.origin ? url.href : scope.href;
  } catch {
    return scope.href;
  }
}

/** Opens the table: a page of the site already open goes there (and comes to the front), else a new one opens. */
async function openTable(path) {
  const url = tableUrl(path);
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = pages.find((p) => p.url === url);
  if (same) return same.focus().catch(() => same);
  const page = pages.find((p) => 'navigate' in p);
  if (page) {
    const moved = await page.navigate(url).catch(() => null);
    if (moved) return moved.focus().catch(() => moved);
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const opening = openTable(event.notification.data && event.notification.data.url);
  // A click the browser dispatched keeps the worker alive until the table is open.
  if (event.isTrusted) event.waitUntil(opening);
});
