import { describe, expect, it } from 'vitest';
import { fitLine, type LinkPreviewContent, linkPreviewKey, linkPreviewOverlay } from './link-preview';

const PROPERTY = '00000000-0000-4000-8000-000000000001';
const content: LinkPreviewContent = {
  photoKey: `properties/${PROPERTY}/00000000-0000-4000-8000-0000000000a1/1280.webp`,
  price: '₦4,500,000 per year',
  place: 'Lekki, Lagos',
};

describe('link preview drawing', () => {
  it('names the picture by what it shows: the same content, the same key; any change, a new one', () => {
    const key = linkPreviewKey(PROPERTY, content);
    expect(key).toMatch(new RegExp(`^properties/${PROPERTY}/og/[0-9a-f]{16}\\.jpg$`));
    expect(linkPreviewKey(PROPERTY, { ...content })).toBe(key);
    const others = [
      { ...content, price: '₦4,750,000 per year' },
      { ...content, place: 'Ikoyi, Lagos' },
      { ...content, photoKey: content.photoKey.replace('a1', 'a2') },
    ].map((changed) => linkPreviewKey(PROPERTY, changed));
    expect(new Set([key, ...others]).size).toBe(4);
  });

  it('draws a long line smaller, and cuts one too long even then at a word', () => {
    expect(fitLine('₦4,500,000 per year', 968, { size: 64, minSize: 44, weight: 'bold' })).toEqual({
      text: '₦4,500,000 per year',
      size: 64,
    });
    const smaller = fitLine('₦1,250,000,000.50 per month', 968, { size: 64, minSize: 44, weight: 'bold' });
    expect(smaller.text).toBe('₦1,250,000,000.50 per month');
    expect(smaller.size).toBeLessThan(64);
    expect(smaller.size).toBeGreaterThanOrEqual(44);
    const cut = fitLine(`Victoria Island Extension Phase Two, ${'Eti-Osa '.repeat(10)}`, 968, {
      size: 36,
      minSize: 28,
      weight: 'regular',
    });
    expect(cut.size).toBe(28);
    expect(cut.text).toMatch(/^Victoria Island Extension Phase Two, Eti-Osa .*[^ ]…$/);
    expect(Array.from(cut.text).length).toBeLessThanOrEqual(Math.floor(968 / (28 * 0.64)));
  });

  it("writes the owner's words as text, never as markup", () => {
    const svg = linkPreviewOverlay({ ...content, place: 'Lekki <b>&</b> "Ajah"' });
    expect(svg).toContain('Lekki &lt;b&gt;&amp;&lt;/b&gt; &quot;Ajah&quot;');
    expect(svg).not.toContain('<b>');
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
  });
});
