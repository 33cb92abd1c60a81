import type { Request } from 'autocannon';
import { SEARCH_MIX } from '../../../services/api/bench/search-mix';
import type { Fixtures, Member } from './fixtures';

/**
 * What a visitor does, and how many times in one pass through the list (each connection repeats the
 * pass): the weights printed with the figures. Message sends come last so that a send held back by the
 * pacer (below) skips nothing else.
 */
export const ACTIONS = [
  { action: 'browse home', times: 1, requests: 'GET / + display, trending, rates, geo/country' },
  { action: 'search', times: 6, requests: 'GET /api/v1/property/search?<one of 15 filter sets>' },
  {
    action: 'open listing',
    times: 3,
    requests: 'POST /api/v1/property/property/:id + GET /property/:id + GET increase-view/:id',
  },
  { action: 'save', times: 2, requests: 'POST /api/v1/wishlist/toggle-wishlist (signed in)' },
  { action: 'message', times: 1, requests: 'POST /api/v1/message/send (signed in, verified email)' },
] as const;

type Action = (typeof ACTIONS)[number]['action'];

/** Browsers ask for compressed answers; so does the bench, so the api pays for compression as it would. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en-NG,en;q=0.9' };
const HTML = { ...BROWSER, accept: 'text/html' };
const JSON_ANSWER = { ...BROWSER, accept: 'application/json' };

// messaging.throttles.ts allows 30 sends a minute per user; the pacer keeps each sender below that.
const SENDS_PER_MINUTE = 25;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Takes senders in turn, each at most SENDS_PER_MINUTE in any 60 s, so no send meets the throttle. */
export class SendPacer {
  private next = 0;
  private readonly sent = new Map<string, number[]>();
  heldBack = 0;

  constructor(private readonly members: readonly Member[]) {}

  take(now = Date.now()): Member | undefined {
    for (let tried = 0; tried < this.members.length; tried++) {
      const member = this.members[this.next] as Member;
      this.next = (this.next + 1) % this.members.length;
      const recent = (this.sent.get(member.id) ?? []).filter((at) => now - at < 60_000);
      if (recent.length < SENDS_PER_MINUTE) {
        this.sent.set(member.id, [...recent, now]);
        return member;
      }
      this.sent.set(member.id, recent);
    }
    this.heldBack++;
    return undefined;
  }
}

function actionRequests(action: Action, fixtures: Fixtures, pacer: SendPacer): Request[] {
  const bearer = (member: Member) => ({ authorization: `Bearer ${member.accessToken}` });
  const jsonBody = { 'content-type': 'application/json' };
  switch (action) {
    case 'browse home':
      return [
        { kind: 'home page', method: 'GET', path: '/', headers: HTML },
        ...['display', 'trending'].map((name) => ({
          kind: 'home api',
          method: 'GET',
          path: `/api/v1/property/${name}`,
          headers: JSON_ANSWER,
        })),
        ...['rates', 'geo/country'].map((name) => ({
          kind: 'home api',
          method: 'GET',
          path: `/api/v1/${name}`,
          headers: JSON_ANSWER,
        })),
      ];
    case 'search':
      return [
        {
          kind: 'search',
          method: 'GET',
          headers: JSON_ANSWER,
          setupRequest: (request) => ({
            ...request,
            path: `/api/v1/property/search?${pick(SEARCH_MIX).query}`,
          }),
        },
      ];
    case 'open listing':
      // The three calls of one visit share a listing, kept in the connection's context.
      return [
        {
          kind: 'listing api',
          method: 'POST',
          headers: JSON_ANSWER,
          setupRequest: (request, context) => {
            context.listingId = pick(fixtures.listingIds);
            return { ...request, path: `/api/v1/property/property/${context.listingId}` };
          },
        },
        {
          kind: 'listing page',
          method: 'GET',
          headers: HTML,
          setupRequest: (request, context) => ({ ...request, path: `/property/${context.listingId}` }),
        },
        {
          kind: 'view',
          method: 'GET',
          headers: JSON_ANSWER,
          setupRequest: (request, context) => ({
            ...request,
            path: `/api/v1/property/increase-view/${context.listingId}`,
          }),
        },
      ];
    case 'save':
      return [
        {
          kind: 'save',
          method: 'POST',
          path: '/api/v1/wishlist/toggle-wishlist',
          setupRequest: (request) => ({
            ...request,
            headers: { ...JSON_ANSWER, ...jsonBody, ...bearer(pick(fixtures.members)) },
            body: JSON.stringify({ propertyId: pick(fixtures.listingIds) }),
          }),
        },
      ];
    case 'message':
      return [
        {
          kind: 'message',
          method: 'POST',
          path: '/api/v1/message/send',
          setupRequest: (request) => {
            const sender = pacer.take();
            if (!sender) return null;
            const receiver = pick(fixtures.members.filter((m) => m.id !== sender.id));
            return {
              ...request,
              headers: { ...JSON_ANSWER, ...jsonBody, ...bearer(sender) },
              body: JSON.stringify({
                receiverId: receiver.id,
                message: `Is it still available? (${Date.now()})`,
              }),
            };
          },
        },
      ];
  }
}

/**
 * One pass: the actions taken in turns as a visit would go (home, then searches and listings, saving on
 * the way), each as often as ACTIONS says, and the message last.
 */
export function buildPass(fixtures: Fixtures, pacer: SendPacer): Request[] {
  const order: Action[] = [];
  const rounds = Math.max(...ACTIONS.map((a) => a.times));
  for (let round = 0; round < rounds; round++)
    for (const { action, times } of ACTIONS) if (action !== 'message' && round < times) order.push(action);
  const messages = ACTIONS.find((a) => a.action === 'message')?.times ?? 0;
  for (let i = 0; i < messages; i++) order.push('message');
  return order.flatMap((action) => actionRequests(action, fixtures, pacer));
}
