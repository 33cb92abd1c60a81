import { WORKER_MESSAGES } from '../../service-worker/messages';
import {
  announceWaiting,
  reloadRequested,
  serviceWorkersSupported,
  signalSendOfflineChanges,
} from './service-worker-client';

// Run after the page has loaded (loadServiceWorker): registers `/sw.js` when the browser is idle and follows its
// versions. Part of the entry: its few hundred bytes cost less there than a request of their own on every first
// view (issue 20, where a small file's response headers weighed more than its code).

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

/** Registers the worker once the page has loaded (built sites only; the dev server has none). */
export function loadServiceWorker(): void {
  if (!serviceWorkersSupported() || __ILE_BUILD__ === 'dev') return;
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}

function registerServiceWorker(): void {
  const register = () => {
    void navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(watch)
      .catch(() => {
        // No service worker (private mode, storage refused): the site works as before, online only.
      });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 1000);

  navigator.serviceWorker.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === WORKER_MESSAGES.sendOfflineChanges) {
      signalSendOfflineChanges();
    }
  });
  // The new version took over because the user chose Reload: load the page again, on its files only.
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading || !reloadRequested()) return;
    reloading = true;
    window.location.reload();
  });
}
