import type { ImageSet } from '@ile/shared/contracts/common';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { renderWithApp } from '../../../testing/render';
import { PropertyGallery } from './property-gallery';
import { PropertyMap } from './property-map';

const photo = (n: number): ImageSet => ({
  src: `/media/p${n}/640.jpg`,
  srcset: `/media/p${n}/320.webp 320w, /media/p${n}/640.webp 640w, /media/p${n}/1280.webp 1280w`,
  avifSrcset: `/media/p${n}/320.avif 320w, /media/p${n}/640.avif 640w, /media/p${n}/1280.avif 1280w`,
  width: 1280,
  height: 960,
  placeholder: 'data:image/webp;base64,AAAA',
  dataSaverBytes: n === 3 ? null : 14_000 + n,
});
const PHOTOS = [photo(1), photo(2), photo(3)];

const saveData = () => localStorage.setItem('ile.data_saver', 'true');

/** Every URL the page's <picture> elements offer the browser. */
const offered = (root: ParentNode = document) =>
  [...root.querySelectorAll('source')].flatMap((source) =>
    (source.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0]),
  );

describe('pictures with data saver', () => {
  it('offers every rendition normally, only the 320 px one with data saver on (sizes unchanged)', async () => {
    const first = renderWithApp(<ResponsiveImage image={photo(1)} alt="Front" sizes="100vw" />);
    await screen.findByAltText('Front');
    expect(offered()).toHaveLength(6);
    first.unmount();

    saveData();
    renderWithApp(<ResponsiveImage image={photo(1)} alt="Front" sizes="100vw" />);
    await screen.findByAltText('Front');
    expect(offered()).toEqual(['/media/p1/320.avif', '/media/p1/320.webp']);
    expect([...document.querySelectorAll('source')].map((source) => source.getAttribute('sizes'))).toEqual([
      '100vw',
      '100vw',
    ]);
  });
});

describe('the gallery with data saver', () => {
  it('shows the first photo small and the others only when tapped, with what they cost', async () => {
    const user = userEvent.setup();
    saveData();
    renderWithApp(<PropertyGallery images={PHOTOS} title="Terrace" />);
    const gallery = await screen.findByRole('region', { name: 'Photos' });
    expect(within(gallery).getByAltText('Terrace, photo 1 of 3')).toBeTruthy();
    expect(offered(gallery)).toEqual(['/media/p1/320.avif', '/media/p1/320.webp']);
    expect(within(gallery).queryByRole('button', { name: /Tap to load/ })).toBeNull();

    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    const tap = within(gallery).getByRole('button', { name: 'Tap to load photo (14 KB)' });
    // Nothing of photo 2 is asked for until the tap.
    expect(offered(gallery).some((url) => url.includes('/p2/'))).toBe(false);
    await user.click(tap);
    expect(within(gallery).getByAltText('Terrace, photo 2 of 3')).toBeTruthy();
    expect(offered(gallery)).toEqual(['/media/p2/320.avif', '/media/p2/320.webp']);

    // A photo whose weight the api does not know says only "Tap to load photo".
    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getByRole('button', { name: 'Tap to load photo' })).toBeTruthy();
    // Going back to a photo already loaded shows it straight away.
    await user.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    expect(within(gallery).getByAltText('Terrace, photo 2 of 3')).toBeTruthy();
  });

  it('loads every photo as usual with data saver off', async () => {
    const user = userEvent.setup();
    renderWithApp(<PropertyGallery images={PHOTOS} title="Terrace" />);
    const gallery = await screen.findByRole('region', { name: 'Photos' });
    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getByAltText('Terrace, photo 2 of 3')).toBeTruthy();
    expect(within(gallery).queryByRole('button', { name: /Tap to load/ })).toBeNull();
    expect(offered(gallery)).toContain('/media/p2/1280.avif');
  });
});

describe('the map with data saver', () => {
  const map = <PropertyMap latitude={6.45} longitude={3.47} address="14 Admiralty Way, Lekki" />;
  const title = 'Map of the area around 14 Admiralty Way, Lekki';

  it('loads no map until the visitor asks', async () => {
    const user = userEvent.setup();
    saveData();
    renderWithApp(map);
    const show = await screen.findByRole('button', { name: 'Show map' });
    expect(screen.queryByTitle(title)).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(show);
    expect(screen.getByTitle(title).getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed/,
    );
  });

  it('shows the map straight away with data saver off', async () => {
    renderWithApp(map);
    expect(await screen.findByTitle(title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
  });
});
