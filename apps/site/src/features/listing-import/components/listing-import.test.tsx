import type { ListingImportReport, ListingImportRowReport } from '@ile/shared/contracts/listing-import';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, HttpResponse, http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { ListingImport } from './listing-import';

const IMPORT_ID = '3f0c6c1e-2222-4a2b-9c3d-000000000001';

const row = (
  n: number,
  status: ListingImportRowReport['status'],
  extra: Partial<ListingImportRowReport> = {},
) => ({
  row: n,
  title: `Flat ${n}`,
  status,
  errors: {},
  photos: 3,
  failure: null,
  applicationId: null,
  ...extra,
});

function report(status: ListingImportReport['status'], rows: ListingImportRowReport[]): ListingImportReport {
  const count = (s: string) => rows.filter((r) => r.status === s).length;
  return {
    id: IMPORT_ID,
    status,
    createdAt: '2026-11-27T10:00:00.000Z',
    confirmedAt: status === 'checked' ? null : '2026-11-27T10:01:00.000Z',
    totals: {
      rows: rows.length,
      valid: rows.length - count('invalid'),
      invalid: count('invalid'),
      pending: count('queued'),
      created: count('created'),
      failed: count('failed'),
    },
    rows,
  };
}

const csv = () => new File(['title\r\nFlat 1\r\n'], 'listings.csv', { type: 'text/csv' });

describe('Import listings from a CSV', () => {
  it('checks the file, shows errors by column, confirms and follows the progress until done', async () => {
    const invalid = row(2, 'invalid', { errors: { price: ['Expected a number'] } });
    let uploaded = '';
    let reads = 0;
    server.use(
      http.post('*/api/v1/manage/imports', async ({ request }) => {
        const file = (await request.formData()).get('file');
        uploaded = typeof file === 'string' ? file : String((file as { name?: string } | null)?.name);
        return HttpResponse.json(
          { status: 'success', data: report('checked', [row(1, 'ready'), invalid, row(3, 'ready')]) },
          { status: 201 },
        );
      }),
      http.post(`*/api/v1/manage/imports/${IMPORT_ID}/confirm`, () =>
        success(report('confirmed', [row(1, 'queued'), invalid, row(3, 'queued')])),
      ),
      // The worker's progress, one read at a time: row 1 created, then row 3 failed and the import done.
      http.get(`*/api/v1/manage/imports/${IMPORT_ID}`, () => {
        reads++;
        if (reads === 1) return success(report('confirmed', [row(1, 'created'), invalid, row(3, 'queued')]));
        return success(
          report('done', [
            row(1, 'created'),
            invalid,
            row(3, 'failed', { failure: 'Photo 2: the photo’s server answered 404' }),
          ]),
        );
      }),
    );
    renderWithApp(<ListingImport />, { path: '/manage/import' });

    expect(screen.getByRole('link', { name: 'CSV template' }).getAttribute('href')).toBe(
      '/templates/listing-import-template.csv',
    );
    await userEvent.upload(screen.getByLabelText('CSV file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));

    expect(await screen.findByText(/3 rows checked/)).toBeTruthy();
    // Sent as the multipart file field `file` (jsdom's File reaches the handler without its content).
    expect(uploaded).not.toBe('undefined');
    expect(uploaded).not.toBe('');
    const errorRow = screen.getByText('Flat 2').closest('tr') as HTMLElement;
    expect(within(errorRow).getByText('Has errors')).toBeTruthy();
    expect(errorRow.textContent).toContain('price: Expected a number');

    await userEvent.click(screen.getByRole('button', { name: 'Import 2 listings' }));
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('max')).toBe('2');
    await waitFor(
      () =>
        expect(screen.getByText(/Import finished: 1 listing sent for review, 1 not imported/)).toBeTruthy(),
      {
        timeout: 5000,
      },
    );
    expect(bar.getAttribute('value')).toBe('2');
    expect(screen.getByText('Photo 2: the photo’s server answered 404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Listing Applications' }).getAttribute('href')).toBe(
      '/manage/applications',
    );
  });

  it('says what is wrong with a whole file, and creates nothing', async () => {
    server.use(
      http.post('*/api/v1/manage/imports', () =>
        fail(400, 'Unknown column "colour": use the columns of the template', {
          file: ['Unknown column "colour": use the columns of the template'],
        }),
      ),
    );
    renderWithApp(<ListingImport />, { path: '/manage/import' });
    await userEvent.upload(screen.getByLabelText('CSV file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unknown column "colour": use the columns of the template',
    );
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });
});
