import type { StaffRole } from '@ile/shared';
import {
  STAFF_PERMISSIONS,
  STAFF_RESOURCES,
  type StaffAction,
  type StaffResource,
} from '@ile/shared/constants/staff-permissions';

// The table and `staffCan` live in @ile/shared so the console hides exactly what the server refuses, and the
// site's own routes (manage, property, directory) ask the same question without importing the console's module.

/** A route's (resource, action) pair. */
export type Permission = { [R in StaffResource]: readonly [R, StaffAction<R>] }[StaffResource];

/** Every (resource, action) pair with the roles allowed, for the docs and the role tests. */
export function permissionRows(): { resource: StaffResource; action: string; roles: readonly StaffRole[] }[] {
  return STAFF_RESOURCES.flatMap((resource) =>
    Object.entries(STAFF_PERMISSIONS[resource] as Record<string, readonly StaffRole[]>).map(
      ([action, roles]) => ({
        resource,
        action,
        roles,
      }),
    ),
  );
}
