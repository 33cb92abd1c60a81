import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  login,
  PASSWORD,
  refreshCookieOf,
  type Session,
  sessionHintOf,
  type TestUser,
} from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

async function pngDataUrl(width: number, height: number): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#15803d' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('account calls', () => {
  let t: TestApp;
  let user: TestUser;
  let session: Session;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    user = await createUser(t.database.db);
    session = await login(t.app, user);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
    auth = session.auth,
  ) => t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  it('answers the signed-in user at /user/me, and 401 without a token', async () => {
    const res = await call('GET', '/api/v1/user/me');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: user.id,
      full_name: 'Ada Obi',
      settings: { theme_colour: 'green' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('updates each section of the personal info', async () => {
    const name = await call('POST', '/api/v1/user/account-update-user', {
      type: 'name',
      firstName: 'Chidi',
      lastName: 'Eze',
    });
    expect(name.json()).toMatchObject({
      message: 'Profile updated successfully',
      data: { full_name: 'Chidi Eze' },
    });
    const phone = await call('POST', '/api/v1/user/account-update-user', {
      type: 'phone',
      phone: '+23276123456',
    });
    expect(phone.json().data.phone).toBe('+23276123456');
    const address = await call('POST', '/api/v1/user/account-update-user', {
      type: 'address',
      address: '12 Wilkinson Road',
      state: 'Western Area Urban',
      country: 'SL',
    });
    expect(address.json().data).toMatchObject({ address: '12 Wilkinson Road', country: 'SL' });
  });

  it('rejects a bad section with 400 and changes nothing', async () => {
    const before = await call('GET', '/api/v1/user/me');
    const res = await call('POST', '/api/v1/user/account-update-user', { type: 'phone', phone: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.phone).toBeDefined();
    const unknown = await call('POST', '/api/v1/user/account-update-user', { type: 'age', age: 3 });
    expect(unknown.statusCode).toBe(400);
    expect((await call('GET', '/api/v1/user/me')).json()).toEqual(before.json());
  });

  it('processes a profile picture into avatar sizes served under /media', async () => {
    const res = await call('POST', '/api/v1/user/account-update-user', {
      type: 'image',
      image: await pngDataUrl(640, 480),
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.profile_image;
    expect(url).toMatch(/^\/media\/avatars\/.+\/256\.webp$/);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const small = await t.app.inject({ method: 'GET', url: url.replace('256.webp', '96.webp') });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(96);
  });

  it('accepts the profile picture as multipart/form-data too', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('type', 'image');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/account-update-user',
      headers: session.auth,
      payload: form,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile_image).toMatch(/^\/media\/avatars\/.+\/256\.webp$/);

    const text = new FormData();
    text.append('type', 'image');
    text.append('image', new Blob(['just text'], { type: 'image/png' }), 'me.png');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/account-update-user',
      headers: session.auth,
      payload: text,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a picture whose content is not an image, whatever its type says', async () => {
    const fake = `data:image/png;base64,${Buffer.from('<?php echo "hi"; ?>').toString('base64')}`;
    const res = await call('POST', '/api/v1/user/account-update-user', { type: 'image', image: fake });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/could not be read|JPEG, PNG or WebP/);
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`;
    expect(
      (await call('POST', '/api/v1/user/account-update-user', { type: 'image', image: gif })).statusCode,
    ).toBe(400);
  });

  it('stores settings on the account', async () => {
    const res = await call('POST', '/api/v1/user/settings', {
      selectedCurrency: 'NGN',
      darkMode: true,
      searchEngineInclusion: false,
    });
    expect(res.json().data.settings).toMatchObject({
      selected_currency: 'NGN',
      dark_mode: true,
      search_engine_inclusion: false,
      read_receipts: true,
    });
    expect((await call('POST', '/api/v1/user/settings', {})).statusCode).toBe(400);
  });

  it('finds people by name, at most 10, without emails or phones, never the caller', async () => {
    for (let i = 0; i < 12; i++)
      await createUser(t.database.db, { first_name: `Zainab${i}`, last_name: 'Kamara' });
    const res = await call('GET', '/api/v1/user/search-user-messasge?search=kamara');
    const users = res.json().data.users;
    expect(users).toHaveLength(10);
    for (const found of users) {
      expect(Object.keys(found).sort()).toEqual(['first_name', 'id', 'last_name', 'profile_image']);
    }
    const alias = await call('GET', '/api/v1/user/search-user-message?search=Zainab1');
    expect(alias.json().data.users.map((u: { first_name: string }) => u.first_name)).toContain('Zainab1');
    const self = await call('GET', '/api/v1/user/search-user-messasge?search=Chidi');
    expect(self.json().data.users).toEqual([]);
    expect((await call('GET', '/api/v1/user/search-user-messasge?search=')).statusCode).toBe(400);
  });
});

describe('password change and account deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('changes the password with the current one, signs out other sessions and keeps this one', async () => {
    const user = await createUser(t.database.db);
    const here = await login(t.app, user);
    const elsewhere = await login(t.app, user);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/update-password',
      headers: here.auth,
      payload: { email: user.email, currentPassword: 'Nope12345', newPassword: 'Newpass123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is incorrect');
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/update-password',
      headers: here.auth,
      payload: { email: user.email, currentPassword: PASSWORD, newPassword: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword[0]).toMatch(/^Password must contain at least 1 uppercase letter/);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/update-password',
      headers: here.auth,
      cookies: { ile_refresh: here.refreshToken },
      payload: { email: user.email, currentPassword: PASSWORD, newPassword: 'Newpass123' },
    });
    expect(res.json()).toEqual({ status: 'success', message: 'Password updated successfully' });
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { ile_refresh: token } });
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await refresh(here.refreshToken)).statusCode).toBe(200);
    await login(t.app, { ...user, password: 'Newpass123' });
    const events = await t.database.db.selectFrom('outbox_events').select('event_type').execute();
    expect(events.map((e) => e.event_type)).toContain('user.password_changed');
  });

  it('deletes an account: data erased, listings unpublished, sign-in refused, payment kept', async () => {
    const user = await createUser(t.database.db, { first_name: 'Tunde', address: '5 Allen Avenue' });
    const session = await login(t.app, user);
    const property = await t.database.db
      .insertInto('properties')
      .values({
        owner_id: user.id,
        title: 'Two-bedroom flat in Ikeja',
        description: 'Bright flat near the airport',
        address: '5 Allen Avenue',
        city: 'Ikeja',
        state: 'Lagos',
        state_code: 'LA',
        country: 'NG',
        price: 1_500_000,
        currency: 'NGN',
        duration: 'year',
        category: 'rental',
        property_type: 'residential',
        bedrooms: 2,
        bathrooms: 2,
        status: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('transactions')
      .values({
        reference: `ref-${user.id}`,
        user_id: user.id,
        property_id: property.id,
        provider: 'sandbox',
        amount: 1000,
        currency: 'NGN',
        subject: 'Rent',
        payer_name: 'Tunde Obi',
        payer_email: user.email,
        status: 'successful',
      })
      .execute();

    await t.database.db.insertInto('notification_reads').values({ user_id: user.id }).execute();

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/account-delete-user',
      headers: session.auth,
      payload: { password: 'Wrong1234' },
    });
    expect(wrong.statusCode).toBe(400);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/account-delete-user',
      headers: session.auth,
      payload: { password: PASSWORD },
    });
    expect(res.json()).toEqual({ status: 'success', message: 'Account deleted successfully' });
    expect(refreshCookieOf(res)?.value).toBe('');
    expect(sessionHintOf(res)).toMatchObject({ value: '', path: '/' });

    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect(row.email).not.toBe(user.email);
    expect([row.first_name, row.phone, row.address]).toEqual(['Deleted', null, null]);
    const listing = await t.database.db
      .selectFrom('properties')
      .select('status')
      .where('id', '=', property.id)
      .executeTakeFirstOrThrow();
    expect(listing.status).toBe('unpublished');
    const payment = await t.database.db
      .selectFrom('transactions')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'successful', payer_email: null, payer_name: null });
    const reads = await t.database.db
      .selectFrom('notification_reads')
      .select('user_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(reads).toEqual([]);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(again.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { ile_refresh: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const goodbye = await t.database.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('event_type', '=', 'user.account_deleted')
      .executeTakeFirstOrThrow();
    expect(goodbye.payload).toEqual({ email: user.email, firstName: 'Tunde' });
  });
});
