import { describe, expect, it } from 'vitest';
import { parseDataUrl } from './data-url';

const base64Of = (bytes: number): string => btoa('x'.repeat(bytes));

describe('parseDataUrl', () => {
  it('reads the type and the decoded size', () => {
    expect(parseDataUrl(`data:image/png;base64,${base64Of(3)}`)).toEqual({
      mimeType: 'image/png',
      base64: 'eHh4',
      byteLength: 3,
    });
  });

  it('accounts for padding', () => {
    expect(parseDataUrl(`data:image/jpeg;base64,${base64Of(1)}`)?.byteLength).toBe(1);
    expect(parseDataUrl(`data:image/jpeg;base64,${base64Of(2)}`)?.byteLength).toBe(2);
    expect(parseDataUrl(`data:image/jpeg;base64,${base64Of(1000)}`)?.byteLength).toBe(1000);
  });

  it('lower-cases the type', () => {
    expect(parseDataUrl('data:IMAGE/WebP;base64,eHh4')?.mimeType).toBe('image/webp');
  });

  it('accepts empty content', () => {
    expect(parseDataUrl('data:image/png;base64,')?.byteLength).toBe(0);
  });

  it.each([
    'https://example.com/a.png',
    'data:image/png,rawtext',
    'data:image/png;base64,eHh',
    'data:image/png;base64,eH h4',
    'data:;base64,eHh4',
    'data:image/png;base64,eHh4===',
  ])('rejects %j', (text) => {
    expect(parseDataUrl(text)).toBeNull();
  });
});
