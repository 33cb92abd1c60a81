import { describe, expect, it } from 'vitest';
import { REALTIME_PAYLOADS } from '../realtime/events';
import { id } from '../testing/fixtures';
import { ConversationSchema, GetMessagesBody, MarkConversationReadBody } from './messaging';
import { CreateTicketReplyBody, ListTicketsQuery, TicketIdParams } from './ticket';
import { NO_BADGES } from './verification';

describe('GetMessagesBody', () => {
  it('names the thread by the other person or by the conversation, 50 messages by default', () => {
    expect(GetMessagesBody.parse({ receiverId: id(2) })).toMatchObject({ receiverId: id(2), limit: 50 });
    expect(GetMessagesBody.safeParse({ conversationId: id(3), beforeId: id(4), limit: 10 }).success).toBe(
      true,
    );
    const neither = GetMessagesBody.safeParse({ limit: 10 });
    expect(neither.success).toBe(false);
    expect(neither.error?.issues[0]?.path).toEqual(['receiverId']);
  });

  it('caps a page at 100 messages and takes `before` as an ISO time', () => {
    expect(GetMessagesBody.safeParse({ receiverId: id(2), limit: 101 }).success).toBe(false);
    expect(GetMessagesBody.safeParse({ receiverId: id(2), limit: 0 }).success).toBe(false);
    expect(GetMessagesBody.safeParse({ receiverId: id(2), before: 'yesterday' }).success).toBe(false);
    expect(GetMessagesBody.safeParse({ receiverId: id(2), before: '2026-01-01T10:00:00.000Z' }).success).toBe(
      true,
    );
  });
});

describe('MarkConversationReadBody', () => {
  it('needs the other person', () => {
    expect(MarkConversationReadBody.safeParse({ receiverId: id(1) }).success).toBe(true);
    expect(MarkConversationReadBody.safeParse({}).success).toBe(false);
  });
});

describe('conversation:updated', () => {
  it('carries the read-up-to time, null when receipts are hidden', () => {
    const conversation = {
      id: id(1),
      receiver_id: id(2),
      receiver_name: 'Bola Ade',
      receiver_image: null,
      receiver_verification: NO_BADGES,
      last_message: 'Hello',
      unread_count: 0,
      receiver_read_at: null,
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:05:00.000Z',
      property: null,
    };
    expect(ConversationSchema.safeParse(conversation).success).toBe(true);
    expect(REALTIME_PAYLOADS['conversation:updated']).toBe(ConversationSchema);
    const { receiver_read_at: _, ...withoutReadAt } = conversation;
    expect(ConversationSchema.safeParse(withoutReadAt).success).toBe(false);
  });
});

describe('ticket calls', () => {
  it('reply needs text, the list filters by status, the path names a ticket id', () => {
    expect(CreateTicketReplyBody.safeParse({ message: '  ' }).success).toBe(false);
    expect(CreateTicketReplyBody.parse({ message: ' Thanks ' }).message).toBe('Thanks');
    expect(ListTicketsQuery.parse({ status: '' })).toMatchObject({ page: 1, size: 10, status: undefined });
    expect(ListTicketsQuery.safeParse({ status: 'lost' }).success).toBe(false);
    expect(TicketIdParams.safeParse({ id: 'abc' }).success).toBe(false);
  });
});
