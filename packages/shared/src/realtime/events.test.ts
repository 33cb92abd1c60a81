import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS, REALTIME_PAYLOADS, userRoom } from './events';

describe('realtime events', () => {
  it('are the three events of the API conventions, each with a payload schema', () => {
    expect(Object.values(REALTIME_EVENTS).sort()).toEqual([
      'conversation:updated',
      'message:new',
      'notification:new',
    ]);
    expect(Object.keys(REALTIME_PAYLOADS).sort()).toEqual(Object.values(REALTIME_EVENTS).sort());
  });

  it('puts each user in a room of their own', () => {
    expect(userRoom('abc')).toBe('user:abc');
  });
});
