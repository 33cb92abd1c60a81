import type { StaffRole } from '@ile/shared/constants/auth';
import { staffCan } from '@ile/shared/constants/staff-permissions';

/** react-admin's own action names, mapped to the server's. */
const RA_ACTIONS: Record<string, string> = {
  list: 'read',
  show: 'read',
  export: 'read',
  edit: 'update',
  create: 'create',
  delete: 'delete',
};

/**
 * Whether `role` may do `action` on `resource`, by the server's own table (@ile/shared): the console only hides
 * what a role may not use; the server refuses it anyway.
 */
export function can(role: StaffRole | null | undefined, resource: string, action: string): boolean {
  return staffCan(role, resource, RA_ACTIONS[action] ?? action);
}
