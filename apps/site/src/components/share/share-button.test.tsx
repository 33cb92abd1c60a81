import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { ShareButton } from './share-button';

vi.setConfig({ testTimeout: 30_000 });

const PAGE = { path: '/property/00000000-0000-4000-8000-000000000001', title: 'Garden flat in Lekki' };
const URL_OF_PAGE = `${window.location.origin}${PAGE.path}`;

describe('share button', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    vi.restoreAllMocks();
  });

  it("opens the browser's share sheet where there is one", async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    renderWithApp(<ShareButton page={PAGE} label="Share this listing" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share this listing' }));
    expect(share).toHaveBeenCalledWith({ title: PAGE.title, text: PAGE.title, url: URL_OF_PAGE });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('otherwise offers WhatsApp, Copy link and SMS in a menu', async () => {
    expect('share' in navigator).toBe(false);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWithApp(<ShareButton page={PAGE} label="Share this listing" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Share this listing' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['WhatsApp', 'Copy link', 'SMS']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'WhatsApp' }));
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/?text=${encodeURIComponent(`${PAGE.title}\n${URL_OF_PAGE}`)}`,
      '_blank',
      'noopener,noreferrer',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Share this listing' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_OF_PAGE));
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });
});
