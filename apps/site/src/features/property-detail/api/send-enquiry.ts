import type { Message } from '@ile/shared/contracts/messaging';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Enquiry {
  receiverId: string;
  propertyId: string;
  message: string;
}

/** Starts (or continues) the conversation with the lister, about this listing. */
export function useSendEnquiry() {
  return useMutation({
    mutationFn: (enquiry: Enquiry) => api.post<Message>('/conversations/create-conversation', enquiry),
  });
}
