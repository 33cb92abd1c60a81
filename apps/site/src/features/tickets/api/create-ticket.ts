import type { CreateTicketBody, Ticket } from '@ile/shared/contracts/ticket';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { myTicketsKey } from './get-my-tickets';

export type NewTicket = Pick<
  CreateTicketBody,
  'senderName' | 'subject' | 'description' | 'image' | 'fileName'
>;

export async function createTicket(body: NewTicket): Promise<{ ticket: Ticket; message: string }> {
  const answer = await request<Ticket>('POST', '/ticket/new-ticket', body);
  return { ticket: answer.data, message: answer.message ?? 'Ticket created successfully' };
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myTicketsKey }),
  });
}
