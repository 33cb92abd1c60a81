import { render, screen, within } from '@testing-library/react';
import { Admin, Resource, TestMemoryRouter, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { authAs } from '../../test/render';
import agentApplications from '../agent-applications';
import listingApplications from '../listing-applications';

const agentApplication = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'pending',
  user_id: '00000000-0000-4000-8000-000000000002',
  applicant_name: 'Fatima Olawale',
  applicant_email: 'fatima@example.com',
  decided_by: null,
  decided_by_name: null,
  decided_at: null,
  rejection_reason: null,
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
  first_name: 'Fatima',
  last_name: 'Olawale',
  image_url: null,
  description: 'Ten years in Lekki lettings',
  position: 'Senior agent',
  agency_id: null,
  agency_name: 'Eko Prime Realty',
  work_email: 'fatima@ekoprime.test',
  gender: 'Female',
  linkedin: null,
  address: '1 Admiralty Way, Lekki',
  mobile_phone: null,
  office_phone: '+2348012345678',
};

/** The whole console around one application resource, at `path`, answering `record` for every read. */
function renderConsole(path: string, resource: { name: string; definition: object }) {
  const dataProvider = testDataProvider({
    getList: async () => ({ data: [agentApplication], total: 1 }) as never,
    getOne: async () => ({ data: agentApplication }) as never,
    getMany: async () => ({ data: [] }) as never,
  });
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} authProvider={authAs('Reviewer')} disableTelemetry>
        <Resource name={resource.name} {...resource.definition} />
      </Admin>
    </TestMemoryRouter>,
  );
}

describe('an application resource from the factory', () => {
  it('lists the queue with rows named after their application', async () => {
    renderConsole('/agent-applications', { name: 'agent-applications', definition: agentApplications });

    const row = await screen.findByRole(
      'row',
      { name: 'Agent application: Fatima Olawale' },
      { timeout: 10_000 },
    );
    expect(within(row).getByText('Senior agent')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Submitted/ })).toBeTruthy();
    expect(screen.getAllByText('Agent applications').length).toBeGreaterThan(0);
  });

  it("shows the decision first, then the kind's own sections, under the application's name", async () => {
    renderConsole(`/agent-applications/${agentApplication.id}/show`, {
      name: 'agent-applications',
      definition: agentApplications,
    });

    expect(
      await screen.findByText('Agent application: Fatima Olawale', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual(['Decision', 'Agent', 'About', 'Profile picture']);
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('names the listing queue, and each listing application by its title', () => {
    expect(listingApplications.options.label).toBe('Listing applications');
    expect(listingApplications.recordRepresentation({ title: 'Flat in Lekki' } as never)).toBe(
      'Flat in Lekki',
    );
  });
});
