import type { Db, NewAgency, NewAgent } from '@ile/db';
import { createUser, type TestUser } from './accounts';

/** An approved agent: an account with role Agent and its profile. */
export async function createAgent(
  db: Db,
  overrides: Partial<NewAgent> = {},
  user?: TestUser,
): Promise<{ user: TestUser; agentId: string }> {
  const owner = user ?? (await createUser(db, { role: 'Agent', first_name: 'Tunde', last_name: 'Bello' }));
  const agent = await db
    .insertInto('agents')
    .values({
      user_id: owner.id,
      position: 'Senior agent',
      office_address: '5 Marina, Lagos',
      office_phone: '+2348012345678',
      business_email: 'tunde@agents.test',
      approved_at: new Date(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { user: owner, agentId: agent.id };
}

/** An approved agency: an account with role Agency and its profile. */
export async function createAgency(
  db: Db,
  overrides: Partial<NewAgency> = {},
): Promise<{ user: TestUser; agencyId: string }> {
  const owner = await createUser(db, { role: 'Agency', first_name: 'Homes', last_name: 'Ltd' });
  const agency = await db
    .insertInto('agencies')
    .values({
      user_id: owner.id,
      agency_name: 'Lagoon Homes',
      office_address: '1 Broad Street, Lagos',
      office_phone: '+2348012345679',
      business_email: 'hello@lagoon.test',
      license_number: 'LIC-001',
      country: 'NG',
      region: 'Lagos',
      corporate_values: 'Honesty',
      history: 'Since 2001',
      document_image: 'private/agency-doc.jpg',
      approved_at: new Date(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { user: owner, agencyId: agency.id };
}
