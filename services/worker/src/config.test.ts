import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EnvError } from '@ile/db/server-env';
import { describe, expect, it } from 'vitest';
import { loadWorkerConfig } from './config';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

describe('worker mail configuration', () => {
  it('catches mail by default and links to the local site', () => {
    const config = loadWorkerConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Ile <no-reply@ile.test>');
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('takes an SMTP URL, a sender and a public URL (without its trailing slash)', () => {
    const config = loadWorkerConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Ile <hello@ile.example>',
      PUBLIC_URL: 'https://ile.example/',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Ile <hello@ile.example>',
      publicUrl: 'https://ile.example',
    });
  });

  it('names the variable when a value is wrong', () => {
    expect(() => loadWorkerConfig({ SMTP_URL: 'http://mail.example.com' })).toThrowError(EnvError);
    expect(() => loadWorkerConfig({ SMTP_URL: 'http://mail.example.com' })).toThrowError(/SMTP_URL/);
    expect(() => loadWorkerConfig({ PUBLIC_URL: 'not a url' })).toThrowError(/PUBLIC_URL/);
  });
});

describe('worker private storage', () => {
  it('keeps private files in <repo>/.data/private by default, apart from the public media', () => {
    expect(loadWorkerConfig({}).privateDir).toBe(resolve(repoRoot, '.data/private'));
  });

  it('takes PRIVATE_DIR, made absolute', () => {
    expect(loadWorkerConfig({ PRIVATE_DIR: '/srv/ile/private' }).privateDir).toBe('/srv/ile/private');
    expect(loadWorkerConfig({ PRIVATE_DIR: 'private' }).privateDir).toBe(resolve('private'));
  });
});

describe('worker media, rates and geocoder configuration', () => {
  it('writes image variants to <repo>/.data/media by default, the same folder the api serves', () => {
    expect(loadWorkerConfig({}).mediaDir).toBe(resolve(repoRoot, '.data/media'));
    expect(loadWorkerConfig({ MEDIA_DIR: '/srv/ile/media' }).mediaDir).toBe('/srv/ile/media');
  });

  it('has no rate provider or geocoder until one is configured', () => {
    const config = loadWorkerConfig({});
    expect(config).toMatchObject({
      ratesApiUrl: undefined,
      ratesApiKey: undefined,
      ratesRefreshEveryHours: 6,
      geocoderUrl: undefined,
      geocoderUserAgent: 'Ile property marketplace geocoder (+http://localhost:8080)',
    });
  });

  it('takes the providers and their settings', () => {
    const config = loadWorkerConfig({
      RATES_API_URL: 'https://api.currencylayer.com',
      RATES_API_KEY: 'key-123',
      RATES_REFRESH_EVERY_HOURS: '12',
      GEOCODER_URL: 'https://nominatim.openstreetmap.org',
      GEOCODER_USER_AGENT: 'Ile (ops@ile.example)',
      PUBLIC_URL: 'https://ile.example',
    });
    expect(config).toMatchObject({
      ratesApiUrl: 'https://api.currencylayer.com',
      ratesApiKey: 'key-123',
      ratesRefreshEveryHours: 12,
      geocoderUrl: 'https://nominatim.openstreetmap.org',
      geocoderUserAgent: 'Ile (ops@ile.example)',
    });
    expect(loadWorkerConfig({ PUBLIC_URL: 'https://ile.example/' }).geocoderUserAgent).toBe(
      'Ile property marketplace geocoder (+https://ile.example)',
    );
  });

  it('names the variable when a provider setting is wrong', () => {
    expect(() => loadWorkerConfig({ RATES_API_URL: 'ftp://rates.example' })).toThrowError(/RATES_API_URL/);
    expect(() => loadWorkerConfig({ GEOCODER_URL: 'nominatim' })).toThrowError(/GEOCODER_URL/);
    expect(() => loadWorkerConfig({ RATES_REFRESH_EVERY_HOURS: '0' })).toThrowError(
      /RATES_REFRESH_EVERY_HOURS/,
    );
  });
});

describe('worker storage configuration', () => {
  it('writes to the local folders by default', () => {
    expect(loadWorkerConfig({ MEDIA_DIR: '/srv/m', PRIVATE_DIR: '/srv/p' }).storage).toEqual({
      driver: 'local',
      mediaDir: '/srv/m',
      privateDir: '/srv/p',
      mediaPublicUrl: undefined,
    });
  });

  it('takes the same s3 settings as the api, checked the same way', () => {
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET_MEDIA: 'ile-media',
      S3_BUCKET_PRIVATE: 'ile-private',
      S3_FORCE_PATH_STYLE: 'yes',
      MEDIA_PUBLIC_URL: 'http://localhost:9000/ile-media',
    };
    expect(loadWorkerConfig(s3).storage).toMatchObject({
      driver: 's3',
      s3: { endpoint: 'http://minio:9000', region: 'us-east-1', forcePathStyle: true },
      mediaBucket: 'ile-media',
      privateBucket: 'ile-private',
    });
    expect(() => loadWorkerConfig({ ...s3, S3_BUCKET_PRIVATE: '' })).toThrowError(EnvError);
    expect(() => loadWorkerConfig({ ...s3, S3_BUCKET_PRIVATE: '' })).toThrowError(/S3_BUCKET_PRIVATE/);
  });
});
