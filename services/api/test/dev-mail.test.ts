import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('local mail catcher page', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('lists caught mail newest first with clickable, escaped content', async () => {
    t = await createTestApp();
    await t.app.ready();
    await t.database.db
      .insertInto('emails')
      .values({
        event_key: '1:verify-email',
        to_address: 'kemi@example.test',
        subject: 'Confirm your email address for Ile',
        text: 'Open http://localhost:8080/api/v1/auth/verify-email?token=abc <script>x</script>',
        status: 'caught',
      })
      .execute();
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Confirm your email address for Ile');
    expect(res.body).toContain('<a href="http://localhost:8080/api/v1/auth/verify-email?token=abc">');
    expect(res.body).not.toContain('<script>x</script>');
  });

  it('does not exist in production', async () => {
    t = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) });
    await t.app.ready();
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(404);
  });
});
