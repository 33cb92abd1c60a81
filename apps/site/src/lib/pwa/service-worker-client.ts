import { USER_CACHES } from '../../service-worker/cache-rules';
import { type PageMessage, WORKER_MESSAGES } from '../../service-worker/messages';

// The page's side of the service worker (docs/offline.md): registers it once the page is interactive (it is
// not part of the first load), says when a new version waits, and asks it to forget a user's data.

type Listener = () => void;
const updateListeners = new Set<Listener>();
const changesListeners = new Set<Listener>();
let waiting: ServiceWorker | null = null;
let newVersion = false;

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

function announceWaiting(worker: ServiceWorker) {
  waiting = worker;
  newVersion = true;
  for (const listener of updateListeners) listener();
}

function watch(registration: ServiceWorkerRegistration) {
  // A new version that installed while no page was open is already waiting.
  if (registration.waiting && navigator.serviceWorker.controller) announceWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // The very first install has no page to replace: nothing to announce.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) announceWaiting(installing);
    });
  });
}

/** Registers `/sw.js` after the page has loaded and gone idle (built sites only; the dev server has none). */
export function registerServiceWorker(): void {
  if (!supported() || __ILE_BUILD__ === 'dev') return;
  const register = () => {
    void navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(watch)
      .catch(() => {
        // No service worker (private mode, storage refused): the site works as before, online only.
      });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });

  navigator.serviceWorker.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === WORKER_MESSAGES.sendOfflineChanges) {
      for (const listener of changesListeners) listener();
    }
  });
  // The new version took over (the user chose Reload): load the page again on its own files only.
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading || !waiting) return;
    reloading = true;
    window.location.reload();
  });
}

export function isUpdateWaiting(): boolean {
  return newVersion;
}

export function onUpdateWaiting(listener: Listener): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

/** The background-sync signal (or its stand-in) to send what was changed offline. */
export function onSendOfflineChanges(listener: Listener): () => void {
  changesListeners.add(listener);
  return () => changesListeners.delete(listener);
}

/**
 * "Reload": the waiting version takes over, then the page reloads (controllerchange above). Without a
 * waiting worker (the api said the build changed) a plain reload fetches the new files.
 */
export function reloadToNewVersion(): void {
  if (waiting) waiting.postMessage({ type: WORKER_MESSAGES.skipWaiting } satisfies PageMessage);
  else window.location.reload();
}

/** Marks that a newer build is deployed than this page's (the api says so; see api-client.ts). */
export function announceNewBuild(): void {
  if (newVersion) return;
  newVersion = true;
  for (const listener of updateListeners) listener();
}

/** Asks background sync to signal when the connection is back; browsers without it retry on the next visit. */
export async function requestOfflineSync(): Promise<void> {
  if (!supported()) return;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await registration.sync?.register(WORKER_MESSAGES.syncTag);
  } catch {
    // Not allowed here: the 'online' event and the next visit still send the changes.
  }
}

/** Deletes every cache holding a user's data (sign-out, another member, a new build): pages share them. */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await Promise.all(USER_CACHES.map((name) => caches.delete(name)));
  } catch {
    // Storage already gone or blocked: nothing left to clear.
  }
}
