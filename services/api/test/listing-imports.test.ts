import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LISTING_IMPORT_COLUMNS } from '@ile/shared';
import { csvDataUrl, csvOf, importRowCells } from '@ile/shared/testing/listing-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartOf } from './fuzz/requests';
import { createUser, login, type Session } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Issue 22, item 5: a CSV of listings checked row by row, confirmed once, only by its owner. */
describe('bulk import of listings (api)', () => {
  let t: TestApp;
  let owner: Session;
  let other: Session;
  let staff: Session;
  let unverified: Session;
  const photos = (n: number) =>
    Array.from({ length: 3 }, (_, i) => `https://photos.example.com/listing-${n}/${i + 1}.jpg`);
  const db = () => t.database.db;

  const upload = (csv: string, session = owner) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/manage/imports',
      headers: session.auth,
      payload: { file: csvDataUrl(csv) },
    });
  const report = (id: string, session = owner) =>
    t.app.inject({ method: 'GET', url: `/api/v1/manage/imports/${id}`, headers: session.auth });
  const confirm = (id: string, session = owner) =>
    t.app.inject({ method: 'POST', url: `/api/v1/manage/imports/${id}/confirm`, headers: session.auth });
  const countOf = async (table: 'listing_imports' | 'listing_applications' | 'outbox_events') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await login(t.app, await createUser(db(), { role: 'Agent' }));
    other = await login(t.app, await createUser(db()));
    staff = await login(t.app, await createUser(db(), { staff_role: 'Admin' }));
    unverified = await login(t.app, await createUser(db(), { email_verified_at: null }));
  });
  afterAll(() => t?.close());

  it('checks every row with the wizard’s schema and reports errors by CSV column, creating nothing', async () => {
    const rows = [
      importRowCells(1, photos(1)),
      { ...importRowCells(2, photos(2)), price: '-5', state: 'Atlantis' },
      {
        ...importRowCells(3, photos(3)),
        photo_urls: 'http://127.0.0.1/a.jpg|https://ok.example.com/b.jpg|ftp://x/c.jpg',
      },
      { ...importRowCells(4, photos(4)), property_type: 'land', bedrooms: '', bathrooms: '' },
      { ...importRowCells(5, photos(5)), photo_urls: photos(5).slice(0, 2).join(' ') },
    ];
    const before = await countOf('listing_applications');
    const res = await upload(csvOf(rows));
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.status).toBe('checked');
    expect(data.totals).toMatchObject({ rows: 5, valid: 2, invalid: 3, pending: 0, created: 0, failed: 0 });
    const byRow = Object.fromEntries(data.rows.map((row: { row: number }) => [row.row, row]));
    expect(byRow[1]).toMatchObject({ status: 'ready', errors: {}, photos: 3, title: 'Imported flat 1' });
    expect(Object.keys(byRow[2].errors).sort()).toEqual(['price']);
    expect(byRow[3].status).toBe('invalid');
    expect(byRow[3].errors.photo_urls.join(' ')).toMatch(/Photo 3/);
    expect(byRow[4].status).toBe('ready');
    expect(byRow[5].errors.photo_urls).toEqual(['Add at least 3 photo URLs']);
    // A state that is no region of the country, once the price is right.
    const state = await upload(csvOf([{ ...importRowCells(6, photos(6)), state: 'Atlantis' }]));
    expect(state.json().data.rows[0].errors).toEqual({
      state: ['Choose a state or district of the country'],
    });
    // At most 20 photos a listing.
    const many = Array.from({ length: 21 }, (_, i) => `https://photos.example.com/many/${i}.jpg`);
    const tooMany = await upload(csvOf([importRowCells(7, many)]));
    expect(tooMany.json().data.rows[0].errors).toEqual({ photo_urls: ['Add at most 20 photo URLs'] });
    expect(await countOf('listing_applications')).toBe(before);
  });

  it('takes the downloadable template as it is: every column, and its example row is ready', async () => {
    const template = readFileSync(
      fileURLToPath(
        new URL('../../../apps/site/public/templates/listing-import-template.csv', import.meta.url),
      ),
      'utf8',
    );
    expect(template.split('\r\n')[0]).toBe(LISTING_IMPORT_COLUMNS.map(({ column }) => column).join(','));
    const res = await upload(template);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.rows).toEqual([
      expect.objectContaining({
        row: 1,
        status: 'ready',
        title: 'Two-bedroom flat in Lekki Phase 1',
        photos: 3,
      }),
    ]);
  });

  it('refuses a photo URL at a loopback, private or link-local address for that row only', async () => {
    const refused = [
      'http://127.0.0.1:8080/a.jpg',
      'http://localhost/a.jpg',
      'http://10.0.0.7/a.jpg',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/a.jpg',
    ];
    const rows = refused.map((url, i) => ({
      ...importRowCells(10 + i, photos(10 + i)),
      photo_urls: [url, ...photos(10 + i).slice(1)].join('|'),
    }));
    const res = await upload(csvOf([...rows, importRowCells(20, photos(20))]));
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    for (const row of data.rows.slice(0, refused.length)) {
      expect(row.status).toBe('invalid');
      expect(row.errors.photo_urls[0]).toMatch(/^Photo 1 points at/);
    }
    expect(data.rows.at(-1).status).toBe('ready');
  });

  it('refuses a whole file that is not CSV, has unknown columns or too many rows, writing nothing', async () => {
    const before = await countOf('listing_imports');
    const cases: [string, string | Buffer, RegExp][] = [
      ['binary', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]), /not a CSV/],
      [
        'unknown column',
        csvOf([{ title: 'x', colour: 'red' }], ['title', 'colour']),
        /Unknown column "colour"/,
      ],
      ['no title column', csvOf([{ price: '1' }], ['price']), /no "title" column/],
      ['repeated column', 'title,title\r\na,b\r\n', /appears twice/],
      ['unclosed quote', 'title,price\r\n"abc,1\r\n', /not a readable CSV/],
      ['empty', '', /empty/],
      ['header only', 'title,price\r\n', /no listings/],
      [
        'over the limit',
        csvOf(Array.from({ length: 501 }, (_, i) => importRowCells(i, photos(i)))),
        /more than 500 rows/,
      ],
    ];
    for (const [name, content, message] of cases) {
      const file =
        typeof content === 'string'
          ? csvDataUrl(content)
          : `data:text/csv;base64,${content.toString('base64')}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/manage/imports',
        headers: owner.auth,
        payload: { file },
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().message, name).toMatch(message);
      expect(res.json().errors.file, name).toBeDefined();
    }
    expect(await countOf('listing_imports')).toBe(before);
  });

  it('takes the CSV as a multipart file, and 500 rows', async () => {
    const csv = csvOf(Array.from({ length: 500 }, (_, i) => importRowCells(i + 1, photos(i + 1))));
    const boundary = 'importBoundary1234';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manage/imports',
      headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipartOf({ file: csvDataUrl(csv) }, boundary),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.json().data.totals).toMatchObject({ rows: 500, valid: 500 });
  });

  it('is the owner’s alone: another account gets 404 on reading and confirming', async () => {
    const id = (await upload(csvOf([importRowCells(1, photos(1))]))).json().data.id;
    expect((await report(id, other)).statusCode).toBe(404);
    expect((await confirm(id, other)).statusCode).toBe(404);
    expect((await report(id)).statusCode).toBe(200);
    const row = await db()
      .selectFrom('listing_imports')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('checked');
  });

  it('confirms once: the valid rows are queued with one event, a second confirmation changes nothing', async () => {
    const rows = [
      importRowCells(1, photos(1)),
      { ...importRowCells(2, photos(2)), title: '' },
      importRowCells(3, photos(3)),
    ];
    const id = (await upload(csvOf(rows))).json().data.id;
    const events = await countOf('outbox_events');
    const [first, second] = await Promise.all([confirm(id), confirm(id)]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(second?.statusCode, second?.body).toBe(200);
    const third = await confirm(id);
    expect(third.statusCode).toBe(200);
    expect(third.json().data).toMatchObject({ status: 'confirmed', totals: { pending: 2, invalid: 1 } });
    expect(third.json().data.rows.map((row: { status: string }) => row.status)).toEqual([
      'queued',
      'invalid',
      'queued',
    ]);
    const confirmed = await db()
      .selectFrom('outbox_events')
      .select('payload')
      .where('event_type', '=', 'listing_import.confirmed')
      .execute();
    expect(confirmed.filter((event) => (event.payload as { importId: string }).importId === id)).toHaveLength(
      1,
    );
    expect(await countOf('outbox_events')).toBe(events + 1);
  });

  it('will not confirm a file with no valid row (409)', async () => {
    const id = (await upload(csvOf([{ ...importRowCells(1, photos(1)), price: 'abc' }]))).json().data.id;
    const res = await confirm(id);
    expect(res.statusCode).toBe(409);
    expect((await report(id)).json().data.status).toBe('checked');
  });

  it('is for listers with a verified email: staff and unverified accounts are refused, anonymous 401', async () => {
    const csv = csvOf([importRowCells(1, photos(1))]);
    expect((await upload(csv, staff)).statusCode).toBe(403);
    expect((await upload(csv, unverified)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manage/imports',
      payload: { file: csvDataUrl(csv) },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(csv, other)).statusCode).toBe(201);
  });
});
