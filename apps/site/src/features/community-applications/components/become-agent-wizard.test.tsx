import type { CreateAgentApplicationBody } from '@ile/shared/contracts/agent';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { BecomeAgentWizard } from './become-agent-wizard';

vi.setConfig({ testTimeout: 30_000 });

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
    await waitFor(() => expect(position.getAttribute('aria-invalid')).toBeNull());
    expect(screen.getAllByText('This field is required')).toHaveLength(errorsBefore - 1);
    // Other fields keep their messages until they are changed or Next is pressed again.
    expect(screen.getByLabelText(/Work email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the agent step, then submits and lands on the submitted page', async () => {
    const bodies: CreateAgentApplicationBody[] = [];
    server.use(
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
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Final details' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted page')).toBeTruthy();
    expect(bodies[0]).toMatchObject({
      position: 'Letting agent',
      workEmail: 'tobi@agency.test',
      gender: 'Female',
      officePhone: '+2348031234567',
    });
  });
});
