import { createBrowserRouter, RouterProvider } from 'react-router';
import { HomeRoute } from './routes/home';
import { MainLayout } from './routes/main-layout';
import { NotFoundRoute } from './routes/not-found';

const router = createBrowserRouter([
  {
    element: <MainLayout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
