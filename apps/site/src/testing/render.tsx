import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';

/**
 * Renders a page or component inside the real app providers and a memory router at `path`.
 * `routes` maps extra paths to elements so a test can see where a navigation lands.
 */
export function renderWithApp(
  element: ReactElement,
  {
    path = '/',
    pattern = '*',
    routes = {},
  }: { path?: string; pattern?: string; routes?: Record<string, ReactElement> } = {},
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
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}
