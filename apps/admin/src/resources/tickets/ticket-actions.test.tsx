import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, consoleDataProvider, renderInConsole } from '../../test/render';
import { TicketAssign } from './ticket-assign';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketStatusButtons } from './ticket-status-buttons';

const ticket = {
  id: 't-1',
  status: 'pending',
  subject: 'Refund request',
  assigned_to: null,
  assignee_name: null,
};
const staff = [
  { id: 's-1', full_name: 'Chidi Nwosu', staff_role: 'Support' },
  { id: 's-2', full_name: 'Ngozi Adeyemi', staff_role: 'Admin' },
];

describe('TicketReplyForm', () => {
  it('needs a message, then sends it to the requester', async () => {
    const replyToTicket = answer({ ...ticket, status: 'open' });
    const { user } = renderInConsole(<TicketReplyForm />, {
      dataProvider: consoleDataProvider({ replyToTicket }),
      role: 'Support',
      resource: 'tickets',
      record: ticket,
    });

    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write a reply first')).toBeTruthy();
    expect(replyToTicket).not.toHaveBeenCalled();

    await user.click(screen.getByRole('textbox', { name: 'Reply' }));
    await user.paste('We have refunded the second charge.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Reply sent: the requester has been notified')).toBeTruthy();
    expect(replyToTicket).toHaveBeenCalledWith('t-1', 'We have refunded the second charge.');
  });

  it('is not offered on a closed ticket', async () => {
    renderInConsole(<TicketReplyForm />, {
      dataProvider: consoleDataProvider({}),
      resource: 'tickets',
      record: { ...ticket, status: 'closed' },
    });
    renderInConsole(<TicketReplyForm />, {
      dataProvider: consoleDataProvider({}),
      resource: 'tickets',
      record: ticket,
    });
    expect(await screen.findAllByRole('button', { name: 'Send reply' })).toHaveLength(1);
  });
});

describe('TicketStatusButtons', () => {
  it('offers the moves the state allows and applies one', async () => {
    const setTicketStatus = answer({ ...ticket, status: 'resolved' });
    const { user } = renderInConsole(<TicketStatusButtons />, {
      dataProvider: consoleDataProvider({ setTicketStatus }),
      role: 'Support',
      resource: 'tickets',
      record: ticket,
    });

    expect(await screen.findByRole('button', { name: 'Mark open' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close ticket' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark resolved' }));

    expect(await screen.findByText('Ticket resolved')).toBeTruthy();
    expect(setTicketStatus).toHaveBeenCalledWith('t-1', 'resolved');
  });

  it('asks before closing, because closing is final', async () => {
    const setTicketStatus = answer({ ...ticket, status: 'closed' });
    const { user } = renderInConsole(<TicketStatusButtons />, {
      dataProvider: consoleDataProvider({ setTicketStatus }),
      resource: 'tickets',
      record: { ...ticket, status: 'open' },
    });

    await user.click(await screen.findByRole('button', { name: 'Close ticket' }));
    const dialog = await screen.findByRole('dialog');
    expect(setTicketStatus).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Close ticket' }));

    expect(await screen.findByText('Ticket closed')).toBeTruthy();
    expect(setTicketStatus).toHaveBeenCalledWith('t-1', 'closed');
  });
});

describe('TicketAssign', () => {
  it('assigns the ticket to a staff member', async () => {
    const assignTicket = answer({ ...ticket, assigned_to: 's-1', assignee_name: 'Chidi Nwosu' });
    const dataProvider = consoleDataProvider(
      { assignTicket },
      { getList: (async () => ({ data: staff, total: staff.length })) as never },
    );
    const { user } = renderInConsole(<TicketAssign />, {
      dataProvider,
      role: 'Support',
      resource: 'tickets',
      record: ticket,
    });

    await user.click(await screen.findByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: 'Chidi Nwosu (Support)' }));

    expect(await screen.findByText('Assigned to Chidi Nwosu')).toBeTruthy();
    expect(assignTicket).toHaveBeenCalledWith('t-1', 's-1');
  });

  it('sends null to unassign', async () => {
    const assignTicket = answer({ ...ticket, assigned_to: null, assignee_name: null });
    const dataProvider = consoleDataProvider(
      { assignTicket },
      { getList: (async () => ({ data: staff, total: staff.length })) as never },
    );
    const { user } = renderInConsole(<TicketAssign />, {
      dataProvider,
      resource: 'tickets',
      record: { ...ticket, assigned_to: 's-2', assignee_name: 'Ngozi Adeyemi' },
    });

    await user.click(await screen.findByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: 'Unassigned' }));

    expect(await screen.findByText('Ticket unassigned')).toBeTruthy();
    expect(assignTicket).toHaveBeenCalledWith('t-1', null);
  });
});
