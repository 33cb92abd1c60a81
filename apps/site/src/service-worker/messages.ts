// What the pages and the service worker say to each other (both sides import this; no DOM or worker types).

export const WORKER_MESSAGES = {
  /** page → worker: a waiting new version may take over (the user chose "Reload"). */
  skipWaiting: 'ILE_SKIP_WAITING',
  /** worker → pages: the connection is back (background sync); send what was changed offline. */
  sendOfflineChanges: 'ILE_SEND_OFFLINE_CHANGES',
  /** The background-sync tag pages register when they keep a change for later. */
  syncTag: 'ile-offline-changes',
} as const;

export type PageMessage = { type: typeof WORKER_MESSAGES.skipWaiting };
