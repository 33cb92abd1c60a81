import type { Conversation } from '@ile/shared/contracts/messaging';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Everything the inbox caches: conversations, threads, user search. */
export const inboxKey = ['inbox'] as const;
export const conversationsKey = [...inboxKey, 'conversations'] as const;

export const conversationsQuery = () =>
  queryOptions({
    queryKey: conversationsKey,
    queryFn: ({ signal }) => api.post<Conversation[]>('/conversations/conversations', {}, { signal }),
  });

export function useConversations() {
  return useQuery(conversationsQuery());
}

const byActivity = (a: Conversation, b: Conversation) => b.updatedAt.localeCompare(a.updatedAt);

/** Puts a pushed or freshly read conversation in the list, newest activity first. */
export function upsertConversation(queryClient: QueryClient, conversation: Conversation): void {
  queryClient.setQueryData<Conversation[]>(conversationsKey, (list) => {
    if (!list) return list;
    const rest = list.filter((item) => item.receiver_id !== conversation.receiver_id);
    return [conversation, ...rest].sort(byActivity);
  });
}

/** Clears a conversation's unread badge at once when its thread is opened (the server agrees shortly). */
export function markConversationSeen(queryClient: QueryClient, receiverId: string): void {
  queryClient.setQueryData<Conversation[]>(conversationsKey, (list) =>
    list?.map((item) => (item.receiver_id === receiverId ? { ...item, unread_count: 0 } : item)),
  );
}
