import type { Plugin } from 'vite';
// By path, not '@ile/shared/...': Vite loads its config with workspace packages left to Node, which cannot run .ts.
import { THEME_BOOT_SCRIPT } from '../../../packages/shared/src/constants/theme-boot';

/** Puts THEME_BOOT_SCRIPT inline in index.html's <head>, before anything paints. */
export function themeBoot(): Plugin {
  return {
    name: 'ile-theme-boot',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head' }],
  };
}
