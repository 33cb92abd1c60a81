import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@ile/api/config';
import { loadWorkerConfig } from '@ile/worker/config';
import { describe, expect, it } from 'vitest';
import {
  APP_SERVICES,
  composeCommand,
  composeEnvironment,
  composeFile,
  containerEnvironment,
  image,
  interpolate,
} from './compose-file';
import { repoRoot } from './paths';

// docker-compose.yml is the deployment shape of issue 16 (api and worker sharing nothing but the data
// services). This machine has no Docker, so the file is checked against the code it starts: the app
// services' environments through the api's and the worker's own configuration loaders, their commands
// against the files and scripts they name, the buckets' access against the storage split. `npm run
// compose:rehearse` runs the same commands (docs/reliability.md).

const packageJson = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  workspaces: string[];
};

/** What a deployer puts in `.env` beside the compose file (README, "Running with Docker"). */
const HOST = {
  JWT_SECRET: 'a'.repeat(64),
  SANDBOX_PAYMENTS_SECRET: 'b'.repeat(64),
  MINIO_ROOT_PASSWORD: 'c'.repeat(32),
};

describe('compose interpolation', () => {
  // biome-ignore-start lint/suspicious/noTemplateCurlyInString: these strings are compose's syntax, not templates
  it('substitutes, defaults and refuses as compose does', () => {
    const host = { SET: 'value', EMPTY: '' };
    expect(interpolate('${SET}/${UNSET}', host)).toBe('value/');
    expect(interpolate('${EMPTY:-fallback} ${EMPTY-fallback} ${UNSET-fallback}', host)).toBe(
      'fallback  fallback',
    );
    expect(interpolate('$$HOME ${SET:?needed}', host)).toBe('$HOME value');
    expect(() => interpolate('${EMPTY:?must be set}', host)).toThrow('EMPTY must be set');
    expect(interpolate('${EMPTY?must be set}', host)).toBe('');
    expect(() => interpolate('${UNSET?must be set}', host)).toThrow('UNSET must be set');
  });
  // biome-ignore-end lint/suspicious/noTemplateCurlyInString: these strings are compose's syntax, not templates
});

describe('docker-compose.yml', () => {
  it('will not start without its secrets, and keeps them out of the image', () => {
    // A default secret in a published file signs tokens anyone can forge once someone deploys it as is.
    for (const name of Object.keys(HOST)) {
      const without = { ...HOST, [name]: undefined };
      expect(() => containerEnvironment('api', without), name).toThrow(new RegExp(`${name} must be set`));
    }
    expect(() => containerEnvironment('minio', { ...HOST, MINIO_ROOT_PASSWORD: '' })).toThrow(
      /MINIO_ROOT_PASSWORD must be set/,
    );
    expect(readFileSync(join(repoRoot, '.dockerignore'), 'utf8').split('\n')).toContain('.env');
  });

  it('runs the api and the worker with no volume, on the s3 driver, in production', () => {
    for (const service of APP_SERVICES) {
      expect(composeFile.services[service]?.volumes, service).toBeUndefined();
      expect(containerEnvironment(service, HOST)).toMatchObject({
        NODE_ENV: 'production',
        STORAGE_DRIVER: 's3',
      });
    }
  });

  it('gives the api and the worker environments their own configuration loaders accept, with one store', () => {
    const api = loadConfig(containerEnvironment('api', HOST));
    const worker = loadWorkerConfig(containerEnvironment('worker', HOST));
    expect(api.env).toBe('production');
    expect(api.storage.driver).toBe('s3');
    expect(worker.storage).toEqual(api.storage);
    expect(worker.databaseUrl).toBe(api.databaseUrl);
    expect(worker.redisUrl).toBe(api.redisUrl);
    if (api.storage.driver !== 's3') return;
    expect(api.storage.mediaBucket).not.toBe(api.storage.privateBucket);
    expect(api.storage.mediaPublicUrl).toMatch(new RegExp(`/${api.storage.mediaBucket}$`));
  });

  it('lets anyone read the media bucket and nobody read the private one', () => {
    const { S3_BUCKET_MEDIA: media, S3_BUCKET_PRIVATE: privateBucket } = composeEnvironment('api', HOST);
    const script = composeFile.services.buckets?.entrypoint?.join(' ') ?? '';
    expect(script).toContain(`mc anonymous set download ile/${media}`);
    expect(script).toContain(`mc anonymous set none ile/${privateBucket}`);
    expect(script).not.toContain(`set download ile/${privateBucket}`);
  });

  it('starts commands that exist in the image', () => {
    for (const service of APP_SERVICES) {
      const command = composeCommand(service);
      if (command[0] === 'npm') {
        expect(packageJson.scripts[command[2] ?? ''], `${service}: ${command.join(' ')}`).toBeDefined();
      } else {
        const entry = command.find((part) => part.endsWith('.ts')) ?? '';
        expect(existsSync(join(repoRoot, entry)), `${service}: ${command.join(' ')}`).toBe(true);
      }
    }
  });

  it('installs every workspace the image runs before copying the sources', () => {
    const copied = image.depsFiles
      .filter((file) => file.endsWith('/package.json'))
      .map((file) => file.replace(/\/package\.json$/, ''));
    // The journeys (e2e) are the only workspace the image does not run.
    expect(copied.sort()).toEqual(packageJson.workspaces.filter((workspace) => workspace !== 'e2e').sort());
    expect(image.depsFiles).toContain('package-lock.json');
  });
});
