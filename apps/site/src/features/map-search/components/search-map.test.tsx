import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { SearchMap } from './search-map';

describe('the search map with data saver', () => {
  it('stays off, with no map drawn, until the visitor asks for it (the button says it uses data)', async () => {
    localStorage.setItem('ile.data_saver', 'true');
    renderWithApp(<SearchMap filterQuery="" area="" onSearchArea={() => undefined} searchOnMove />);
    const region = await screen.findByRole('region', { name: 'Map of the results' });
    expect(region.textContent).toContain('Data saver is on: the map is off.');
    expect(screen.getByRole('button', { name: 'Show map (uses data)' })).toBeTruthy();
    expect(document.querySelector('.leaflet-container')).toBeNull();
  });
});
