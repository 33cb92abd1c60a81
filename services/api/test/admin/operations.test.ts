import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_REDIS_URL } from '@ile/db/testing/test-database';
import { waitFor } from '@ile/db/testing/wait-for';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBoardSession } from '../../src/modules/admin/queues/queue-session';
import { createTestApp } from '../helpers/test-app';
import { type Console, startConsole } from './console';

function tamperSignature(cookie: string): string {
  const [userId, expiresAt, signature = ''] = cookie.split('.');
  return `${userId}.${expiresAt}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
}

describe('/api/admin operations: dashboard, queue monitor, mail, transactions, audit log', () => {
  let c: Console;
  let adminDist: string;
  const queues: Queue[] = [];
  let failedJobId: string;

  const queue = (name: string) => {
    const q = new Queue(name, { connection: { url: TEST_REDIS_URL }, prefix: c.t.app.config.redisPrefix });
    queues.push(q);
    return q;
  };

  beforeAll(async () => {
    adminDist = mkdtempSync(join(tmpdir(), 'ile-admin-dist-'));
    mkdirSync(join(adminDist, 'assets'));
    writeFileSync(join(adminDist, 'index.html'), '<!doctype html><title>Ile console</title>');
    c = await startConsole({ ADMIN_DIST: adminDist });

    // Work for the worker's queues on this app's Redis prefix: two emails waiting, one failed export.
    const email = queue('email');
    await email.add('send-verification', { note: 'one' });
    await email.add('send-verification', { note: 'two' });
    const exportsQueue = queue('exports');
    const job = await exportsQueue.add('build-user-export', { userId: 'nobody' }, { attempts: 1 });
    failedJobId = String(job.id);
    const worker = new Worker(
      'exports',
      async () => {
        throw new UnrecoverableError('export storage is full');
      },
      { connection: { url: TEST_REDIS_URL, maxRetriesPerRequest: null }, prefix: c.t.app.config.redisPrefix },
    );
    await waitFor(async () => ((await exportsQueue.getJobCounts('failed')).failed === 1 ? true : undefined));
    await worker.close();
  });
  afterAll(async () => {
    for (const q of queues) await q.obliterate({ force: true }).catch(() => undefined);
    await Promise.all(queues.map((q) => q.close()));
    await c.close();
    rmSync(adminDist, { recursive: true, force: true });
  });

  it('the dashboard counts pending applications, open tickets, new listings and queue depths', async () => {
    const applicant = await c.newPerson();
    await c.db
      .insertInto('student_applications')
      .values({
        user_id: applicant.user.id,
        first_name: 'Ada',
        last_name: 'Obi',
        university_email: 'ada@unilag.edu.ng',
        university: 'University of Lagos',
        email: applicant.user.email,
      })
      .execute();
    // Waiting for a month: past the promised 7 business days whatever the holidays.
    const late = await c.newPerson();
    await c.db
      .insertInto('student_applications')
      .values({
        user_id: late.user.id,
        first_name: 'Bola',
        last_name: 'Ade',
        university_email: 'bola@unilag.edu.ng',
        university: 'University of Lagos',
        email: late.user.email,
        created_at: new Date(Date.now() - 30 * 86_400_000),
      })
      .execute();
    await c.db
      .insertInto('tickets')
      .values([
        {
          user_id: applicant.user.id,
          requester_name: 'Ada',
          requester_email: 'a@x.test',
          subject: 's',
          description: 'd',
        },
        {
          user_id: applicant.user.id,
          requester_name: 'Ada',
          requester_email: 'a@x.test',
          subject: 's',
          description: 'd',
          status: 'open',
          assigned_to: c.staff.Support.user.id,
        },
        {
          user_id: applicant.user.id,
          requester_name: 'Ada',
          requester_email: 'a@x.test',
          subject: 's',
          description: 'd',
          status: 'closed',
        },
      ])
      .execute();
    const res = await c.call(c.staff.Support, 'GET', '/api/admin/dashboard');
    expect(res.status).toBe(200);
    const dashboard = res.json as {
      pending_applications: Record<string, number>;
      overdue_applications: Record<string, number>;
      tickets: Record<string, number>;
      queues_available: boolean;
      queues: { name: string; waiting: number; failed: number }[];
    };
    expect(dashboard.pending_applications).toEqual({ listing: 0, agent: 0, agency: 0, student: 2, total: 2 });
    expect(dashboard.overdue_applications).toEqual({
      listing: 0,
      agent: 0,
      agency: 0,
      student: 1,
      verification: 0,
      total: 1,
    });
    expect(dashboard.tickets).toEqual({ pending: 1, open: 1, open_unassigned: 1, total_open: 2 });
    expect(dashboard.queues_available).toBe(true);
    expect(dashboard.queues.map((q) => q.name).sort()).toEqual(
      ['alerts', 'email', 'exports', 'geocode', 'images', 'listings', 'outbox', 'payments', 'rates'].sort(),
    );
    expect(dashboard.queues.find((q) => q.name === 'email')).toMatchObject({ waiting: 2, failed: 0 });
    expect(dashboard.queues.find((q) => q.name === 'exports')).toMatchObject({ failed: 1 });

    // The list says how long each waited, in business days, and marks the one past the promise.
    const list = await c.call(
      c.staff.Reviewer,
      'GET',
      '/api/admin/student-applications?filter={"status":"pending"}',
    );
    expect(list.status).toBe(200);
    const rows = list.json as { user_id: string; waited_business_days: number; overdue: boolean }[];
    const mine = (userId: string) => rows.find((row) => row.user_id === userId);
    expect(mine(applicant.user.id)).toMatchObject({ waited_business_days: 0, overdue: false });
    expect(mine(late.user.id)?.overdue).toBe(true);
    // 30 calendar days hold at least 20 business days (4 weekends and a few holidays at most).
    expect(mine(late.user.id)?.waited_business_days).toBeGreaterThanOrEqual(18);
    expect(mine(late.user.id)?.waited_business_days).toBeLessThanOrEqual(22);
  });

  describe('the queue monitor at /admin/queues', () => {
    const cookieFrom = (headers: Headers) => headers.get('set-cookie') ?? '';

    it('is refused without the cookie, and is not swallowed by the console’s page fallback', async () => {
      for (const path of [
        '/admin/queues',
        '/admin/queues/',
        '/admin/queues/api/queues',
        '/admin/queues/queue/email',
      ]) {
        const res = await fetch(`${c.origin}${path}`);
        expect(res.status, path).toBe(403);
        expect(res.headers.get('content-type')).toContain('application/json');
      }
      // The console's pages still fall back to its index.html.
      const page = await fetch(`${c.origin}/admin/tickets/123`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Ile console');
    });

    it('opens for an Admin through the console: cookie, board, retrying a failed job', async () => {
      expect((await c.call(c.staff.Reviewer, 'POST', '/api/admin/queues/session')).status).toBe(403);
      const session = await c.call(c.staff.Admin, 'POST', '/api/admin/queues/session');
      expect(session.status).toBe(200);
      expect(session.json).toMatchObject({ url: '/admin/queues' });
      const setCookie = cookieFrom(session.headers);
      expect(setCookie).toMatch(/^ile_queues=/);
      expect(setCookie).toContain('Path=/admin/queues');
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Strict');
      expect(setCookie).toContain('Max-Age=1800');
      const cookie = setCookie.split(';')[0] as string;

      const page = await fetch(`${c.origin}/admin/queues`, { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<base href="/admin/queues/"');
      const css = await fetch(`${c.origin}/admin/queues/static/images/logo.svg`, { headers: { cookie } });
      expect(css.status).toBe(200);

      const board = await fetch(`${c.origin}/admin/queues/api/queues?activeQueue=exports&status=failed`, {
        headers: { cookie },
      });
      expect(board.status).toBe(200);
      const body = (await board.json()) as {
        queues: { name: string; counts: Record<string, number>; jobs: { id: string }[] }[];
      };
      const exportsQueue = body.queues.find((q) => q.name === 'exports');
      expect(exportsQueue?.counts.failed).toBe(1);
      expect(exportsQueue?.jobs.map((j) => j.id)).toEqual([failedJobId]);

      const retry = await fetch(`${c.origin}/admin/queues/api/queues/exports/${failedJobId}/retry`, {
        method: 'PUT',
        headers: { cookie },
      });
      expect(retry.status).toBe(204);
      const state = await queue('exports')
        .getJob(failedJobId)
        .then((job) => job?.getState());
      expect(state).toBe('waiting');
      const audit = await waitFor(() =>
        c.db
          .selectFrom('audit_log')
          .select(['action', 'actor_id', 'after'])
          .where('action', '=', 'queues.put')
          .executeTakeFirst(),
      );
      expect(audit).toMatchObject({
        actor_id: c.staff.Admin.user.id,
        after: { path: `/admin/queues/api/queues/exports/${failedJobId}/retry`, status: 204 },
      });

      const closed = await c.call(c.staff.Admin, 'DELETE', '/api/admin/queues/session');
      expect(closed.status).toBe(204);
      expect(cookieFrom(closed.headers)).toMatch(/ile_queues=;.*Expires=Thu, 01 Jan 1970/);
    });

    it('refuses a forged, expired or non-Admin cookie', async () => {
      const secret = c.t.app.config.jwtSecret;
      const cookies = [
        `ile_queues=${signBoardSession('another-secret-that-is-long-enough!!', c.staff.Admin.user.id).value}`,
        `ile_queues=${signBoardSession(secret, c.staff.Admin.user.id, Date.now() - 3_600_000).value}`,
        `ile_queues=${signBoardSession(secret, c.staff.Reviewer.user.id).value}`,
        // The first character of the signature, changed: the last one carries bits base64url decoding ignores.
        `ile_queues=${tamperSignature(signBoardSession(secret, c.staff.Admin.user.id).value)}`,
        'ile_queues=garbage',
      ];
      for (const cookie of cookies) {
        expect(
          (await fetch(`${c.origin}/admin/queues/api/queues`, { headers: { cookie } })).status,
          cookie,
        ).toBe(403);
      }
      // A bearer token is not a way in either.
      expect((await fetch(`${c.origin}/admin/queues`, { headers: c.staff.Admin.session.auth })).status).toBe(
        403,
      );
    });
  });

  it('lists the mail caught locally (and only that)', async () => {
    await c.db
      .insertInto('emails')
      .values([
        {
          event_key: 'k1',
          to_address: 'ada@example.test',
          subject: 'Verify your email',
          text: 'Click',
          status: 'caught',
        },
        {
          event_key: 'k2',
          to_address: 'bola@example.test',
          subject: 'Sent for real',
          text: 'x',
          status: 'sent',
        },
      ])
      .execute();
    const mail = await c.client(c.staff.Support).getList('mail', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'verify' },
    });
    expect(mail.total).toBe(1);
    expect(mail.data[0]).toMatchObject({
      to_address: 'ada@example.test',
      subject: 'Verify your email',
      text: 'Click',
    });
  });

  it('has no mail resource in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-thirty-two-characters',
    });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/api/admin/mail' });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('lists transactions read-only, by status and provider', async () => {
    const payer = await c.newPerson();
    await c.db
      .insertInto('transactions')
      .values([
        {
          reference: 'ref-1',
          user_id: payer.user.id,
          provider: 'paystack',
          amount: 1000,
          currency: 'NGN',
          status: 'successful',
        },
        {
          reference: 'ref-2',
          user_id: payer.user.id,
          provider: 'flutterwave',
          amount: 2000,
          currency: 'NGN',
          status: 'failed',
        },
        {
          reference: 'ref-3',
          user_id: payer.user.id,
          provider: 'paystack',
          amount: 3000,
          currency: 'NGN',
          status: 'pending',
        },
      ])
      .execute();
    const support = c.client(c.staff.Support);
    const paystack = await support.getList('transactions', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'amount', order: 'DESC' },
      filter: { provider: 'paystack', status: ['successful', 'pending'] },
    });
    expect(paystack.data.map((t) => t.reference)).toEqual(['ref-3', 'ref-1']);
    expect(paystack.total).toBe(2);
    const one = await support.getOne('transactions', { id: paystack.data[0]?.id as string });
    expect(one.data).toMatchObject({ reference: 'ref-3', user_id: payer.user.id, amount: 3000, hold: null });
    // Read-only: there is no route that changes a transaction.
    expect(
      (await c.call(c.staff.Admin, 'PUT', `/api/admin/transactions/${one.data.id}`, { status: 'successful' }))
        .status,
    ).toBe(405);
    expect((await c.call(c.staff.Reviewer, 'GET', '/api/admin/transactions')).status).toBe(403);
  });

  it('shows the audit log to Admins only, filtered by resource', async () => {
    await c.client(c.staff.Support).create('notices', {
      data: { heading: 'Maintenance', description: 'Sunday night', audience: 'everyone' },
    });
    const admin = c.client(c.staff.Admin);
    const log = await admin.getList('audit-log', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { resource: 'notices', actor_id: c.staff.Support.user.id },
    });
    expect(log.data[0]).toMatchObject({
      action: 'notice.create',
      actor_name: 'Chidi Support',
      actor_role: 'Support',
      after: { heading: 'Maintenance', audience: 'everyone' },
    });
    const one = await admin.getOne('audit-log', { id: log.data[0]?.id as number });
    expect(one.data.id).toBe(log.data[0]?.id);
    expect((await c.call(c.staff.Support, 'GET', '/api/admin/audit-log')).status).toBe(403);
    expect((await c.call(c.staff.Admin, 'DELETE', `/api/admin/audit-log/${one.data.id}`)).status).toBe(405);
  });
});
