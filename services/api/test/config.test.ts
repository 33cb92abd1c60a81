import { EnvError } from '@ile/db/server-env';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toMatch(/^postgres:\/\//);
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(8080);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrowError(EnvError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrowError(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL/);
    expect(() => loadConfig({ VITE_MAP_TILES_URL: 'tiles/{z}/{x}/{y}.png' })).toThrowError(
      /VITE_MAP_TILES_URL/,
    );
  });

  it('takes a hash-tagged REDIS_PREFIX for Redis Cluster and a Sentinel REDIS_URL, and names a bad one', () => {
    expect(loadConfig({ REDIS_PREFIX: '{ile}' }).redisPrefix).toBe('{ile}');
    expect(loadConfig({ REDIS_PREFIX: 'ile-{eu}' }).redisPrefix).toBe('ile-{eu}');
    for (const bad of ['{ile', 'ile}', '{}', '{a}{b}', 'ile prod']) {
      expect(() => loadConfig({ REDIS_PREFIX: bad }), bad).toThrowError(/REDIS_PREFIX.*hash tag/);
    }
    const sentinel = 'redis+sentinel://:pw@10.0.0.1:26379,10.0.0.2:26379/ile-master';
    expect(loadConfig({ REDIS_URL: sentinel }).redisUrl).toBe(sentinel);
    expect(() => loadConfig({ REDIS_URL: 'redis+sentinel://10.0.0.1:26379' })).toThrowError(
      /REDIS_URL.*master name/,
    );
    expect(() => loadConfig({ REDIS_URL: 'memcached://x' })).toThrowError(/REDIS_URL/);
  });

  it('takes IMPORT_PHOTO_ALLOW_HOSTS as exact host:port pairs, outside production only', () => {
    expect([
      ...loadConfig({ IMPORT_PHOTO_ALLOW_HOSTS: '127.0.0.1:4100' }).importPhotoPolicy.allowHosts,
    ]).toEqual(['127.0.0.1:4100']);
    expect(loadConfig({}).importPhotoPolicy.allowHosts.size).toBe(0);
    for (const bad of ['127.0.0.1', '127.0.0.1:*', '*:80', '10.0.0.0/8'])
      expect(() => loadConfig({ IMPORT_PHOTO_ALLOW_HOSTS: bad }), bad).toThrowError(
        /IMPORT_PHOTO_ALLOW_HOSTS/,
      );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        IMPORT_PHOTO_ALLOW_HOSTS: '127.0.0.1:4100',
      }),
    ).toThrowError(/IMPORT_PHOTO_ALLOW_HOSTS.*tests only/);
  });

  it('refuses the development JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/JWT_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.env).toBe('production');
  });

  describe('storage', () => {
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_BUCKET_MEDIA: 'ile-media',
      S3_BUCKET_PRIVATE: 'ile-private',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_PUBLIC_URL: 'https://media.ile.example/',
    };

    it('keeps the local folders by default, served at /media', () => {
      const config = loadConfig({ MEDIA_DIR: '/srv/media', PRIVATE_DIR: '/srv/private' });
      expect(config.storage).toEqual({
        driver: 'local',
        mediaDir: '/srv/media',
        privateDir: '/srv/private',
        mediaPublicUrl: undefined,
      });
    });

    it('takes two buckets of an S3-compatible store, and MEDIA_PUBLIC_URL without its trailing slash', () => {
      expect(loadConfig(s3).storage).toEqual({
        driver: 's3',
        s3: {
          endpoint: 'https://account.r2.cloudflarestorage.com',
          region: 'auto',
          accessKeyId: 'key',
          secretAccessKey: 'secret',
          forcePathStyle: false,
        },
        mediaBucket: 'ile-media',
        privateBucket: 'ile-private',
        mediaPublicUrl: 'https://media.ile.example',
      });
      expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).storage).toMatchObject({
        s3: { forcePathStyle: true },
      });
    });

    it('names what the s3 driver is missing or cannot take', () => {
      for (const name of ['S3_BUCKET_MEDIA', 'S3_BUCKET_PRIVATE', 'MEDIA_PUBLIC_URL', 'S3_SECRET_ACCESS_KEY'])
        expect(() => loadConfig({ ...s3, [name]: '' }), name).toThrowError(new RegExp(name));
      expect(() => loadConfig({ ...s3, S3_BUCKET_PRIVATE: 'ile-media' })).toThrowError(/S3_BUCKET_PRIVATE/);
      expect(() => loadConfig({ ...s3, S3_BUCKET_MEDIA: 'Ile_Media' })).toThrowError(/S3_BUCKET_MEDIA/);
      expect(() => loadConfig({ ...s3, STORAGE_DRIVER: 'gcs' })).toThrowError(/STORAGE_DRIVER/);
      expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://x' })).toThrowError(/S3_ENDPOINT/);
    });
  });

  describe('payments', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };

    it('defaults to the sandbox, on with a development secret, and no real provider', () => {
      const { payments } = loadConfig({});
      expect(payments.defaultProvider).toBe('sandbox');
      expect(payments.sandbox?.secret).toMatch(/.{16,}/);
      expect(payments.paystack).toBeNull();
      expect(payments.flutterwave).toBeNull();
    });

    it('turns a provider on with its secret key, and keeps its base URL without a trailing slash', () => {
      const { payments } = loadConfig({
        PAYMENTS_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_test_1',
        PAYSTACK_BASE_URL: 'http://127.0.0.1:9999/',
        FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-1',
      });
      expect(payments.defaultProvider).toBe('paystack');
      expect(payments.paystack).toEqual({
        secretKey: 'sk_test_1',
        publicKey: null,
        baseUrl: 'http://127.0.0.1:9999',
      });
      expect(payments.flutterwave).toMatchObject({
        baseUrl: 'https://api.flutterwave.com',
        secretHash: null,
      });
      expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrowError(/PAYMENTS_PROVIDER/);
    });

    it('in production, runs the sandbox only as the configured provider with its own secret', () => {
      // Missing keys never stop the api from booting; the provider is refused when asked for instead.
      expect(loadConfig(production).payments.sandbox).toBeNull();
      const secret = 's'.repeat(32);
      expect(loadConfig({ ...production, SANDBOX_PAYMENTS_SECRET: secret }).payments.sandbox).toEqual({
        secret,
      });
      expect(
        loadConfig({ ...production, SANDBOX_PAYMENTS_SECRET: secret, PAYMENTS_PROVIDER: 'paystack' }).payments
          .sandbox,
      ).toBeNull();
      expect(() =>
        loadConfig({ ...production, SANDBOX_PAYMENTS_SECRET: 'ile-development-sandbox-payments-secret' }),
      ).toThrowError(/SANDBOX_PAYMENTS_SECRET/);
    });
  });
});
