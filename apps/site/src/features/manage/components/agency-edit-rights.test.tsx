import type { DashboardData } from '@ile/shared/contracts/management';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { AgencyEditRights } from './agency-edit-rights';

const dashboard = (agency: DashboardData['agency']): DashboardData => ({
  totalListings: 3,
  applications: 0,
  pendingApplications: 0,
  approvedApplications: 0,
  rejectedApplications: 0,
  teamListings: 0,
  last30Days: { views: 0, saves: 0, reveals: 0, enquiries: 0 },
  agency,
});

describe('AgencyEditRights', () => {
  it('lets an agent of an agency share edit rights and take them back', async () => {
    let mayEdit = false;
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/v1/user/dashboard-data', () =>
        success(dashboard({ name: 'Eko Prime Realty', mayEdit })),
      ),
      http.put('*/api/v1/agent/agency-edit-rights', async ({ request }) => {
        const body = (await request.json()) as { allow: boolean };
        sent.push(body);
        mayEdit = body.allow;
        return success({ allow: body.allow });
      }),
    );
    renderWithApp(<AgencyEditRights />);
    const box = await screen.findByRole('checkbox', { name: /^Let Eko Prime Realty edit my listings/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    await userEvent.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
    expect(sent).toEqual([{ allow: true }, { allow: false }]);
  });

  it('shows nothing to anyone who is not an agent of an agency', async () => {
    server.use(http.post('*/api/v1/user/dashboard-data', () => success(dashboard(null))));
    const { container } = renderWithApp(<AgencyEditRights />);
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
