import { type MyVerificationResponse, NO_BADGES } from '@ile/shared/contracts/verification';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, http, server } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { startSignedIn } from '../../../testing/signed-in';
import { VerificationStatus } from './verification-status';

vi.setConfig({ testTimeout: 30_000 });

const none: MyVerificationResponse = {
  badges: NO_BADGES,
  identity: null,
  business: null,
  canVerifyBusiness: false,
};
const pendingId = {
  id: '00000000-0000-4000-8000-0000000000c1',
  kind: 'identity' as const,
  status: 'pending' as const,
  country: 'NG' as const,
  document_type: 'nin_slip' as const,
  document_number: '12345678901',
  licence_number: null,
  rejection_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
};

describe('/account/verification', () => {
  it('offers the ID form with the country’s documents, and no business form to a person', () => {
    renderWithApp(<VerificationStatus data={none} country="SL" />);
    expect(screen.getByRole('heading', { name: 'ID verification' })).toBeTruthy();
    expect(screen.getByText('Not verified')).toBeTruthy();
    const document = screen.getByRole('combobox', { name: /Document/ }) as HTMLSelectElement;
    expect([...document.options].map((option) => option.textContent)).toEqual([
      'National ID card',
      'Voter ID card',
      'Passport',
      "Driver's licence",
    ]);
    expect(screen.queryByRole('heading', { name: 'Business verification' })).toBeNull();
  });

  it('switches the documents with the country', async () => {
    const user = userEvent.setup();
    renderWithApp(<VerificationStatus data={none} country="SL" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'NG');
    const document = screen.getByRole('combobox', { name: /Document/ }) as HTMLSelectElement;
    expect(document.options[0]?.textContent).toBe('NIN slip');
  });

  it('asks for the number, the ID photo and the selfie before sending anything', async () => {
    const user = userEvent.setup();
    const sent = vi.fn();
    server.use(http.post('*/api/v1/user/verification', () => sent()));
    renderWithApp(<VerificationStatus data={none} country="NG" />);
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    expect(await screen.findByText('Enter the number on the document')).toBeTruthy();
    expect(screen.getByText('Add a photo of the document')).toBeTruthy();
    expect(screen.getByText('Add a selfie holding your ID')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it("sends the form and shows the server's refusal next to the field", async () => {
    startSignedIn();
    const user = userEvent.setup({ applyAccept: false });
    let body: Record<string, unknown> = {};
    server.use(
      http.post('*/api/v1/user/verification', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          {
            status: 'fail',
            message: 'The picture is too small to read: it must be at least 600×400 pixels',
            errors: { selfie: ['The picture is too small to read: it must be at least 600×400 pixels'] },
          },
          { status: 400 },
        );
      }),
    );
    renderWithApp(<VerificationStatus data={none} country="NG" />);
    await user.type(screen.getByRole('textbox', { name: /Document number/ }), 'A01234567');
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'id.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(/Photo of your ID/), picture);
    await user.upload(screen.getByLabelText(/Selfie holding your ID/), picture);
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    await waitFor(() => expect(body.documentNumber).toBe('A01234567'));
    expect(body).toMatchObject({ kind: 'identity', country: 'NG', documentType: 'nin_slip' });
    expect(String(body.document)).toMatch(/^data:image\/jpeg;base64,/);
    expect(String(body.selfie)).toMatch(/^data:image\/jpeg;base64,/);
    expect((await screen.findAllByText(/too small to read/)).length).toBeGreaterThan(0);
  });

  it('shows a pending check without a form, a refusal with its reason, and the agency its business form', () => {
    const { unmount } = renderWithApp(
      <VerificationStatus data={{ ...none, identity: pendingId }} country="NG" />,
    );
    expect(screen.getByText('Waiting for review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for checking' })).toBeNull();
    unmount();
    renderWithApp(
      <VerificationStatus
        data={{
          ...none,
          canVerifyBusiness: true,
          identity: {
            ...pendingId,
            status: 'rejected',
            rejection_reason: 'The selfie does not show the ID',
            decided_at: '2026-11-21T10:00:00.000Z',
          },
        }}
        country="NG"
      />,
    );
    expect(screen.getByText(/The selfie does not show the ID/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send for checking' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Business verification' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Estate-agent licence number/ })).toBeTruthy();
  });

  it('shows the badges and the date once verified', () => {
    renderWithApp(
      <VerificationStatus
        data={{
          ...none,
          badges: { ...NO_BADGES, identity: true, identityVerifiedAt: '2026-11-12T09:00:00.000Z' },
          identity: { ...pendingId, status: 'approved', decided_at: '2026-11-12T09:00:00.000Z' },
        }}
        country="NG"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your badges' })).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Verified').parentElement?.textContent).toBe('Verified on 12 Nov 2026.');
    expect(screen.queryByRole('button', { name: 'Send for checking' })).toBeNull();
  });
});
