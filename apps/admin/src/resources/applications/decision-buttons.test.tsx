import { screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { answer, consoleDataProvider, renderInConsole } from '../../test/render';
import { ApproveButton } from './approve-button';
import { BulkApproveButton, BulkRejectButton } from './bulk-decision-buttons';
import { RejectButton } from './reject-button';

const pending = { id: 'app-1', status: 'pending', title: 'Flat in Lekki' };

describe('ApproveButton', () => {
  it('approves the application through the data provider and says so', async () => {
    const approveApplication = answer({ ...pending, status: 'successful' });
    const { user } = renderInConsole(<ApproveButton />, {
      dataProvider: consoleDataProvider({ approveApplication }),
      role: 'Reviewer',
      resource: 'listing-applications',
      record: pending,
    });

    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Application approved: the listing is published')).toBeTruthy();
    expect(approveApplication).toHaveBeenCalledWith('listing-applications', 'app-1');
  });

  it("shows the server's message when the decision is refused", async () => {
    // react-admin logs every data-provider error in development; this one is expected.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const approveApplication = vi.fn(async () => {
      throw new HttpError('This application has already been decided', 409);
    });
    const { user } = renderInConsole(<ApproveButton />, {
      dataProvider: consoleDataProvider({ approveApplication }),
      resource: 'agent-applications',
      record: pending,
    });

    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('This application has already been decided')).toBeTruthy();
  });

  it('is not offered to a role that may not decide, nor on a decided application', async () => {
    const dataProvider = consoleDataProvider({ approveApplication: answer(pending) });
    renderInConsole(<ApproveButton />, {
      dataProvider,
      role: 'Support',
      resource: 'listing-applications',
      record: pending,
    });
    renderInConsole(<ApproveButton />, {
      dataProvider,
      role: 'Admin',
      resource: 'listing-applications',
      record: { ...pending, status: 'unsuccessful' },
    });
    // A third, allowed render proves the first two had time to settle their access checks.
    renderInConsole(<ApproveButton />, {
      dataProvider,
      role: 'Admin',
      resource: 'listing-applications',
      record: pending,
    });

    expect(await screen.findAllByRole('button', { name: 'Approve' })).toHaveLength(1);
  });
});

describe('RejectButton', () => {
  it('will not reject without a reason, then sends the reason the applicant reads', async () => {
    const rejectApplication = answer({ ...pending, status: 'unsuccessful' });
    const { user } = renderInConsole(<RejectButton />, {
      dataProvider: consoleDataProvider({ rejectApplication }),
      resource: 'student-applications',
      record: pending,
    });

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application' });
    await user.click(screen.getByRole('button', { name: 'Reject application' }));

    expect(await screen.findByText('A reason is required')).toBeTruthy();
    expect(rejectApplication).not.toHaveBeenCalled();
    expect(dialog).toBeTruthy();

    await user.click(screen.getByRole('textbox', { name: /Reason/ }));
    await user.paste('  The proof is unreadable  ');
    await user.click(screen.getByRole('button', { name: 'Reject application' }));

    expect(await screen.findByText('Application rejected: the applicant has been told why')).toBeTruthy();
    expect(rejectApplication).toHaveBeenCalledWith(
      'student-applications',
      'app-1',
      'The proof is unreadable',
    );
  });
});

describe('bulk decisions', () => {
  it('approves every selected application and reports the ones that failed', async () => {
    const bulkApproveApplications = vi.fn(async () => ({
      results: [
        { id: 'a', ok: true as const, status: 'successful' },
        { id: 'b', ok: false as const, error: { code: 409, message: 'Already decided' } },
      ],
      succeeded: 1,
      failed: 1,
    }));
    const { user, onUnselectItems } = renderInConsole(<BulkApproveButton />, {
      dataProvider: consoleDataProvider({ bulkApproveApplications }),
      resource: 'listing-applications',
      selectedIds: ['a', 'b'],
    });

    await user.click(await screen.findByRole('button', { name: 'Approve 2' }));

    expect(await screen.findByText('1 approved, 1 failed: Already decided')).toBeTruthy();
    expect(bulkApproveApplications).toHaveBeenCalledWith('listing-applications', ['a', 'b']);
    expect(onUnselectItems).toHaveBeenCalled();
  });

  it('rejects every selected application with one required reason', async () => {
    const bulkRejectApplications = vi.fn(async () => ({
      results: [
        { id: 'a', ok: true as const, status: 'unsuccessful' },
        { id: 'b', ok: true as const, status: 'unsuccessful' },
      ],
      succeeded: 2,
      failed: 0,
    }));
    const { user } = renderInConsole(<BulkRejectButton />, {
      dataProvider: consoleDataProvider({ bulkRejectApplications }),
      resource: 'agency-applications',
      selectedIds: ['a', 'b'],
    });

    await user.click(await screen.findByRole('button', { name: 'Reject 2' }));
    await user.click(await screen.findByRole('button', { name: 'Reject applications' }));
    expect(await screen.findByText('A reason is required')).toBeTruthy();

    await user.click(screen.getByRole('textbox', { name: /Reason/ }));
    await user.paste('Duplicate registrations');
    await user.click(screen.getByRole('button', { name: 'Reject applications' }));

    expect(await screen.findByText('2 rejected')).toBeTruthy();
    expect(bulkRejectApplications).toHaveBeenCalledWith(
      'agency-applications',
      ['a', 'b'],
      'Duplicate registrations',
    );
  });

  it('offers no bulk decision to a role that may not decide', async () => {
    renderInConsole(
      <>
        <BulkApproveButton />
        <BulkRejectButton />
      </>,
      {
        dataProvider: consoleDataProvider({}),
        role: 'Support',
        resource: 'listing-applications',
        selectedIds: ['a'],
      },
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /Approve|Reject/ })).toBeNull());
  });
});
