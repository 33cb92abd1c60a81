import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, STAFF_RESOURCES, staffCan } from './staff-permissions';

describe('staffCan', () => {
  it('allows what the table lists for a role and nothing else', () => {
    expect(staffCan('Reviewer', 'listing-applications', 'decide')).toBe(true);
    expect(staffCan('Support', 'listing-applications', 'decide')).toBe(false);
    expect(staffCan('Support', 'tickets', 'reply')).toBe(true);
    expect(staffCan('Admin', 'audit-log', 'read')).toBe(true);
    expect(staffCan('Reviewer', 'audit-log', 'read')).toBe(false);
  });

  it('fails closed on a missing or non-staff role, an unknown pair and inherited property names', () => {
    expect(staffCan(null, 'dashboard', 'read')).toBe(false);
    expect(staffCan(undefined, 'dashboard', 'read')).toBe(false);
    expect(staffCan('EndUser', 'properties', 'read')).toBe(false);
    expect(staffCan('admin', 'dashboard', 'read')).toBe(false);
    expect(staffCan('Admin', 'widgets', 'read')).toBe(false);
    expect(staffCan('Admin', 'dashboard', 'delete')).toBe(false);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(staffCan('Admin', name, 'read')).toBe(false);
      expect(staffCan('Admin', 'dashboard', name)).toBe(false);
    }
  });

  it('gives Admin every action of every resource', () => {
    for (const resource of STAFF_RESOURCES) {
      for (const action of Object.keys(STAFF_PERMISSIONS[resource])) {
        expect(staffCan('Admin', resource, action)).toBe(true);
      }
    }
  });
});
