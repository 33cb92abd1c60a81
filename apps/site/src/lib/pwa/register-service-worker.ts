import { WORKER_MESSAGES } from '../../service-worker/messages';
import { announceWaiting, reloadRequested, signalSendOfflineChanges } from './service-worker-client';

// Loaded after the page has loaded (service-worker-client.ts, loadServiceWorker): registers `/sw.js` when the
// browser is idle and follows its versions.

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

export function registerServiceWorker(): void {
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
