import { describe, expect, it } from 'vitest';
import { DATA_SAVER_COOKIE, dataSaverChoice, narrowestSrcset, requestWantsDataSaver } from './data-saver';

describe('dataSaverChoice', () => {
  it('reads 1 as on and 0 as off, wherever the cookie sits', () => {
    expect(dataSaverChoice(`${DATA_SAVER_COOKIE}=1`)).toBe(true);
    expect(dataSaverChoice(`theme=dark; ${DATA_SAVER_COOKIE}=0; lang=en`)).toBe(false);
  });

  it('is undefined without the cookie, with another value, or for a name that only ends alike', () => {
    expect(dataSaverChoice('')).toBeUndefined();
    expect(dataSaverChoice(`${DATA_SAVER_COOKIE}=yes`)).toBeUndefined();
    expect(dataSaverChoice(`x${DATA_SAVER_COOKIE}=1`)).toBeUndefined();
  });
});

describe('requestWantsDataSaver', () => {
  it('follows Save-Data: on when the visitor has not chosen', () => {
    expect(requestWantsDataSaver({ saveData: 'on' })).toBe(true);
    expect(requestWantsDataSaver({ saveData: ' On ' })).toBe(true);
    expect(requestWantsDataSaver({ saveData: 'off' })).toBe(false);
    expect(requestWantsDataSaver({})).toBe(false);
  });

  it('lets the cookie (the visitor’s choice) win over the header either way', () => {
    expect(requestWantsDataSaver({ cookie: `${DATA_SAVER_COOKIE}=1` })).toBe(true);
    expect(requestWantsDataSaver({ cookie: `${DATA_SAVER_COOKIE}=0`, saveData: 'on' })).toBe(false);
  });
});

describe('narrowestSrcset', () => {
  it('keeps only the narrowest candidate, whatever the order', () => {
    expect(narrowestSrcset('/m/a-640.webp 640w, /m/a-320.webp 320w, /m/a-1280.webp 1280w')).toBe(
      '/m/a-320.webp 320w',
    );
  });

  it('leaves a srcset without width descriptors as it is', () => {
    expect(narrowestSrcset('/m/a.webp')).toBe('/m/a.webp');
    expect(narrowestSrcset('')).toBe('');
  });
});
