import { createBrowserRouter, RouterProvider } from 'react-router';
import { PageSpinner } from '../components/ui/feedback';
import { MainLayout } from './layout/main-layout';
import { NotFoundRoute } from './routes/not-found';

/**
 * Every page is its own chunk (`lazy`), so the first load carries only the shell and the page asked for.
 * Each route module exports `Component` (and optionally `ErrorBoundary`), react-router's lazy convention.
 */
const router = createBrowserRouter([
  {
    element: <MainLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/', lazy: () => import('./routes/home') },
      { path: '/login', lazy: () => import('./routes/login') },
      { path: '/properties', lazy: () => import('./routes/properties') },
      { path: '/property/payment', lazy: () => import('./routes/property-payment') },
      { path: '/property/:id', lazy: () => import('./routes/property-detail') },
      { path: '/list-property', lazy: () => import('./routes/list-property') },
      { path: '/list-property/become-a-host', lazy: () => import('./routes/become-a-host') },
      { path: '/list-property/become-a-host/success', lazy: () => import('./routes/become-a-host-success') },
      { path: '/wishlist', lazy: () => import('./routes/wishlist') },
      {
        path: '/account',
        lazy: () => import('./routes/account/account-layout'),
        children: [
          { index: true, lazy: () => import('./routes/account/account-index') },
          { path: 'personal-info', lazy: () => import('./routes/account/personal-info') },
          { path: 'student', lazy: () => import('./routes/account/student') },
          { path: 'payment', lazy: () => import('./routes/account/payment') },
          { path: 'payment/transactions', lazy: () => import('./routes/account/transactions') },
          { path: 'login', lazy: () => import('./routes/account/login-and-security') },
          { path: 'notifications', lazy: () => import('./routes/account/notifications') },
          { path: 'privacy-and-sharing', lazy: () => import('./routes/account/privacy-and-sharing') },
        ],
      },
      { path: '/guidelines', lazy: () => import('./routes/static/guidelines') },
      { path: '/about', lazy: () => import('./routes/static/about') },
      { path: '/privacy', lazy: () => import('./routes/static/privacy') },
      { path: '/terms-and-conditions', lazy: () => import('./routes/static/terms') },
      { path: '/contact-us', lazy: () => import('./routes/static/contact-us') },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
