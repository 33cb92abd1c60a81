import type { Conversation, MessageListing } from '@ile/shared/contracts/messaging';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Everything the inbox caches: conversations, threads, user search. */
export const inboxKey = ['inbox'] as const;
export const conversationsKey = [...inboxKey, 'conversations'] as const;

/** Every conversation, or (`propertyId`) those ever about that listing: under conversationsKey either way. */
export const conversationsQuery = (propertyId?: string) =>
  queryOptions({
    queryKey: propertyId ? ([...conversationsKey, 'about', propertyId] as const) : conversationsKey,
    queryFn: ({ signal }) =>
      api.post<Conversation[]>('/conversations/conversations', propertyId ? { propertyId } : {}, { signal }),
  });

export function useConversations(propertyId?: string) {
  return useQuery(conversationsQuery(propertyId));
}

/** The listings the conversations were about (the list's filter); refreshed with the conversations. */
export function useConversationListings() {
  return useQuery({
    queryKey: [...conversationsKey, 'listings'],
    queryFn: ({ signal }) => api.post<MessageListing[]>('/conversations/listings', {}, { signal }),
  });
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
