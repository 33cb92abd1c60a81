import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { toast } from '../lib/toast';
import { renderWithApp } from './render';

// The test setup's own guarantee (setup.ts): one test's toast never shows in the next test of the file.
it('shows a toast', async () => {
  renderWithApp(<div>page</div>);
  await screen.findByText('page');
  toast.success('From the first test');
  await screen.findByText('From the first test');
});

it('does not show the previous test’s toast beside its own', async () => {
  renderWithApp(<div>page</div>);
  await screen.findByText('page');
  toast.success('From the second test');
  await screen.findByText('From the second test');
  expect(screen.queryByText('From the first test')).toBeNull();
});
