import type { Ticket } from '@ile/shared/contracts/ticket';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myTicketsKey } from './get-my-tickets';

export function replyToTicket({ ticketId, message }: { ticketId: string; message: string }): Promise<Ticket> {
  return api.post<Ticket>(`/ticket/${encodeURIComponent(ticketId)}/reply`, { message });
}

/** The owner's follow-up on their ticket (it reopens a resolved one). */
export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myTicketsKey }),
  });
}
