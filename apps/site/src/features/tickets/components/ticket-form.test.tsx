import type { CreateTicketBody, Ticket, TicketsResponse } from '@ile/shared/contracts/ticket';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpResponse, http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { TicketForm } from './ticket-form';
import { TicketList } from './ticket-list';

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`)) as HTMLInputElement;

describe('creating a ticket', () => {
  it('sends the ticket, says so, clears the form and lists it', { timeout: 30_000 }, async () => {
    const tickets: Ticket[] = [];
    const sent: CreateTicketBody[] = [];
    server.use(
      http.get('*/api/v1/ticket/mine', () =>
        success<TicketsResponse>({ tickets, totalItems: tickets.length, totalPages: 1 }),
      ),
      http.post('*/api/v1/ticket/new-ticket', async ({ request }) => {
        const body = (await request.json()) as CreateTicketBody;
        sent.push(body);
        const ticket: Ticket = {
          id: '1d8e0f3a-2222-4c3b-8d4e-000000000001',
          sender_id: '0b7c5d1e-1111-4a2b-9c3d-000000000001',
          sender_name: body.senderName,
          sender_email: 'ada@example.com',
          subject: body.subject,
          description: body.description,
          status: 'pending',
          image: null,
          file_name: null,
          replies: [],
          created_at: '2026-11-21T09:00:00.000Z',
          updated_at: '2026-11-21T09:00:00.000Z',
        };
        tickets.unshift(ticket);
        return HttpResponse.json(
          { status: 'success', message: 'Ticket created successfully', data: ticket },
          { status: 201 },
        );
      }),
    );
    renderWithApp(
      <>
        <TicketForm defaultName="Ada Obi" />
        <TicketList />
      </>,
    );
    expect(await screen.findByText('No tickets yet')).toBeTruthy();
    expect(field('Requester Name').value).toBe('Ada Obi');

    await userEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(await screen.findByText('Enter a subject')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(field('Ticket subject'), 'Payment not showing');
    await userEvent.type(field('Description'), 'I paid for the listing yesterday but it is still pending.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));

    expect(await screen.findByText('Ticket created successfully')).toBeTruthy();
    expect(sent).toEqual([
      {
        senderName: 'Ada Obi',
        subject: 'Payment not showing',
        description: 'I paid for the listing yesterday but it is still pending.',
      },
    ]);
    await waitFor(() => expect(field('Ticket subject').value).toBe(''));
    expect(field('Description').value).toBe('');
    expect(field('Requester Name').value).toBe('Ada Obi');
    expect(await screen.findByText('Payment not showing')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
  });
});
