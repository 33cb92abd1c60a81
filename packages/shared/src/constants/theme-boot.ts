/**
 * Where the site keeps the theme it last applied on this browser, `{ "dark": boolean, "accent": string }`: the
 * account's choice once the session is known, else this browser's. THEME_BOOT_SCRIPT reads it.
 */
export const APPLIED_THEME_KEY = 'ile.applied_theme';

/**
 * Inlined in the site's <head> (apps/site/build/theme-boot.ts), so a dark page is dark from its first paint
 * instead of light until the bundle has loaded and rendered. The api allows exactly this text by its hash in
 * the Content-Security-Policy (services/api/src/plugins/external/security.ts): change it and both follow.
 */
export const THEME_BOOT_SCRIPT = `try{var t=JSON.parse(localStorage.getItem(${JSON.stringify(APPLIED_THEME_KEY)})),r=document.documentElement;if(t&&t.dark===true){r.dataset.theme="dark";r.style.colorScheme="dark"}if(t&&typeof t.accent==="string")r.dataset.accent=t.accent}catch(e){}`;
