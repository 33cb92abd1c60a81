import { makePicture } from '@ile/db/testing/pictures';
import type { FastifyInstance } from 'fastify';
import { createUser, login, type TestUser } from '../helpers/accounts';
import { createAgency, createAgent } from '../helpers/community';
import { startFakeFlutterwave, startFakePaystack } from '../helpers/fake-providers';
import { createProperty } from '../helpers/listings';
import type { TestApp } from '../helpers/test-app';
import type { Caller } from './requests';
import type { Knowledge } from './schema-arbitraries';

interface Account {
  user: TestUser;
  headers: Record<string, string>;
}

/** The accounts the fuzzer calls as, and the rows its "valid" input can name. */
export interface FuzzWorld {
  headersOf(caller: Caller): Record<string, string>;
  /** What a caller's valid input may name (their own id first, for identity fields). */
  knowledgeFor(caller: Caller): Knowledge;
  /** Fuzzed input may delete, suspend or re-password the callers: bring them back before the next route. */
  restoreCallers(): Promise<void>;
}

export interface FakeProviders {
  /** Environment that points the api at the local fakes. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The api as deployed has its payment providers configured: without keys, choosing a provider answers 503
 * "not set up on this server" by design (tested in payments.test.ts), which says nothing about bad input.
 */
export async function startFakeProviders(): Promise<FakeProviders> {
  const paystack = await startFakePaystack('sk_test_fuzz');
  const flutterwave = await startFakeFlutterwave('FLWSECK_TEST-fuzz', 'fuzz-hash');
  return {
    env: {
      PAYSTACK_SECRET_KEY: 'sk_test_fuzz',
      PAYSTACK_PUBLIC_KEY: 'pk_test_fuzz',
      PAYSTACK_BASE_URL: paystack.url,
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-fuzz',
      FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-fuzz',
      FLUTTERWAVE_SECRET_HASH: 'fuzz-hash',
      FLUTTERWAVE_BASE_URL: `${flutterwave.url}/`,
    },
    async close() {
      await paystack.close();
      await flutterwave.close();
    },
  };
}

const toDataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** Real pictures, a JPEG cut in half, PNG bytes labelled JPEG, text labelled PNG, and malformed data URLs. */
async function dataUrls(): Promise<string[]> {
  const jpeg = await makePicture('jpeg');
  const png = await makePicture('png');
  return [
    toDataUrl('image/jpeg', jpeg),
    toDataUrl('image/png', png),
    toDataUrl('image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2))),
    toDataUrl('image/jpeg', png),
    toDataUrl('image/png', Buffer.from('not a picture at all')),
    toDataUrl('image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')),
    toDataUrl('application/pdf', Buffer.from('%PDF-1.4')),
    'data:image/png;base64,eHh',
    'data:image/png;base64,',
    'data:image/jpeg,rawtext',
    'data:;base64,AAAA',
    'https://evil.example/x.jpg',
    `data:image/jpeg;base64,${jpeg.toString('base64').slice(0, -3)}!!!`,
  ];
}

async function admittedAdmin(app: FastifyInstance, account: Account): Promise<Account> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/queues/session',
    headers: account.headers,
  });
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { ...account, headers: { ...account.headers, cookie } };
}

export async function buildFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const { app } = t;
  const db = t.database.db;
  const signIn = async (overrides: Parameters<typeof createUser>[1]): Promise<Account> => {
    const user = await createUser(db, overrides);
    return { user, headers: (await login(app, user)).auth };
  };
  const newMember = () => signIn({ first_name: 'Fuzz', last_name: 'Member' });
  const newAdmin = async () =>
    admittedAdmin(app, await signIn({ staff_role: 'Admin', first_name: 'Fuzz', last_name: 'Admin' }));

  let member = await newMember();
  let admin = await newAdmin();
  const other = await createUser(db, { first_name: 'Other', last_name: 'Person' });
  const agent = await createAgent(db);
  const agency = await createAgency(db);
  const ownListing = await createProperty(db, member.user.id, {}, 1);
  const otherListing = await createProperty(db, other.id, {}, 1);
  const pictures = await dataUrls();
  // The worker keeps rates fresh in production; without any, GET /api/v1/rates answers 503 by design.
  await db
    .insertInto('exchange_rates')
    .values([
      { quote: 'USDNGN', rate: 1550.5, source: 'fuzz', fetched_at: new Date() },
      { quote: 'USDSLE', rate: 22.7, source: 'fuzz', fetched_at: new Date() },
    ])
    .execute();
  const sharedIds = [
    other.id,
    agent.user.id,
    agent.agentId,
    agency.user.id,
    agency.agencyId,
    ownListing.id,
    otherListing.id,
  ];

  return {
    headersOf: (caller) => (caller === 'member' ? member.headers : caller === 'admin' ? admin.headers : {}),
    knowledgeFor(caller) {
      const self = caller === 'admin' ? admin : member;
      const ids = [self.user.id, ...sharedIds, caller === 'admin' ? member.user.id : admin.user.id];
      return { ids, ownEmail: self.user.email, dataUrls: pictures };
    },
    async restoreCallers() {
      // Access tokens are stateless for their 15 minutes: only a deleted, suspended or demoted account stops them.
      const rows = await db
        .selectFrom('users')
        .select(['id', 'staff_role', 'suspended_at', 'deleted_at'])
        .where('id', 'in', [member.user.id, admin.user.id])
        .execute();
      const usable = (id: string, staff: boolean) =>
        rows.some(
          (r) => r.id === id && !r.suspended_at && !r.deleted_at && (!staff || r.staff_role === 'Admin'),
        );
      if (!usable(member.user.id, false)) member = await newMember();
      if (!usable(admin.user.id, true)) admin = await newAdmin();
    },
  };
}
