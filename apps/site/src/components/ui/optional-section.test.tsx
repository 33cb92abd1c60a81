import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionalSection } from './optional-section';

describe('an optional section of a page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its lazily loaded content', async () => {
    const Extra = lazy(async () => ({ default: () => <p>Similar properties</p> }));
    render(
      <main>
        <h1>Listing</h1>
        <OptionalSection>
          <Extra />
        </OptionalSection>
      </main>,
    );
    expect(await screen.findByText('Similar properties')).toBeTruthy();
  });

  it('hides itself, not the page, when its code cannot load', async () => {
    // React reports the caught error; the page goes on.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failed = false;
    const Extra = lazy(async () => {
      failed = true;
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    render(
      <main>
        <h1>Listing</h1>
        <OptionalSection>
          <Extra />
        </OptionalSection>
      </main>,
    );
    await vi.waitFor(() => expect(failed).toBe(true));
    expect(screen.getByRole('heading', { name: 'Listing' })).toBeTruthy();
    expect(screen.queryByText('Similar properties')).toBeNull();
  });

  it('is left out with no network, so its code is not asked for', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let asked = false;
    const Extra = lazy(async () => {
      asked = true;
      return { default: () => <p>Similar properties</p> };
    });
    render(
      <OptionalSection>
        <Extra />
      </OptionalSection>,
    );
    expect(asked).toBe(false);
  });
});
