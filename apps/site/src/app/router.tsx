import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { PageSpinner } from '../components/ui/feedback';
import { MainLayout } from './layout/main-layout';
import { NotFoundRoute } from './routes/not-found';
import { PageError } from './routes/page-error';

/**
 * Every page is its own chunk (`lazy`), so the first load carries only the shell and the page asked for.
 * Each route module exports `Component` (and optionally `ErrorBoundary`), react-router's lazy convention.
 */
const router = createBrowserRouter([
  {
    element: <MainLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // A page that cannot load (offline, or its code gone after a deploy) says so inside the layout.
        errorElement: <PageError />,
        children: [
          { path: '/', lazy: () => import('./routes/home') },
          { path: '/login', lazy: () => import('./routes/login') },
          { path: '/properties', lazy: () => import('./routes/properties') },
          { path: '/property/payment', lazy: () => import('./routes/property-payment') },
          { path: '/property/:id', lazy: () => import('./routes/property-detail') },
          { path: '/list-property', lazy: () => import('./routes/list-property') },
          { path: '/list-property/become-a-host', lazy: () => import('./routes/become-a-host') },
          {
            path: '/list-property/become-a-host/success',
            lazy: () => import('./routes/become-a-host-success'),
          },
          { path: '/wishlist', lazy: () => import('./routes/wishlist') },
          { path: '/listing-availability', lazy: () => import('./routes/listing-availability') },
          { path: '/alerts/unsubscribe', lazy: () => import('./routes/alerts-unsubscribe') },
          { path: '/viewings/link', lazy: () => import('./routes/viewings-link') },
          { path: '/payments/keys', lazy: () => import('./routes/payments-keys') },
          {
            path: '/account',
            lazy: () => import('./routes/account/account-layout'),
            children: [
              { index: true, lazy: () => import('./routes/account/account-index') },
              { path: 'personal-info', lazy: () => import('./routes/account/personal-info') },
              { path: 'student', lazy: () => import('./routes/account/student') },
              { path: 'verification', lazy: () => import('./routes/account/verification') },
              { path: 'payment', lazy: () => import('./routes/account/payment') },
              { path: 'payment/transactions', lazy: () => import('./routes/account/transactions') },
              { path: 'login', lazy: () => import('./routes/account/login-and-security') },
              { path: 'notifications', lazy: () => import('./routes/account/notifications') },
              { path: 'saved-searches', lazy: () => import('./routes/account/saved-searches') },
              { path: 'saved-searches/:id', lazy: () => import('./routes/account/saved-search-matches') },
              { path: 'privacy-and-sharing', lazy: () => import('./routes/account/privacy-and-sharing') },
              { path: 'appearance', lazy: () => import('./routes/account/appearance') },
              { path: 'ticket', lazy: () => import('./routes/account/ticket') },
              { path: 'viewings', lazy: () => import('./routes/account/viewings') },
            ],
          },
          { path: '/guidelines', lazy: () => import('./routes/static/guidelines') },
          { path: '/about', lazy: () => import('./routes/static/about') },
          { path: '/privacy', lazy: () => import('./routes/static/privacy') },
          { path: '/terms-and-conditions', lazy: () => import('./routes/static/terms') },
          { path: '/contact-us', lazy: () => import('./routes/static/contact-us') },
          // site-account: the other spellings of the static pages (part 2) redirect to the canonical ones.
          { path: '/about-us', element: <Navigate to="/about" replace /> },
          { path: '/privacy-policy', element: <Navigate to="/privacy" replace /> },
          { path: '/terms', element: <Navigate to="/terms-and-conditions" replace /> },
          // Community (part 2): agents and agencies, student and management pages, applications.
          { path: '/agents', lazy: () => import('./routes/community/agents') },
          { path: '/agent/:agentId', lazy: () => import('./routes/community/agent-profile') },
          { path: '/agency/:agencyId', lazy: () => import('./routes/community/agency-profile') },
          { path: '/student-property', lazy: () => import('./routes/community/student-property') },
          { path: '/student-listing', lazy: () => import('./routes/community/student-listing') },
          { path: '/student-listing/submitted', lazy: () => import('./routes/community/student-submitted') },
          { path: '/property-management', lazy: () => import('./routes/community/property-management') },
          { path: '/become-an-agent', lazy: () => import('./routes/community/become-an-agent') },
          { path: '/become-an-agent-submitted', lazy: () => import('./routes/community/agent-submitted') },
          { path: '/become-a-student', lazy: () => import('./routes/community/become-a-student') },
          // site-inbox: inbox, manage area, help center
          { path: '/inbox', lazy: () => import('./routes/inbox/inbox') },
          {
            path: '/manage',
            lazy: () => import('./routes/manage/manage-layout'),
            children: [
              { index: true, lazy: () => import('./routes/manage/manage-index') },
              { path: 'dashboard', lazy: () => import('./routes/manage/dashboard') },
              { path: 'listings', lazy: () => import('./routes/manage/listings') },
              {
                path: 'listings/:id/performance',
                lazy: () => import('./routes/manage/listing-performance'),
              },
              { path: 'applications', lazy: () => import('./routes/manage/applications') },
              { path: 'import', lazy: () => import('./routes/manage/import') },
              { path: 'viewings', lazy: () => import('./routes/manage/viewings') },
              { path: 'edit-listing', lazy: () => import('./routes/manage/edit-listing') },
            ],
          },
          { path: '/helpcenter', lazy: () => import('./routes/help/help-center') },
          { path: '/help-center', element: <Navigate to="/helpcenter" replace /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
