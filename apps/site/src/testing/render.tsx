import { render } from '@testing-library/react';
import { type ReactElement, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';

/**
 * Renders a page or component inside the real app providers and a memory router at `path`.
 * `routes` maps extra paths to elements so a test can see where a navigation lands. `strict` renders under
 * StrictMode as main.tsx does (it must wrap the root: React runs effects twice only under a strict root).
 */
export function renderWithApp(
  element: ReactElement,
  {
    path = '/',
    pattern = '*',
    routes = {},
    strict = false,
  }: { path?: string; pattern?: string; routes?: Record<string, ReactElement>; strict?: boolean } = {},
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      ...Object.entries(routes).map(([routePath, routeElement]) => ({
        path: routePath,
        element: routeElement,
      })),
    ],
    { initialEntries: [path] },
  );
  const app = (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router };
}
