import type { StaffRole } from '@ile/shared';
import {
  isStaffRole,
  STAFF_PERMISSIONS,
  STAFF_RESOURCES,
  type StaffAction,
  type StaffResource,
  staffCan,
} from '@ile/shared/constants/staff-permissions';

/** The table itself lives in @ile/shared so the console hides exactly what the server refuses. */
export const PERMISSIONS = STAFF_PERMISSIONS;
export type AdminResource = StaffResource;
export type AdminAction<R extends AdminResource = AdminResource> = StaffAction<R>;
/** A route's (resource, action) pair. */
export type Permission = { [R in AdminResource]: readonly [R, AdminAction<R>] }[AdminResource];

export const ADMIN_RESOURCES = STAFF_RESOURCES;
export { isStaffRole };

/** Whether `role` may do `action` on `resource`; an unknown pair is refused (fail closed). */
export function can(role: StaffRole, resource: string, action: string): boolean {
  return staffCan(role, resource, action);
}

/**
 * Whether an access token's staff role (any string, or none) may do `action` on `resource`: how the site's
 * own routes give staff more than a member (editing anyone's listing, reading drafts) by the same table.
 */
export function staffMay(
  staffRole: string | null | undefined,
  resource: AdminResource,
  action: string,
): boolean {
  return isStaffRole(staffRole) && staffCan(staffRole, resource, action);
}

/** Every (resource, action) pair with the roles allowed, for the docs and the role tests. */
export function permissionRows(): { resource: AdminResource; action: string; roles: readonly StaffRole[] }[] {
  return ADMIN_RESOURCES.flatMap((resource) =>
    Object.entries(PERMISSIONS[resource] as Record<string, readonly StaffRole[]>).map(([action, roles]) => ({
      resource,
      action,
      roles,
    })),
  );
}
