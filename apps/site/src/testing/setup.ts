import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './api-server';
import { clearSessionHint } from './signed-in';

// findBy*/waitFor give up after 1 s by default: enough on an idle machine, not on two cores running the whole
// suite (a toast that took 1.2 s failed a test). A real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these; components read them for layout and scrolling.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in a module-wide store and replays the ones still showing to the next toaster
  // that mounts: without this, a test's toast would reappear in the next test of the file (a second "Viewing
  // hours saved" made manage/viewings.test.tsx fail). Dismissed once nothing is mounted, nothing replays.
  toast.dismiss();
  server.resetHandlers();
  localStorage.clear();
  clearSessionHint();
});
afterAll(async () => {
  server.close();
  // Sonner removes a closed toast 200 ms after it closes, on a timer unmounting does not clear: a toast that
  // closed just before the file's last test ended would set state after jsdom is gone ("window is not
  // defined", an unhandled error that fails the run). Let any such timer run while the window still exists.
  if (toast.getHistory().length > 0) await new Promise((resolve) => setTimeout(resolve, 250));
});

// jsdom has <dialog> but not its modal methods; the site's Dialog opens with showModal().
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
