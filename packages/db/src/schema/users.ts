import type { Gender, StaffRole, UserRole } from '@ile/shared';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, UuidId } from './columns';

/** Everyone with an account: end users, agents, agencies and staff (staff_role set). */
export interface UsersTable {
  id: UuidId;
  /** Unique case-insensitively (index on lower(email)); compare with lower() when looking up. */
  email: string;
  /** argon2id PHC string, see passwords.ts. */
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  gender: Gender | null;
  address: string | null;
  state: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  /** Storage key of the profile picture. */
  profile_image: string | null;
  role: Generated<UserRole>;
  staff_role: StaffRole | null;
  email_verified_at: NullableTimestamp;
  /** When staff approved the person's government ID (the "ID verified" badge); null when not verified. */
  identity_verified_at: NullableTimestamp;
  is_verified_student: Generated<boolean>;
  suspended_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  /** Created by the demo seed; the seed only ever deletes rows marked so. */
  is_seed: Generated<boolean>;
  /** Display currency chosen by hand; null follows the visitor's country. */
  selected_currency: string | null;
  dark_mode: Generated<boolean>;
  theme_colour: Generated<string>;
  search_engine_inclusion: Generated<boolean>;
  read_receipts: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
