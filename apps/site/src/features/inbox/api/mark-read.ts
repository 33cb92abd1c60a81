import type { Conversation } from '@ile/shared/contracts/messaging';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { upsertConversation } from './get-conversations';

/** A message arrived in the open thread: it is read now. */
export async function markRead(queryClient: QueryClient, receiverId: string): Promise<void> {
  const conversation = await api.post<Conversation>('/message/mark-read', { receiverId });
  upsertConversation(queryClient, conversation);
}
