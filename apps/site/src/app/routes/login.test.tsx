import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost, TEST_SESSION } from '../../features/auth/testing/auth-fixtures';
import { http, server, success } from '../../testing/api-server';
import { renderWithApp } from '../../testing/render';
import { setSessionHint } from '../../testing/signed-in';
import { RequireAuth } from '../require-auth';
import { Component as LoginRoute } from './login';

vi.setConfig({ testTimeout: 30_000 });

/** /wishlist behind RequireAuth, as the router has it, so the visit goes through the real redirect. */
function renderProtectedVisit() {
  return renderWithApp(
    <RequireAuth>
      <h1>My Saved Properties</h1>
    </RequireAuth>,
    {
      path: '/wishlist?category=rental',
      pattern: '/wishlist',
      routes: {
        '/login': (
          <>
            <LoginRoute />
            <ModalHost />
          </>
        ),
        '/': <h1>Home</h1>,
      },
    },
  );
}

describe('/login', () => {
  it('sends the visitor back to the page that required a login', async () => {
    server.use(http.post('*/api/v1/auth/login', () => success(TEST_SESSION, 'Login successful')));
    const user = userEvent.setup({ delay: null });
    const { router } = renderProtectedVisit();
    await screen.findByRole('heading', { name: 'Log in to Ile' });
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    expect(screen.getByLabelText('Remember me')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'My Saved Properties' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/wishlist');
    expect(router.state.location.search).toBe('?category=rental');
    expect(await screen.findByText('Login successful')).toBeTruthy();
  });

  it('sends an already signed-in visitor on at once (home when nothing sent them)', async () => {
    setSessionHint();
    server.use(http.post('*/api/v1/auth/refresh', () => success(TEST_SESSION)));
    const { router } = renderWithApp(<LoginRoute />, { path: '/login', routes: { '/': <h1>Home</h1> } });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the signup and password-reset modals from its links', async () => {
    const user = userEvent.setup({ delay: null });
    renderProtectedVisit();
    await screen.findByRole('heading', { name: 'Log in to Ile' });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
  });
});
