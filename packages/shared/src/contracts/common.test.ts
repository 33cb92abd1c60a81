import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { id, imageDataUrl } from '../testing/fixtures';
import {
  EmailSchema,
  IdSchema,
  ImageDataUrlSchema,
  ListingCountrySchema,
  ListingImagesSchema,
  optionalInput,
  PhoneSchema,
  PriceSchema,
  RoomCountSchema,
  requiredText,
  TimestampSchema,
  WebsiteSchema,
} from './common';

const messageOf = (result: { error?: z.ZodError }): string | undefined => result.error?.issues[0]?.message;

describe('IdSchema', () => {
  it('accepts UUIDs of any version, including fixed seed ids', () => {
    expect(IdSchema.safeParse('0b6f2c1e-7d3a-4c8e-9f10-2a3b4c5d6e7f').success).toBe(true);
    expect(IdSchema.safeParse(id(1)).success).toBe(true);
  });

  it('rejects anything else, saying a missing id is required', () => {
    expect(IdSchema.safeParse('42').success).toBe(false);
    expect(messageOf(IdSchema.safeParse('42'))).toBe('Expected an id');
    expect(messageOf(IdSchema.safeParse(undefined))).toBe('This field is required');
  });
});

describe('TimestampSchema', () => {
  it('accepts ISO timestamps with an offset', () => {
    expect(TimestampSchema.safeParse('2024-05-01T10:00:00.000Z').success).toBe(true);
    expect(TimestampSchema.safeParse('2024-05-01T10:00:00+01:00').success).toBe(true);
    expect(TimestampSchema.safeParse('2024-05-01').success).toBe(false);
  });
});

describe('optionalInput', () => {
  const schema = z.object({ size: optionalInput(z.coerce.number()) });

  it('turns empty strings, blanks and null into undefined', () => {
    expect(schema.parse({ size: '' }).size).toBeUndefined();
    expect(schema.parse({ size: '   ' }).size).toBeUndefined();
    expect(schema.parse({ size: null }).size).toBeUndefined();
    expect(schema.parse({}).size).toBeUndefined();
  });

  it('parses given values with the inner schema', () => {
    expect(schema.parse({ size: '12' }).size).toBe(12);
    expect(schema.safeParse({ size: 'abc' }).success).toBe(false);
  });
});

describe('requiredText', () => {
  it('trims and requires at least one character', () => {
    expect(requiredText().parse('  Lekki  ')).toBe('Lekki');
    expect(messageOf(requiredText().safeParse('   '))).toBe('This field is required');
    expect(messageOf(requiredText().safeParse(undefined))).toBe('This field is required');
  });

  it('enforces the maximum', () => {
    expect(requiredText(3).safeParse('abcd').success).toBe(false);
  });
});

describe('EmailSchema', () => {
  it('trims and lower-cases', () => {
    expect(EmailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('rejects malformed addresses', () => {
    expect(messageOf(EmailSchema.safeParse('not-an-email'))).toBe('Enter a valid email address');
  });
});

describe('PhoneSchema', () => {
  it('stores Nigerian and Sierra Leonean numbers in international form', () => {
    expect(PhoneSchema.parse('+234 (803) 123-4567')).toBe('+2348031234567');
    expect(PhoneSchema.parse('0803.123.4567')).toBe('+2348031234567');
    expect(PhoneSchema.parse('+232 76 123456')).toBe('+23276123456');
  });

  it.each([
    '123',
    'phone',
    '+234 803 123 4567 8901 23',
    '++2348031234567',
    '+1 415 555 0100',
    '+44 20 7946 0958',
  ])('rejects %j', (phone) => {
    expect(messageOf(PhoneSchema.safeParse(phone))).toBe('Enter a valid phone number');
  });
});

describe('WebsiteSchema', () => {
  it('adds https:// when the scheme is missing', () => {
    expect(WebsiteSchema.parse('ile.ng')).toBe('https://ile.ng');
    expect(WebsiteSchema.parse('http://ile.ng/about')).toBe('http://ile.ng/about');
  });

  it('rejects other schemes and non-addresses', () => {
    expect(WebsiteSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(WebsiteSchema.safeParse('ftp://ile.ng').success).toBe(false);
    expect(WebsiteSchema.safeParse('not a site').success).toBe(false);
  });
});

describe('PriceSchema', () => {
  it('accepts numbers and numeric strings with up to 2 decimals', () => {
    expect(PriceSchema.parse(1500)).toBe(1500);
    expect(PriceSchema.parse('1500.5')).toBe(1500.5);
    expect(PriceSchema.parse('0.1')).toBe(0.1);
    expect(PriceSchema.parse(19.99)).toBe(19.99);
  });

  it('rejects more than 2 decimals', () => {
    expect(messageOf(PriceSchema.safeParse('10.123'))).toBe('Price may have at most 2 decimals');
  });

  it('rejects zero, negatives, non-numbers and absurd amounts', () => {
    expect(messageOf(PriceSchema.safeParse(0))).toBe('Price must be greater than 0');
    expect(PriceSchema.safeParse(-5).success).toBe(false);
    expect(messageOf(PriceSchema.safeParse('1,500'))).toBe('Expected a number');
    expect(PriceSchema.safeParse(1e13).success).toBe(false);
    expect(messageOf(PriceSchema.safeParse(undefined))).toBe('This field is required');
  });
});

describe('RoomCountSchema', () => {
  it("reads numbers, numeric strings and the select's 'N+' options", () => {
    expect(RoomCountSchema.parse(2)).toBe(2);
    expect(RoomCountSchema.parse('4')).toBe(4);
    expect(RoomCountSchema.parse('5+')).toBe(5);
    expect(RoomCountSchema.parse(0)).toBe(0);
  });

  it('rejects fractions, negatives and text', () => {
    expect(RoomCountSchema.safeParse(2.5).success).toBe(false);
    expect(RoomCountSchema.safeParse(-1).success).toBe(false);
    expect(RoomCountSchema.safeParse('two').success).toBe(false);
    expect(RoomCountSchema.safeParse(1000).success).toBe(false);
  });
});

describe('ListingCountrySchema', () => {
  it('accepts the codes and names of Nigeria and Sierra Leone', () => {
    expect(ListingCountrySchema.parse('NG')).toBe('NG');
    expect(ListingCountrySchema.parse('sl')).toBe('SL');
    expect(ListingCountrySchema.parse('Sierra Leone')).toBe('SL');
    expect(ListingCountrySchema.parse(' nigeria ')).toBe('NG');
  });

  it('rejects other countries', () => {
    expect(messageOf(ListingCountrySchema.safeParse('GH'))).toBe(
      'Country must be Nigeria (NG) or Sierra Leone (SL)',
    );
  });
});

describe('ImageDataUrlSchema', () => {
  it('accepts JPEG, PNG and WebP data URLs', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(ImageDataUrlSchema.safeParse(imageDataUrl(100, type)).success).toBe(true);
    }
  });

  it('rejects other types, URLs and oversized images', () => {
    expect(messageOf(ImageDataUrlSchema.safeParse(imageDataUrl(100, 'image/gif')))).toBe(
      'Images must be JPEG, PNG or WebP',
    );
    expect(messageOf(ImageDataUrlSchema.safeParse('https://example.com/a.png'))).toBe(
      'Expected an image as a base64 data URL',
    );
    expect(messageOf(ImageDataUrlSchema.safeParse(imageDataUrl(10 * 1024 * 1024 + 1)))).toBe(
      'Each image must be at most 10 MB',
    );
  });
});

describe('ListingImagesSchema', () => {
  it('needs 3 to 20 images', () => {
    const images = (n: number) => Array.from({ length: n }, () => imageDataUrl());
    expect(messageOf(ListingImagesSchema.safeParse(images(2)))).toBe('Add at least 3 images');
    expect(ListingImagesSchema.safeParse(images(3)).success).toBe(true);
    expect(ListingImagesSchema.safeParse(images(20)).success).toBe(true);
    expect(messageOf(ListingImagesSchema.safeParse(images(21)))).toBe('Add at most 20 images');
  });
});
