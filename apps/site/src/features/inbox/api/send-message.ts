import type { Message, SendMessageBody } from '@ile/shared/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conversationsKey } from './get-conversations';
import { appendMessage } from './get-messages';

export type OutgoingMessage = Pick<SendMessageBody, 'receiverId' | 'message' | 'media' | 'mediaType'>;

/** Sends (and on the first message starts) the conversation with `receiverId`. */
export function sendMessage(body: OutgoingMessage): Promise<Message> {
  return api.post<Message>('/message/send', body);
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message, body) => {
      appendMessage(queryClient, body.receiverId, message);
      return queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}
