import type { ToastKind } from '@ile/shared/constants/ui';

type Show = (kind: ToastKind, message: string) => void;

/**
 * Toasts load their library on first use, not with the page (first-load budget). Until the toaster has
 * mounted, messages wait here; `Toaster` registers itself and takes them.
 */
let show: Show | null = null;
const waiting: Array<[ToastKind, string]> = [];
const wanted = new Set<() => void>();

function enqueue(kind: ToastKind, message: string): void {
  if (show) {
    show(kind, message);
    return;
  }
  waiting.push([kind, message]);
  for (const notify of wanted) notify();
}

/** Called by the mounted toaster: from now on toasts go straight to it. */
export function registerToaster(next: Show): () => void {
  show = next;
  for (const [kind, message] of waiting.splice(0)) next(kind, message);
  return () => {
    if (show === next) show = null;
  };
}

/** Lets the toaster host know a toast is waiting, so it can load the library. */
export function onToastWanted(notify: () => void): () => void {
  wanted.add(notify);
  return () => wanted.delete(notify);
}

export function hasWaitingToasts(): boolean {
  return waiting.length > 0;
}

/** The spec's five toast kinds; every user-facing message goes through here so wording stays in one style. */
export const toast = {
  success: (message: string) => enqueue('success', message),
  error: (message: string) => enqueue('error', message),
  info: (message: string) => enqueue('info', message),
  warning: (message: string) => enqueue('warning', message),
  message: (message: string) => enqueue('default', message),
};

/** The server's words when it gave some, else a plain fallback. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
