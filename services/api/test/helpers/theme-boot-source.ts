import { createHash } from 'node:crypto';
import { THEME_BOOT_SCRIPT } from '@ile/shared/constants/theme-boot';

/** The CSP source that allows the site's inline theme boot script: the hash of its exact text. */
export const THEME_BOOT_SOURCE = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;
