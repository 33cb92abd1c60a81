import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { ProofStep } from './proof-step';

vi.setConfig({ testTimeout: 30_000 });

const KB = 1024;
const file = (bytes: number, type: string, name = 'proof') =>
  new File([new Uint8Array(bytes)], name, { type });

function renderStep() {
  const onSubmit = vi.fn();
  renderWithApp(<ProofStep onSubmit={onSubmit} onCancel={() => undefined} busy={false} />);
  // userEvent honours `accept`; these tests are about our own rules, so it is switched off.
  const user = userEvent.setup({ applyAccept: false });
  return { onSubmit, user, input: screen.getByLabelText(/Proof document/) as HTMLInputElement };
}

describe('student proof pre-checks', () => {
  it('refuses a file that is not JPEG or PNG', async () => {
    const { user, input } = renderStep();
    await user.upload(input, file(200 * KB, 'image/gif', 'proof.gif'));
    expect(await screen.findByText('Proof must be a JPEG or PNG image')).toBeTruthy();
  });

  it('refuses files under 100 KB and over 1 MB, in the server’s words', async () => {
    const { user, input } = renderStep();
    await user.upload(input, file(50 * KB, 'image/jpeg', 'small.jpg'));
    expect(await screen.findByText('Proof must be at least 100 KB')).toBeTruthy();
    await user.upload(input, file(2 * 1024 * KB, 'image/png', 'large.png'));
    expect(await screen.findByText('Proof must be at most 1 MB')).toBeTruthy();
  });

  it('asks for the file and the proof type before sending', async () => {
    const { user, onSubmit } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Process my application' }));
    expect(await screen.findByText('Upload a picture of your proof')).toBeTruthy();
    expect(screen.getByText('Choose ID or Eligibility')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
