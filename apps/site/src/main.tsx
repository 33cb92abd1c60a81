// First: configures zod before any module parses with it.
import './lib/zod-config';
import { DEFAULT_LOCALE, usableLocale } from '@ile/shared/helpers/locale-format';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { requestPageDataEarly } from './app/early-page-data';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { loadServiceWorker } from './lib/pwa/register-service-worker';
import './styles.css';

requestPageDataEarly(window.location);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const container = root;
// Evaluating the app's code, drawing it and reading the locale's data are three tasks, not one: on a mid-range
// phone each is tens of milliseconds, and together they block a tap for longer than the 50 ms a person notices
// (issue 20, Lighthouse's total blocking time). The locale's data (the first Intl format of a page costs about
// 13 ms on a desktop core) is read while the page waits for its data, not while it draws a price.
setTimeout(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
  setTimeout(() => usableLocale(DEFAULT_LOCALE), 0);
}, 0);

loadServiceWorker();
