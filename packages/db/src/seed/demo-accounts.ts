import type { StaffRole, UserRole } from '@ile/shared';

/** The password of every seeded account. */
export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoAccount {
  /** What the account is for, as a short label: User, Student, Agent, Agency, Admin, Reviewer, Support. */
  role: string;
  email: string;
  password: string;
  /** users.role and users.staff_role of the account. */
  userRole: UserRole;
  staffRole: StaffRole | null;
  description: string;
}

function account(
  role: string,
  email: string,
  userRole: UserRole,
  staffRole: StaffRole | null,
  description: string,
): DemoAccount {
  return { role, email, password: DEMO_PASSWORD, userRole, staffRole, description };
}

/** Accounts a person can sign in with after seeding, by what they show (emails verified). */
export const DEMO_USERS = {
  user: account(
    'User',
    'user@ile.test',
    'EndUser',
    null,
    'saved properties, applications, tickets, messages, payments',
  ),
  student: account('Student', 'student@ile.test', 'EndUser', null, 'verified student'),
  agent: account(
    'Agent',
    'agent@ile.test',
    'Agent',
    null,
    'agent of Eko Prime Realty, with listings and reviews',
  ),
  agency: account(
    'Agency',
    'agency@ile.test',
    'Agency',
    null,
    'Eko Prime Realty (Lagos): agents, listings, reviews',
  ),
  admin: account('Admin', 'admin@ile.test', 'EndUser', 'Admin', 'staff console, every action'),
  reviewer: account(
    'Reviewer',
    'reviewer@ile.test',
    'EndUser',
    'Reviewer',
    'staff console, application reviews',
  ),
  support: account('Support', 'support@ile.test', 'EndUser', 'Support', 'staff console, tickets'),
} as const;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = Object.values(DEMO_USERS);
