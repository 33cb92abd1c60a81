import type { AgenciesListResponse, AgencyCard } from '@ile/shared/contracts/agency';
import type { CreateAgentApplicationBody } from '@ile/shared/contracts/agent';
import { NO_BADGES } from '@ile/shared/contracts/verification';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { BecomeAgentWizard } from './become-agent-wizard';

vi.setConfig({ testTimeout: 30_000 });

const AGENCY_TWO = '00000000-0000-4000-8000-0000000000a2';
const LAGOON: AgencyCard = {
  id: '00000000-0000-4000-8000-0000000000a1',
  userId: '00000000-0000-4000-8000-0000000000b1',
  agency_name: 'Lagoon Homes',
  profile_image: null,
  mobile_phone: null,
  office_phone: '+2348031234567',
  business_email: 'hello@lagoon.test',
  office_address: '1 Marina, Lagos',
  position: null,
  verification: NO_BADGES,
};

describe('become an agent wizard', () => {
  it('will not leave step 1 without a category', async () => {
    renderWithApp(<BecomeAgentWizard />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('You have not selected any category');
    expect(screen.getByRole('heading', { name: 'How do you want to join?' })).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: /Agency/ }));
    expect(screen.queryByText('You have not selected any category')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Agency information' })).toBeTruthy();
  });

  it('keeps State/Region waiting for a country and resets it when the country changes', async () => {
    renderWithApp(<BecomeAgentWizard />);
    await userEvent.click(screen.getByRole('radio', { name: /Agency/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const region = (await screen.findByLabelText(/State\/Region/)) as HTMLSelectElement;
    expect(region.disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText(/Country/), 'SL');
    expect(region.disabled).toBe(false);
    await userEvent.selectOptions(region, 'Bo');
    expect(region.value).toBe('Bo');
    await userEvent.selectOptions(screen.getByLabelText(/Country/), 'NG');
    expect(region.value).toBe('');
  });

  it('clears a corrected field’s error as it is typed, before the field loses focus', async () => {
    renderWithApp(<BecomeAgentWizard />);
    await userEvent.click(screen.getByRole('radio', { name: /Agent/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const position = screen.getByLabelText(/Position/);
    expect(position.getAttribute('aria-invalid')).toBe('true');
    const errorsBefore = screen.getAllByText('This field is required').length;

    await userEvent.type(position, 'Letting agent');
    expect(document.activeElement).toBe(position);
    await waitFor(() => expect(position.getAttribute('aria-invalid')).not.toBe('true'));
    expect(screen.getAllByText('This field is required')).toHaveLength(errorsBefore - 1);
    // Other fields keep their messages until they are changed or Next is pressed again.
    expect(screen.getByLabelText(/Work email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the agent step, then submits and lands on the submitted page', async () => {
    const bodies: CreateAgentApplicationBody[] = [];
    const searches: string[] = [];
    server.use(
      http.get('*/api/v1/agency/agencies', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        searches.push(search);
        const all = [LAGOON, { ...LAGOON, id: AGENCY_TWO, userId: AGENCY_TWO, agency_name: 'Harbour Homes' }];
        const agency = all.filter((item) => item.agency_name.toLowerCase().includes(search.toLowerCase()));
        return success<AgenciesListResponse>({ agency, totalItems: agency.length, totalPages: 1 });
      }),
      http.post('*/api/v1/applications/agent', async ({ request }) => {
        bodies.push((await request.json()) as CreateAgentApplicationBody);
        return success({ id: '00000000-0000-4000-8000-0000000000d4', status: 'pending' as const });
      }),
    );
    renderWithApp(<BecomeAgentWizard />, {
      path: '/become-an-agent',
      routes: { '/become-an-agent-submitted': <p>Submitted page</p> },
    });
    await userEvent.click(screen.getByRole('radio', { name: /Agent/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/Position/));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);

    await userEvent.type(screen.getByLabelText(/Position/), 'Letting agent');
    await userEvent.type(screen.getByLabelText(/Work email/), 'tobi@agency.test');
    await userEvent.type(screen.getByLabelText(/Office address/), '12 Allen Avenue, Ikeja');
    await userEvent.selectOptions(screen.getByLabelText(/Gender/), 'Female');
    await userEvent.type(screen.getByLabelText(/Office phone/), '08031234567');

    // The agency is found by name and chosen with the keyboard.
    const agency = screen.getByRole('combobox', { name: /Affiliated agency/ });
    await userEvent.type(agency, 'lag');
    expect(await screen.findByRole('option', { name: /Lagoon Homes/ })).toBeTruthy();
    expect(searches.at(-1)).toBe('lag');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect((agency as HTMLInputElement).value).toBe('Lagoon Homes');
    expect(agency.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Final details' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted page')).toBeTruthy();
    expect(bodies[0]).toMatchObject({
      position: 'Letting agent',
      workEmail: 'tobi@agency.test',
      gender: 'Female',
      officePhone: '+2348031234567',
      agencyId: LAGOON.id,
    });
  });
});
