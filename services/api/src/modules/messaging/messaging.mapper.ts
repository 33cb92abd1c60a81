import type { ConversationSide } from '@ile/db/repositories/conversations.repository';
import type { MessageListingRow, MessageRow } from '@ile/db/repositories/messages.repository';
import type { Conversation, ListingCurrency, Message, MessageListing } from '@ile/shared';
import { mediaUrl } from '../../lib/media-url';
import { badgesFrom } from '../../lib/verification-badges';
import { previewKeyOf } from './attachment-image';

/** What the list shows for a picture sent without text. */
export const IMAGE_ONLY_LABEL = 'Image';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * decisions.md: "read receipts" off hides read state. A user who turned them off neither shows when they
 * read nor sees when others read, so read state travels only between two people who both have them on.
 */
export const readReceiptsVisible = (
  side: Pick<ConversationSide, 'me_read_receipts' | 'other_read_receipts'>,
) => side.me_read_receipts && side.other_read_receipts;

/** A listing's card in a conversation or message; null for none. */
export function toMessageListing(row: MessageListingRow | null): MessageListing | null {
  if (!row) return null;
  return {
    id: row.property_id,
    title: row.property_title,
    image: mediaUrl(row.property_image_key),
    price: Number(row.property_price),
    currency: row.property_currency as ListingCurrency,
    city: row.property_city,
    state: row.property_state,
  };
}

export function toConversation(side: ConversationSide): Conversation {
  const readAt = readReceiptsVisible(side) ? side.other_last_read_at : null;
  return {
    id: side.id,
    receiver_id: side.other_id,
    receiver_name: fullName(side.other_first_name, side.other_last_name),
    receiver_image: mediaUrl(side.other_profile_image),
    receiver_verification: badgesFrom({
      identity_verified_at: side.other_identity_verified_at,
      business_verified_at: side.other_business_verified_at,
    }),
    last_message: side.last_body || (side.last_media_key ? IMAGE_ONLY_LABEL : null),
    unread_count: side.unread_count,
    receiver_read_at: readAt ? readAt.toISOString() : null,
    createdAt: side.created_at.toISOString(),
    updatedAt: (side.last_message_at ?? side.created_at).toISOString(),
    property: toMessageListing(side.listing),
  };
}

/**
 * The message as `viewerId` sees it: its scam warnings travel on the receiver's copy only (the sender is not
 * told what the checker saw in their words).
 */
export function toMessage(row: MessageRow, showReadState: boolean, viewerId: string): Message {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    sender_name: fullName(row.sender_first_name, row.sender_last_name),
    receiver_id: row.receiver_id,
    message: row.body ?? '',
    media: mediaUrl(row.media_key),
    media_preview: mediaUrl(previewKeyOf(row.media_key)),
    media_type: row.media_type,
    createdAt: row.created_at.toISOString(),
    read_at: showReadState && row.read_at ? row.read_at.toISOString() : null,
    warnings: viewerId === row.receiver_id ? (row.warnings ?? []) : [],
    property: toMessageListing(row.listing),
  };
}
