import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSessionHint } from './session-hint';

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
