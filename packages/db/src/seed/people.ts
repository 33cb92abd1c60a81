import type { ListingCountry, StaffRole, UserRole } from '@ile/shared';
import type { Kysely } from 'kysely';
import type { Database, NewUser } from '../schema';
import { AGENCY_PROFILES } from './agency-profiles';
import type { ApplicationFiles } from './application-files';
import { DEMO_USERS } from './demo-accounts';
import type { ListingOwner } from './listings';
import { mobilePhone, type PersonName, personalEmail, personName } from './names';
import { SEED_REGIONS, type SeedRegion } from './places';
import { insertProfiles } from './profiles';
import type { Random } from './random';

const AGENTS = 50;
const INDEPENDENT_AGENTS = 14;
const END_USERS = 30;
const STUDENTS = 5;
const DAY_MS = 86_400_000;

export interface SeededPerson {
  id: string;
  email: string;
  name: PersonName;
  country: ListingCountry;
  phone: string;
}

export interface SeededAgency extends SeededPerson {
  agencyId: string;
  agencyName: string;
}

export interface SeededAgent extends SeededPerson {
  agentId: string;
  agencyId: string | null;
}

export interface People {
  demoUser: SeededPerson;
  demoStudent: SeededPerson;
  admin: SeededPerson;
  support: SeededPerson;
  reviewer: SeededPerson;
  agencies: SeededAgency[];
  agents: SeededAgent[];
  /** Ordinary end users, the demo user and the demo student first. */
  endUsers: SeededPerson[];
  counts: { users: number; agencies: number; agents: number; students: number; applications: number };
}

interface PeopleContext {
  passwordHash: string;
  portraits: readonly string[];
  logos: readonly string[];
  now: Date;
  files: ApplicationFiles;
}

/** Staff, end users, students, agencies and agents, with the approved applications behind each role. */
export async function createPeople(
  db: Kysely<Database>,
  rng: Random,
  context: PeopleContext,
): Promise<People> {
  const users: NewUser[] = [];
  let emailNumber = 0;
  const regionOf = (country: ListingCountry, code?: string): SeedRegion =>
    SEED_REGIONS.find((r) => r.country === country && (!code || r.code === code)) as SeedRegion;

  const person = (options: {
    country: ListingCountry;
    role?: UserRole;
    staffRole?: StaffRole;
    email?: string;
    name?: PersonName;
    region?: SeedRegion;
    verified?: boolean;
    student?: boolean;
  }): SeededPerson => {
    const name = options.name ?? personName(rng, options.country);
    const region = options.region ?? rng.pick(SEED_REGIONS.filter((r) => r.country === options.country));
    const createdAt = new Date(context.now.getTime() - rng.int(60, 720) * DAY_MS);
    const seeded: SeededPerson = {
      id: rng.uuid(),
      email: options.email ?? personalEmail(name, ++emailNumber),
      name,
      country: options.country,
      phone: mobilePhone(rng, options.country),
    };
    users.push({
      id: seeded.id,
      email: seeded.email,
      password_hash: context.passwordHash,
      first_name: name.first,
      last_name: name.last,
      phone: seeded.phone,
      gender: name.gender,
      address: `${rng.int(1, 120)} ${rng.pick(['Unity Road', 'Church Street', 'Station Road', 'Market Road'])}, ${region.cities[0]}`,
      state: region.name,
      country: options.country,
      profile_image: rng.chance(0.8) ? rng.pick(context.portraits) : null,
      role: options.role ?? 'EndUser',
      staff_role: options.staffRole ?? null,
      email_verified_at:
        options.verified === false ? null : new Date(createdAt.getTime() + rng.int(5, 600) * 60_000),
      is_verified_student: options.student ?? false,
      is_seed: true,
      selected_currency: rng.chance(0.2) ? 'USD' : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    return seeded;
  };

  const lagos = regionOf('NG', 'LA');
  const admin = person({
    country: 'NG',
    staffRole: 'Admin',
    email: DEMO_USERS.admin.email,
    name: { first: 'Ngozi', last: 'Adeyemi', gender: 'Female' },
    region: lagos,
  });
  const reviewer = person({
    country: 'SL',
    staffRole: 'Reviewer',
    email: DEMO_USERS.reviewer.email,
    name: { first: 'Isatu', last: 'Kamara', gender: 'Female' },
  });
  const support = person({
    country: 'NG',
    staffRole: 'Support',
    email: DEMO_USERS.support.email,
    name: { first: 'Chidi', last: 'Nwosu', gender: 'Male' },
  });
  const demoUser = person({
    country: 'NG',
    email: DEMO_USERS.user.email,
    name: { first: 'Adaeze', last: 'Okafor', gender: 'Female' },
    region: lagos,
  });
  const demoStudent = person({
    country: 'NG',
    email: DEMO_USERS.student.email,
    name: { first: 'Tobi', last: 'Balogun', gender: 'Male' },
    region: lagos,
    student: true,
  });

  const endUsers = [demoUser, demoStudent];
  const students = [demoStudent];
  for (let i = 0; i < END_USERS; i++) {
    const isStudent = i < STUDENTS - 1;
    const user = person({
      country: rng.chance(0.7) ? 'NG' : 'SL',
      student: isStudent,
      verified: i % 9 !== 8,
    });
    endUsers.push(user);
    if (isStudent) students.push(user);
  }

  const agencies: SeededAgency[] = AGENCY_PROFILES.map((profile, i) => {
    const principal = person({
      country: profile.country,
      role: 'Agency',
      email: i === 0 ? DEMO_USERS.agency.email : `principal@${profile.domain}.test`,
      region: regionOf(profile.country, profile.regionCode),
    });
    return { ...principal, agencyId: rng.uuid(), agencyName: profile.name };
  });

  const agents: SeededAgent[] = [];
  for (let i = 0; i < AGENTS; i++) {
    const independent = i >= AGENTS - INDEPENDENT_AGENTS;
    const agency = independent ? null : (agencies[i % agencies.length] as SeededAgency);
    const country: ListingCountry = agency?.country ?? (rng.chance(0.7) ? 'NG' : 'SL');
    const seeded = person({
      country,
      role: 'Agent',
      email: i === 0 ? DEMO_USERS.agent.email : undefined,
      name: i === 0 ? { first: 'Babatunde', last: 'Adeleke', gender: 'Male' } : undefined,
      region: i === 0 ? lagos : undefined,
    });
    agents.push({ ...seeded, agentId: rng.uuid(), agencyId: agency?.agencyId ?? null });
  }

  await db.insertInto('users').values(users).execute();
  const applications = await insertProfiles(db, rng, { agencies, agents, students, admin, context });
  return {
    demoUser,
    demoStudent,
    admin,
    support,
    reviewer,
    agencies,
    agents,
    endUsers,
    counts: {
      users: users.length,
      agencies: agencies.length,
      agents: agents.length,
      students: students.length,
      applications,
    },
  };
}

/** Who owns seeded listings, weighted: the demo agent and agency get a good share to show off. */
export function listingOwners(people: People): Record<ListingCountry, ListingOwner[]> {
  const owners: Record<ListingCountry, ListingOwner[]> = { NG: [], SL: [] };
  people.agents.forEach((agent, i) => {
    owners[agent.country].push({
      userId: agent.id,
      agentId: agent.agentId,
      agencyId: agent.agencyId,
      phone: agent.phone,
      country: agent.country,
      weight: i === 0 ? 8 : 3,
    });
  });
  people.agencies.forEach((agency, i) => {
    owners[agency.country].push({
      userId: agency.id,
      agentId: null,
      agencyId: agency.agencyId,
      phone: agency.phone,
      country: agency.country,
      weight: i === 0 ? 6 : 4,
    });
  });
  // Private landlords: ordinary users (not the demo accounts, whose listings are made by hand).
  for (const user of people.endUsers.slice(2, 14)) {
    owners[user.country].push({
      userId: user.id,
      agentId: null,
      agencyId: null,
      phone: user.phone,
      country: user.country,
      weight: 0.5,
    });
  }
  return owners;
}
