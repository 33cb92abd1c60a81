import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('leaves text of at most max characters unchanged', () => {
    expect(truncate('Lekki', 5)).toBe('Lekki');
    expect(truncate('Ikoyi', 10)).toBe('Ikoyi');
    expect(truncate('', 3)).toBe('');
  });

  it('cuts longer text to max characters and appends ...', () => {
    expect(truncate('Victoria Island', 5)).toBe('Victo...');
    expect(truncate('3 bedroom flat in Ikoyi', 15)).toBe('3 bedroom flat ...');
  });

  it('treats null and undefined as empty text', () => {
    expect(truncate(null, 5)).toBe('');
    expect(truncate(undefined, 5)).toBe('');
  });

  it('never splits an emoji or other astral character', () => {
    expect(truncate('🏠🏡🏢🏣', 2)).toBe('🏠🏡...');
  });

  it('cuts everything when max is zero or negative', () => {
    expect(truncate('abc', 0)).toBe('...');
    expect(truncate('abc', -1)).toBe('...');
  });
});
