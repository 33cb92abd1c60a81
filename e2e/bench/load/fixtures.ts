import { DEMO_PASSWORD } from '@ile/db/seed/demo-accounts';
import type { AuthResponse } from '@ile/shared';
import pg from 'pg';
import { databaseUrl } from '../../support/stack-resources';

/** A seeded person signed in for the run. */
export interface Member {
  id: string;
  email: string;
  accessToken: string;
}

/** What the mix picks from: published listings, and signed-in seeded people who may send messages. */
export interface Fixtures {
  listingIds: string[];
  members: Member[];
}

// The login throttle allows 30 a minute per IP and the whole run comes from one: stay under it.
const MAX_MEMBERS = 28;

async function seededData(databaseName: string): Promise<{ listingIds: string[]; people: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl(databaseName) });
  await client.connect();
  try {
    const listings = await client.query<{ id: string }>(
      "SELECT id FROM properties WHERE status = 'published' ORDER BY id",
    );
    // Messaging needs a verified email; staff are left out as they are not the site's visitors.
    const people = await client.query<{ email: string }>(
      `SELECT email FROM users
        WHERE is_seed AND email_verified_at IS NOT NULL AND staff_role IS NULL
          AND suspended_at IS NULL AND deleted_at IS NULL
        ORDER BY role, email LIMIT $1`,
      [MAX_MEMBERS],
    );
    return { listingIds: listings.rows.map((r) => r.id), people: people.rows.map((r) => r.email) };
  } finally {
    await client.end();
  }
}

async function signIn(baseUrl: string, email: string): Promise<Member> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { message?: string; data?: AuthResponse };
  if (!res.ok || !body.data) throw new Error(`signing in as ${email} failed: ${res.status} ${body.message}`);
  return { id: body.data.user.id, email, accessToken: body.data.accessToken };
}

export async function loadFixtures(baseUrl: string, databaseName: string): Promise<Fixtures> {
  const { listingIds, people } = await seededData(databaseName);
  if (listingIds.length === 0) throw new Error('the seed made no published listing');
  if (people.length < 2) throw new Error('the seed made fewer than two verified people');
  const members: Member[] = [];
  // One at a time: each login hashes a password (argon2id), and the api shares two cores with this bench.
  for (const email of people) members.push(await signIn(baseUrl, email));
  return { listingIds, members };
}
