import { APPLIED_THEME_KEY, THEME_BOOT_SCRIPT } from '@ile/shared/constants/theme-boot';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http, server } from '../testing/api-server';
import { renderWithApp } from '../testing/render';
import { SIGNED_IN_USER, startSignedIn } from '../testing/signed-in';

const root = document.documentElement;
const applied = () => JSON.parse(localStorage.getItem(APPLIED_THEME_KEY) ?? 'null');
/** What the inline script in index.html does before the bundle loads. */
const bootTheme = () => new Function(THEME_BOOT_SCRIPT)();

afterEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
  delete root.dataset.accent;
  root.style.colorScheme = '';
});

describe('the theme on <html>', () => {
  it("keeps the account's theme for the next visit's first paint", async () => {
    startSignedIn({ settings: { ...SIGNED_IN_USER.settings, dark_mode: true, theme_colour: 'blue' } });
    renderWithApp(<p>Page</p>);
    await screen.findByText('Page');
    await expect.poll(() => root.dataset.theme).toBe('dark');
    expect(root.dataset.accent).toBe('blue');
    expect(applied()).toEqual({ dark: true, accent: 'blue' });

    // The next visit: before any of the bundle runs, the boot script paints it dark and blue already.
    delete root.dataset.theme;
    delete root.dataset.accent;
    bootTheme();
    expect(root.dataset.theme).toBe('dark');
    expect(root.dataset.accent).toBe('blue');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('leaves the booted theme alone until the session is known', async () => {
    localStorage.setItem(APPLIED_THEME_KEY, JSON.stringify({ dark: true, accent: 'purple' }));
    bootTheme();
    // The refresh that says who this is never answers during this test: the session stays loading.
    startSignedIn();
    server.use(http.post('*/api/v1/auth/refresh', () => new Promise<never>(() => undefined)));
    renderWithApp(<p>Page</p>);
    await screen.findByText('Page');
    expect(root.dataset.theme).toBe('dark');
    expect(root.dataset.accent).toBe('purple');
  });

  it('boots nothing from a missing or unreadable value', () => {
    bootTheme();
    expect(root.dataset.theme).toBeUndefined();
    localStorage.setItem(APPLIED_THEME_KEY, '{not json');
    bootTheme();
    expect(root.dataset.theme).toBeUndefined();
  });
});
