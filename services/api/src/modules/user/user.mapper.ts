import type { User as UserRow } from '@ile/db';
import type { User } from '@ile/shared';

import { mediaUrl } from '../../lib/media-url';

/** The account as the owner sees it; never the password hash or internal flags. */
export function toUserRecord(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    gender: row.gender,
    address: row.address,
    state: row.state,
    country: row.country,
    profile_image: mediaUrl(row.profile_image),
    role: row.role,
    staff_role: row.staff_role,
    email_verified: row.email_verified_at !== null,
    is_verified_student: row.is_verified_student,
    settings: {
      selected_currency: row.selected_currency as User['settings']['selected_currency'],
      dark_mode: row.dark_mode,
      theme_colour: row.theme_colour as User['settings']['theme_colour'],
      search_engine_inclusion: row.search_engine_inclusion,
      read_receipts: row.read_receipts,
    },
    created_at: row.created_at.toISOString(),
  };
}
