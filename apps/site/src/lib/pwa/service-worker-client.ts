import { USER_CACHES } from '../../service-worker/cache-rules';
import { type PageMessage, WORKER_MESSAGES } from '../../service-worker/messages';

// The page's side of the service worker (docs/offline.md), the part every page needs at once: whether a new
// version waits, the signal to send offline changes, and forgetting a user's data. Registering the worker is
// register-service-worker.ts, run after the page has loaded.

type Listener = () => void;
const updateListeners = new Set<Listener>();
const changesListeners = new Set<Listener>();
let waiting: ServiceWorker | null = null;
let newVersion = false;

export const serviceWorkersSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** A new version of the worker installed and waits for the user's "Reload". */
export function announceWaiting(worker: ServiceWorker): void {
  waiting = worker;
  newVersion = true;
  for (const listener of updateListeners) listener();
}

/** Whether the page took a new worker because the user asked (then it reloads on its files only). */
export const reloadRequested = () => waiting !== null;

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

export function signalSendOfflineChanges(): void {
  for (const listener of changesListeners) listener();
}

/**
 * "Reload": the waiting version takes over, then the page reloads (register-service-worker.ts). Without a
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
  if (!serviceWorkersSupported()) return;
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
