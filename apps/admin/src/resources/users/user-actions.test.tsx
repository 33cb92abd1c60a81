import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, consoleDataProvider, renderInConsole, STAFF_ID } from '../../test/render';
import { ChangeRoleButton } from './change-role-button';
import { SuspendButton } from './suspend-button';

const user = {
  id: 'u-1',
  full_name: 'Musa Usman',
  role: 'EndUser',
  staff_role: null,
  suspended_at: null,
  deleted_at: null,
};

describe('SuspendButton', () => {
  it('suspends an account, with an optional reason', async () => {
    const suspendUser = answer({ ...user, suspended_at: '2026-11-22T00:00:00Z' });
    const view = renderInConsole(<SuspendButton />, {
      dataProvider: consoleDataProvider({ suspendUser }),
      resource: 'users',
      record: user,
    });

    await view.user.click(await screen.findByRole('button', { name: 'Suspend' }));
    await view.user.click(screen.getByRole('textbox', { name: /Reason/ }));
    await view.user.paste('Scam listings reported three times');
    await view.user.click(screen.getByRole('button', { name: 'Suspend account' }));

    expect(await screen.findByText('Account suspended: every session has ended')).toBeTruthy();
    expect(suspendUser).toHaveBeenCalledWith('u-1', 'Scam listings reported three times');
  });

  it('reinstates a suspended account after confirming', async () => {
    const reinstateUser = answer(user);
    const view = renderInConsole(<SuspendButton />, {
      dataProvider: consoleDataProvider({ reinstateUser }),
      resource: 'users',
      record: { ...user, suspended_at: '2026-11-22T00:00:00Z' },
    });

    await view.user.click(await screen.findByRole('button', { name: 'Reinstate' }));
    await view.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reinstate' }),
    );

    expect(await screen.findByText('Account reinstated: they can sign in again')).toBeTruthy();
    expect(reinstateUser).toHaveBeenCalledWith('u-1');
  });

  it('is hidden from other roles and on your own account', async () => {
    const dataProvider = consoleDataProvider({});
    renderInConsole(<SuspendButton />, { dataProvider, role: 'Support', resource: 'users', record: user });
    renderInConsole(<SuspendButton />, {
      dataProvider,
      resource: 'users',
      record: { ...user, id: STAFF_ID },
    });
    renderInConsole(<SuspendButton />, { dataProvider, resource: 'users', record: user });
    expect(await screen.findAllByRole('button', { name: 'Suspend' })).toHaveLength(1);
  });
});

describe('ChangeRoleButton', () => {
  it('saves the new role and staff role with an update', async () => {
    const update = vi.fn(async (_resource: string, params: { data: object }) => ({
      data: { ...user, ...params.data },
    }));
    const view = renderInConsole(<ChangeRoleButton />, {
      dataProvider: consoleDataProvider({}, { update: update as never }),
      resource: 'users',
      record: user,
    });

    await view.user.click(await screen.findByRole('button', { name: 'Change role' }));
    await view.user.click(screen.getByRole('combobox', { name: 'Role' }));
    await view.user.click(await screen.findByRole('option', { name: 'Agent' }));
    await view.user.click(screen.getByRole('combobox', { name: 'Staff role' }));
    await view.user.click(await screen.findByRole('option', { name: 'Support' }));
    await view.user.click(screen.getByRole('button', { name: 'Save role' }));

    expect(await screen.findByText('Role changed')).toBeTruthy();
    expect(update).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ id: 'u-1', data: { role: 'Agent', staff_role: 'Support' } }),
    );
  });

  it('never sends a staff role for your own account', async () => {
    const update = vi.fn(async (_resource: string, params: { data: object }) => ({
      data: { ...user, ...params.data },
    }));
    const view = renderInConsole(<ChangeRoleButton />, {
      dataProvider: consoleDataProvider({}, { update: update as never }),
      resource: 'users',
      record: { ...user, id: STAFF_ID, staff_role: 'Admin' },
    });

    await view.user.click(await screen.findByRole('button', { name: 'Change role' }));
    expect(screen.getByText('Nobody changes their own staff role.')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Save role' }));

    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[1].data).toEqual({ role: 'EndUser' });
  });
});
