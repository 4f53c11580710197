/**
 * Web Push in the PWA's service worker (decision 0111), imported by the generated /sw.js
 * (build/pwa-options.ts `workbox.importScripts`). The server sends `{ title, body, link, tag }`
 * only (no amounts on a lock screen). A push shows one notification; its click focuses a window of
 * the app and takes it to the link (an in-app path), or opens one.
 */
/* eslint-env serviceworker */

const ICON = '/icons/icon-192.png';
const FALLBACK_LINK = '/notification';

/** An in-app path of this origin, else the notification list: a push never sends anyone elsewhere. */
function safeLink(link) {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') && !link.includes('\\')
    ? link
    : FALLBACK_LINK;
}

function payloadOf(data) {
  if (!data) return {};
  try {
    const value = data.json();
    return value && typeof value === 'object' ? value : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const p = payloadOf(event.data);
  const title = typeof p.title === 'string' && p.title ? p.title.slice(0, 200) : 'Thông báo mới';
  const options = {
    body: typeof p.body === 'string' ? p.body.slice(0, 500) : '',
    icon: ICON,
    badge: ICON,
    lang: 'vi',
    data: { link: safeLink(p.link) },
  };
  if (typeof p.tag === 'string' && p.tag) options.tag = p.tag.slice(0, 64);
  event.waitUntil(self.registration.showNotification(title, options));
});

/**
 * Opens `notification`'s link: in a window of the app already open (the console's windows for
 * /admin links, the PWA's for the others), focused and navigated; else in a new window. Named on
 * `self` so the browser test can run it for a notification it cannot click.
 */
async function openNotification(notification) {
  notification.close();
  const link = safeLink(notification.data?.link);
  const url = new URL(link, self.location.origin).href;
  const inConsole = (path) => path === '/admin' || path.startsWith('/admin/');
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((c) => {
    const u = new URL(c.url);
    return u.origin === self.location.origin && inConsole(u.pathname) === inConsole(link);
  });
  if (!client) return self.clients.openWindow(url);
  try {
    await client.focus();
  } catch {
    // focusing needs the click's user activation; navigating does not
  }
  if (new URL(client.url).href === url) return client;
  try {
    return await client.navigate(url);
  } catch {
    // a window this worker does not control cannot be navigated from here
    return self.clients.openWindow(url);
  }
}
self.openNotification = openNotification;

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotification(event.notification));
});
