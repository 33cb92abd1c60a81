import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSessionHint } from './session-hint';

// findBy*/waitFor give up after 1 s by default: enough on an idle machine, not on two cores running the whole
// suite (a toast that took 1.2 s failed a test). A real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these; MUI and react-admin read them for layout and scrolling.
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

afterEach(() => {
  clearSessionHint();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
