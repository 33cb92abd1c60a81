import { MINUTE, perUser, type ThrottleRule } from '../../plugins/external/rate-limit';

/** Limits against spam: sending and starting conversations share one counter per account. */
export const MESSAGING_THROTTLES = {
  send: [perUser('message-send', 30, MINUTE)],
  read: [perUser('message-read', 300, MINUTE)],
} satisfies Record<string, ThrottleRule[]>;
