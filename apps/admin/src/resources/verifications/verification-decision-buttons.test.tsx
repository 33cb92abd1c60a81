import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, consoleDataProvider, renderInConsole } from '../../test/render';
import { MarkInspectedButton } from '../properties/mark-inspected-button';
import { VerificationDecisionButtons } from './verification-decision-buttons';

const identity = { id: 'ver-1', status: 'pending', kind: 'identity', user_name: 'Amaka Obi' };
const business = { ...identity, id: 'ver-2', kind: 'business' };

describe('VerificationDecisionButtons', () => {
  it('approves an ID without a note, through the data provider, and says so', async () => {
    const approveVerification = answer({ ...identity, status: 'approved' });
    const { user } = renderInConsole(<VerificationDecisionButtons />, {
      dataProvider: consoleDataProvider({ approveVerification }),
      role: 'Reviewer',
      resource: 'verifications',
      record: identity,
    });

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findByRole('dialog', { name: 'Approve this ID' });
    await user.click(screen.getByRole('button', { name: 'Approve verification' }));

    expect(await screen.findByText(/Verification approved/)).toBeTruthy();
    expect(approveVerification).toHaveBeenCalledWith('ver-1', undefined);
  });

  it('will not approve a business without saying what was checked', async () => {
    const approveVerification = answer({ ...business, status: 'approved' });
    const { user } = renderInConsole(<VerificationDecisionButtons />, {
      dataProvider: consoleDataProvider({ approveVerification }),
      role: 'Admin',
      resource: 'verifications',
      record: business,
    });

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Approve verification' }));
    expect(await screen.findByText('What was checked is required')).toBeTruthy();
    expect(approveVerification).not.toHaveBeenCalled();

    await user.click(screen.getByRole('textbox', { name: /What was checked/ }));
    await user.paste('CAC search: RC 1234567 active');
    await user.click(screen.getByRole('button', { name: 'Approve verification' }));
    await waitFor(() =>
      expect(approveVerification).toHaveBeenCalledWith('ver-2', 'CAC search: RC 1234567 active'),
    );
  });

  it('rejects with the reason the person reads', async () => {
    const rejectVerification = answer({ ...identity, status: 'rejected' });
    const { user } = renderInConsole(<VerificationDecisionButtons />, {
      dataProvider: consoleDataProvider({ rejectVerification }),
      role: 'Reviewer',
      resource: 'verifications',
      record: identity,
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(await screen.findByRole('button', { name: 'Reject verification' }));
    expect(await screen.findByText('A reason is required')).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: /Reason/ }));
    await user.paste('The selfie does not show the ID');
    await user.click(screen.getByRole('button', { name: 'Reject verification' }));
    expect(await screen.findByText(/Verification rejected/)).toBeTruthy();
    expect(rejectVerification).toHaveBeenCalledWith('ver-1', 'The selfie does not show the ID');
  });

  it('offers no decision to Support (who reads the queue) nor on a decided verification', async () => {
    const dataProvider = consoleDataProvider({});
    renderInConsole(<VerificationDecisionButtons />, {
      dataProvider,
      role: 'Support',
      resource: 'verifications',
      record: identity,
    });
    renderInConsole(<VerificationDecisionButtons />, {
      dataProvider,
      role: 'Admin',
      resource: 'verifications',
      record: { ...identity, status: 'approved' },
    });
    renderInConsole(<VerificationDecisionButtons />, {
      dataProvider,
      role: 'Admin',
      resource: 'verifications',
      record: identity,
    });
    expect(await screen.findAllByRole('button', { name: 'Approve' })).toHaveLength(1);
  });
});

describe('MarkInspectedButton', () => {
  const listing = { id: 'prop-1', status: 'published', title: 'Flat in Lekki', inspected_at: null };

  it('records a visit with its day and note, refusing an empty note', async () => {
    const markPropertyInspected = answer({ ...listing, inspected_at: '2026-11-12T00:00:00.000Z' });
    const { user } = renderInConsole(<MarkInspectedButton />, {
      dataProvider: consoleDataProvider({ markPropertyInspected }),
      role: 'Reviewer',
      resource: 'properties',
      record: listing,
    });
    await user.click(await screen.findByRole('button', { name: 'Mark inspected' }));
    await user.click(await screen.findByRole('button', { name: 'Save inspection' }));
    expect(await screen.findByText('Say what you checked')).toBeTruthy();
    expect(markPropertyInspected).not.toHaveBeenCalled();

    await user.click(screen.getByRole('textbox', { name: /What was checked/ }));
    await user.paste('Roof, water and power checked');
    await user.click(screen.getByRole('button', { name: 'Save inspection' }));
    expect(await screen.findByText(/Listing marked inspected/)).toBeTruthy();
    expect(markPropertyInspected).toHaveBeenCalledWith('prop-1', {
      visitedOn: new Date().toISOString().slice(0, 10),
      note: 'Roof, water and power checked',
    });
  });

  it('is not offered to Support', async () => {
    renderInConsole(
      <>
        <MarkInspectedButton />
        <span>rendered</span>
      </>,
      { dataProvider: consoleDataProvider({}), role: 'Support', resource: 'properties', record: listing },
    );
    await screen.findByText('rendered');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark inspected' })).toBeNull());
  });
});
