import type { Message } from '@ile/shared/contracts/messaging';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inboxKey } from './get-conversations';

export const THREAD_PAGE_SIZE = 50;
export const threadKey = (receiverId: string) => [...inboxKey, 'thread', receiverId] as const;

/**
 * A thread in pages: the first page is the newest messages, each further page older ones (cursor: the oldest
 * id shown). Each page is oldest first. Reading a thread marks it read on the server.
 */
export const threadQuery = (receiverId: string) =>
  infiniteQueryOptions({
    queryKey: threadKey(receiverId),
    queryFn: ({ pageParam, signal }) =>
      api.post<Message[]>(
        '/message/get-messages',
        { receiverId, limit: THREAD_PAGE_SIZE, ...(pageParam ? { beforeId: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => (last.length < THREAD_PAGE_SIZE ? undefined : last[0]?.id),
    // Live updates keep an open thread current; refetching would only repeat what arrived.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useThread(receiverId: string) {
  return useInfiniteQuery(threadQuery(receiverId));
}

/** Messages oldest first across pages. */
export function flattenThread(data: InfiniteData<Message[]> | undefined): Message[] {
  return data ? [...data.pages].reverse().flat() : [];
}

/** Appends a sent or pushed message to its thread's newest page, once. */
export function appendMessage(queryClient: QueryClient, receiverId: string, message: Message): void {
  queryClient.setQueryData<InfiniteData<Message[]>>(threadKey(receiverId), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.some((item) => item.id === message.id))) return data;
    const [newest = [], ...older] = data.pages;
    return { ...data, pages: [[...newest, message], ...older] };
  });
}
