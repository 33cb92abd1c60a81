import { DATA_SAVER_ATTRIBUTE, DATA_SAVER_COOKIE } from '@ile/shared/helpers/data-saver';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountMenu } from '../app/layout/account-menu';
import { MobileSidebar } from '../app/layout/mobile-sidebar';
import { renderWithApp } from '../testing/render';
import { automaticDataSaver, useDataSaver } from './data-saver';

function State() {
  const { on, automatic } = useDataSaver();
  return (
    <p>
      Data saver {on ? 'on' : 'off'}, {automatic ? 'automatic' : 'chosen'}
    </p>
  );
}

const cookieValue = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${DATA_SAVER_COOKIE}=`))
    ?.slice(DATA_SAVER_COOKIE.length + 1);

/** What the browser's Network Information API says, for the length of a test. */
function connection(hints: { saveData?: boolean; effectiveType?: string; downlink?: number }) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: Object.assign(new EventTarget(), hints),
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
  document.documentElement.removeAttribute(DATA_SAVER_ATTRIBUTE);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${DATA_SAVER_COOKIE}=; Path=/; Max-Age=0`;
});

describe('data saver before the visitor chooses', () => {
  it('is on for Save-Data, 2G and slow 3G, off for faster connections and unknown ones', () => {
    expect(automaticDataSaver(false, undefined)).toBe(false);
    expect(automaticDataSaver(true, undefined)).toBe(true);
    expect(automaticDataSaver(false, { saveData: true, effectiveType: '4g' })).toBe(true);
    expect(automaticDataSaver(false, { effectiveType: 'slow-2g' })).toBe(true);
    expect(automaticDataSaver(false, { effectiveType: '2g' })).toBe(true);
    expect(automaticDataSaver(false, { effectiveType: '3g', downlink: 0.4 })).toBe(true);
    expect(automaticDataSaver(false, { effectiveType: '3g', downlink: 1.5 })).toBe(false);
    expect(automaticDataSaver(false, { effectiveType: '3g' })).toBe(false);
    expect(automaticDataSaver(false, { effectiveType: '4g', downlink: 10, saveData: false })).toBe(false);
  });

  it('starts on when the api served the page saving data, and tells the api on the next page', async () => {
    document.documentElement.setAttribute(DATA_SAVER_ATTRIBUTE, 'on');
    renderWithApp(<State />);
    expect(await screen.findByText('Data saver on, automatic')).toBeTruthy();
    expect(cookieValue()).toBe('1');
  });

  it('starts on when the browser asks to save data, off (and no cookie) on a fast connection', async () => {
    connection({ saveData: true, effectiveType: '4g' });
    const first = renderWithApp(<State />);
    expect(await screen.findByText('Data saver on, automatic')).toBeTruthy();
    first.unmount();

    connection({ saveData: false, effectiveType: '4g', downlink: 10 });
    renderWithApp(<State />);
    expect(await screen.findByText('Data saver off, automatic')).toBeTruthy();
    expect(cookieValue()).toBeUndefined();
  });

  it('follows the connection as it changes', async () => {
    connection({ effectiveType: '4g', downlink: 10 });
    renderWithApp(<State />);
    expect(await screen.findByText('Data saver off, automatic')).toBeTruthy();
    const live = (navigator as Navigator & { connection: EventTarget & { effectiveType: string } })
      .connection;
    live.effectiveType = '2g';
    live.dispatchEvent(new Event('change'));
    expect(await screen.findByText('Data saver on, automatic')).toBeTruthy();
  });
});

describe('the data saver switch', () => {
  it('is in the account menu for visitors; the choice is kept, and wins over Save-Data', async () => {
    const user = userEvent.setup();
    document.documentElement.setAttribute(DATA_SAVER_ATTRIBUTE, 'on');
    const view = renderWithApp(
      <>
        <AccountMenu />
        <State />
      </>,
    );
    const menu = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(menu.hasAttribute('disabled')).toBe(false));
    await user.click(menu);
    const item = screen.getByRole('menuitemcheckbox', { name: 'Data saver' });
    expect(item.getAttribute('aria-checked')).toBe('true');
    await user.click(item);
    expect(screen.getByText('Data saver off, chosen')).toBeTruthy();
    // Off by choice: the api is told, so the browser's Save-Data no longer turns it on.
    expect(cookieValue()).toBe('0');
    expect(localStorage.getItem('ile.data_saver')).toBe('false');
    view.unmount();

    renderWithApp(<State />);
    expect(await screen.findByText('Data saver off, chosen')).toBeTruthy();
  });

  it('is a switch in the small-screen menu', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <MobileSidebar />
        <State />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const toggle = screen.getByRole('switch', { name: 'Data saver' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Data saver on, chosen')).toBeTruthy();
    expect(cookieValue()).toBe('1');
    expect(localStorage.getItem('ile.data_saver')).toBe('true');
  });
});
