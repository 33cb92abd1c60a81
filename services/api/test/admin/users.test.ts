import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../helpers/accounts';
import { createProperty } from '../helpers/listings';
import { type Console, snapshot, startConsole } from './console';

describe('/api/admin/users', () => {
  let c: Console;

  beforeAll(async () => {
    c = await startConsole();
  });
  afterAll(() => c.close());

  it('lists and searches people with their counts, for every staff role', async () => {
    const person = await c.newPerson({ first_name: 'Folake', last_name: 'Johnson', country: 'NG' });
    await createProperty(c.db, person.user.id);
    await c.call(person, 'POST', '/api/v1/ticket/new-ticket', {
      senderName: 'Folake Johnson',
      subject: 'Cannot upload',
      description: 'The upload spins forever',
    });
    for (const role of ['Admin', 'Reviewer', 'Support'] as const) {
      const found = await c.client(c.staff[role]).getList('users', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { q: 'folake johnson' },
      });
      expect(found.total).toBe(1);
      expect(found.data[0]).toMatchObject({
        id: person.user.id,
        full_name: 'Folake Johnson',
        listings_count: 1,
        tickets_count: 1,
        listing_applications_count: 0,
        staff_role: null,
        suspended_at: null,
      });
    }
    const staff = await c.client(c.staff.Support).getList('users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'last_name', order: 'ASC' },
      filter: { is_staff: true },
    });
    expect(staff.data.map((u) => u.staff_role).sort()).toEqual(['Admin', 'Reviewer', 'Support']);
  });

  it('suspends (sessions revoked, sign-in and refresh refused) and reinstates', async () => {
    const person = await c.newPerson();
    const res = await c.call(c.staff.Admin, 'POST', `/api/admin/users/${person.user.id}/suspend`, {
      reason: 'Scam listings reported',
    });
    expect(res.status).toBe(200);
    expect((res.json as { suspended_at: string | null }).suspended_at).not.toBeNull();
    const sessions = await c.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', person.user.id)
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
    await expect(login(c.t.app, person.user)).rejects.toThrow(/403/);
    const refresh = await c.t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { ile_refresh: person.session.refreshToken },
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
    const again = await c.call(c.staff.Admin, 'POST', `/api/admin/users/${person.user.id}/suspend`, {});
    expect(again.status).toBe(409);

    const reinstated = await c.call(c.staff.Admin, 'POST', `/api/admin/users/${person.user.id}/reinstate`);
    expect(reinstated.json).toMatchObject({ suspended_at: null });
    await expect(login(c.t.app, person.user)).resolves.toBeDefined();
    const actions = await c.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('resource', '=', 'users')
      .where('resource_id', '=', person.user.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['user.suspend', 'user.reinstate']);
    expect(actions[0]?.after).toMatchObject({ reason: 'Scam listings reported', sessions_revoked: true });
  });

  it('changes the role and the staff role through update (Admin only)', async () => {
    const person = await c.newPerson();
    const admin = c.client(c.staff.Admin);
    const { data } = await admin.getOne('users', { id: person.user.id });
    const updated = await admin.update('users', {
      id: person.user.id,
      data: { ...data, role: 'Agent', staff_role: 'Support', email: 'ignored@example.test' },
      previousData: data,
    });
    expect(updated.data).toMatchObject({ role: 'Agent', staff_role: 'Support', email: person.user.email });
    // A promotion counts from the next token (sign-in or refresh); a demotion counts at once.
    expect((await c.call(person, 'GET', '/api/admin/tickets')).status).toBe(403);
    const promoted = { user: person.user, session: await login(c.t.app, person.user) };
    expect((await c.call(promoted, 'GET', '/api/admin/tickets')).status).toBe(200);
    const reviewerTries = await c.call(c.staff.Reviewer, 'PUT', `/api/admin/users/${person.user.id}`, {
      staff_role: 'Admin',
    });
    expect(reviewerTries.status).toBe(403);
    const removed = await admin.update('users', {
      id: person.user.id,
      data: { staff_role: null },
      previousData: updated.data,
    });
    expect(removed.data.staff_role).toBeNull();
    expect((await c.call(promoted, 'GET', '/api/admin/tickets')).status).toBe(403);
  });

  it('never leaves the console without an Admin, and nobody changes their own staff role', async () => {
    const own = await c.call(c.staff.Admin, 'PUT', `/api/admin/users/${c.staff.Admin.user.id}`, {
      staff_role: 'Support',
    });
    expect(own.status).toBe(409);
    const second = await c.newPerson({ staff_role: 'Admin' });
    // With two Admins, one may demote the other...
    const demoted = await c.call(c.staff.Admin, 'PUT', `/api/admin/users/${second.user.id}`, {
      staff_role: 'Reviewer',
    });
    expect(demoted.status).toBe(200);
    // ...but not suspend themselves.
    expect(
      (await c.call(c.staff.Admin, 'POST', `/api/admin/users/${c.staff.Admin.user.id}/suspend`)).status,
    ).toBe(409);
  });

  it('refuses a Reviewer (and Support) deleting a user: 403, nothing written', async () => {
    const person = await c.newPerson();
    const before = await snapshot(c.db);
    for (const role of ['Reviewer', 'Support'] as const) {
      const res = await c
        .client(c.staff[role])
        .delete('users', { id: person.user.id })
        .catch((e: unknown) => e);
      expect(res).toMatchObject({ status: 403, message: `Your staff role (${role}) may not delete users` });
    }
    expect(await snapshot(c.db)).toEqual(before);
  });

  it('lets an Admin erase an account the way its owner would, keeping personal data out of the log', async () => {
    const person = await c.newPerson({ first_name: 'Kemi', last_name: 'Alabi', phone: '+2348031112222' });
    const property = await createProperty(c.db, person.user.id);
    const { data } = await c.client(c.staff.Admin).delete('users', { id: person.user.id });
    expect(data).toMatchObject({ id: person.user.id, first_name: 'Deleted', phone: null });
    expect(data.deleted_at).not.toBeNull();
    const listing = await c.db
      .selectFrom('properties')
      .select('status')
      .where('id', '=', property.id)
      .executeTakeFirstOrThrow();
    expect(listing.status).toBe('unpublished');
    await expect(login(c.t.app, person.user)).rejects.toThrow();
    const goodbye = await c.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('event_type', '=', 'user.account_deleted')
      .execute();
    expect(goodbye.some((e) => e.payload.email === person.user.email)).toBe(true);
    const audit = await c.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.delete')
      .where('resource_id', '=', person.user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit)).not.toContain('Kemi');
    expect(JSON.stringify(audit)).not.toContain(person.user.email);
    expect(audit.after).toEqual({ deleted: true, listings_unpublished: 1 });
    // Staff are demoted before they can be erased; nobody erases themselves.
    expect(
      (await c.call(c.staff.Admin, 'DELETE', `/api/admin/users/${c.staff.Support.user.id}`)).status,
    ).toBe(409);
    expect((await c.call(c.staff.Admin, 'DELETE', `/api/admin/users/${c.staff.Admin.user.id}`)).status).toBe(
      409,
    );
    expect((await c.call(c.staff.Admin, 'DELETE', `/api/admin/users/${person.user.id}`)).status).toBe(404);
  });
});
