// `npm run compose:rehearse`: docker-compose.yml's stack without Docker, for machines that have none. It
// builds the image's file tree as node.Dockerfile's stages do (the deps stage's package files and its
// `npm ci`, then the sources and `npm run build`, in a folder of its own), then runs the compose file's
// migrate, api and worker commands there with their compose environments and the image's ENV, each with no
// folder but the image's, and `npm run seed` as the compose file's header says. The data services are this
// machine's PostgreSQL (a database of its own) and Redis (a database number of its own), s3rver in MinIO's
// place with the compose file's buckets, and a local SMTP catcher in Mailpit's. It checks what a browser
// needs: the api ready, the site served, a seeded listing's pictures read from MEDIA_PUBLIC_URL, and an
// upload rendered by the worker into the store and shown. It prints what it checked and removes what it
// made (after a failure it keeps the image's folder, with the services' output; interrupted, it removes it
// too), and exits 1 on any failure. The api listens on a free port, not the compose file's 8080, so a product
// already running here does not stop it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createDatabase, type Db } from '@ile/db';
import { freePort } from '@ile/db/testing/free-port';
import { makePictureDataUrl } from '@ile/db/testing/pictures';
import { startTestS3Server } from '@ile/db/testing/s3-server';
import { startTestSmtpServer } from '@ile/db/testing/smtp-server';
import { validListingApplication } from '@ile/shared/testing/fixtures';
import { sql } from 'kysely';
import { call, login } from '../../chaos/src/http';
import { waitFor } from '../../chaos/src/ports';
import {
  composeCommand,
  composeEnvironment,
  containerEnvironment,
  image,
} from '../../launcher/src/compose-file';
import { repoRoot } from '../../launcher/src/paths';
import { stopServices } from '../../launcher/src/processes';
import { photosRender } from './checks';

const REDIS_DB = 13;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisBase = (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '');

/** The secrets a deployer puts in `.env` beside the compose file (it refuses to start without them). */
const HOST = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  SANDBOX_PAYMENTS_SECRET: randomBytes(32).toString('hex'),
  MINIO_ROOT_PASSWORD: randomBytes(16).toString('hex'),
};

const log = (line: string) => console.log(`[rehearsal] ${line}`);

/** The build and seed commands running now (in process groups of their own), for an interruption to stop. */
const commands: { name: string; child: ChildProcess }[] = [];

/**
 * Kills the running commands' whole process groups (their work is thrown away with the folder) and waits until
 * no process of theirs is left: npm finishes its own shutdown after its shell is gone, and would go on writing
 * into the folder being removed.
 */
async function killCommands(): Promise<void> {
  const alive = (pid: number) => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const groups = commands.flatMap(({ child }) => (child.pid ? [child.pid] : []));
  for (const pid of groups) if (alive(pid)) process.kill(-pid, 'SIGKILL');
  const deadline = Date.now() + 10_000;
  while (groups.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** Runs a command to its end without blocking this process (it serves the object store and the mail). */
async function shell(command: string, cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  log(`(image) $ ${command}`);
  const child = spawn('sh', ['-c', command], {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const running = { name: command, child };
  commands.push(running);
  const [code] = (await once(child, 'exit')) as [number | null];
  commands.splice(commands.indexOf(running), 1);
  if (code !== 0) throw new Error(`${command} exited ${code}`);
}

/** The files the image's `COPY . .` takes: the tracked ones (.dockerignore's folders are never tracked). */
function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '');
}

async function copyInto(folder: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    await mkdir(dirname(join(folder, file)), { recursive: true });
    await cp(join(repoRoot, file), join(folder, file));
  }
}

async function main(): Promise<number> {
  const failures: string[] = [];
  const checked: string[] = [];
  const folder = await mkdtemp(join(tmpdir(), 'ile-compose-image-'));
  const database = `ile_compose_${Date.now()}`;
  const admin = createDatabase(adminUrl, { max: 1 });
  const children: { name: string; child: ChildProcess }[] = [];
  let db: Db | undefined;
  const { S3_BUCKET_MEDIA: media, S3_BUCKET_PRIVATE: privateBucket } = composeEnvironment('api', HOST);
  const s3 = await startTestS3Server(
    [media, privateBucket].filter((name): name is string => name !== undefined),
  );
  const smtp = await startTestSmtpServer();
  const apiPort = await freePort();
  const logFile = join(folder, 'services.log');
  let cleaned: Promise<void> | undefined;
  /** Stops and removes everything this run made, once; keeps the image's folder when asked to. */
  const cleanUp = (keepFolder: boolean) =>
    (cleaned ??= (async () => {
      await killCommands();
      await stopServices(children);
      await s3.close();
      await smtp.close();
      await db?.destroy();
      await sql`DROP DATABASE IF EXISTS ${sql.id(database)} WITH (FORCE)`
        .execute(admin)
        .catch(() => undefined);
      await admin.destroy();
      execFileSync('redis-cli', ['-u', `${redisBase}/${REDIS_DB}`, 'FLUSHDB']);
      if (keepFolder) log(`services' output kept in ${logFile}`);
      else await rm(folder, { recursive: true, force: true });
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      log(`${signal}: removing every process, database and folder this run made`);
      void cleanUp(false).finally(() => process.exit(130));
    });
  try {
    log(`building the image's files in ${folder}`);
    await copyInto(folder, image.depsFiles);
    for (const command of image.depsCommands) await shell(command, folder);
    await copyInto(folder, trackedFiles());
    for (const command of image.buildCommands) await shell(command, folder);

    await sql`CREATE DATABASE ${sql.id(database)}`.execute(admin);
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
    db = createDatabase(databaseUrl, { max: 1 });
    const hosts: Array<[RegExp, string]> = [
      [/postgres:\/\/[^@]+@postgres:5432\/\w+/, databaseUrl],
      [/redis:\/\/redis:6379/, `${redisBase}/${REDIS_DB}`],
      [/http:\/\/(minio|localhost):9000/, s3.endpoint],
      [/smtp:\/\/mail:1025/, smtp.url],
      [/localhost:8080/, `localhost:${apiPort}`],
    ];
    execFileSync('redis-cli', ['-u', `${redisBase}/${REDIS_DB}`, 'FLUSHDB']);
    const environment = (service: string): NodeJS.ProcessEnv => {
      const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
      for (const [name, value] of Object.entries(containerEnvironment(service, HOST)))
        env[name] = hosts.reduce((text, [from, to]) => text.replace(from, to), value);
      // s3rver accepts only its own key; MinIO's root user and password in the compose file.
      env.S3_ACCESS_KEY_ID = s3.settings.accessKeyId;
      env.S3_SECRET_ACCESS_KEY = s3.settings.secretAccessKey;
      env.PORT = String(apiPort);
      return env;
    };
    const output = createWriteStream(logFile);
    const start = (name: string, command: readonly string[]) => {
      log(`starting ${name}: ${command.join(' ')}`);
      const child = spawn(command[0] as string, command.slice(1), {
        cwd: folder,
        env: environment(name),
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      child.stdout?.pipe(output, { end: false });
      child.stderr?.pipe(output, { end: false });
      children.push({ name, child });
      return child;
    };

    const migrate = start('migrate', composeCommand('migrate'));
    const migrated = await new Promise<number | null>((resolve) => migrate.once('exit', resolve));
    (migrated === 0 ? checked : failures).push(`migrate exited ${migrated}`);
    await shell('npm run seed', folder, environment('api'));
    start('api', composeCommand('api'));
    start('worker', composeCommand('worker'));
    const publicUrl = environment('api').PUBLIC_URL as string;
    await waitFor(
      'the api',
      async () => (await fetch(`${publicUrl}/readyz`).catch(() => undefined))?.ok === true,
      60_000,
    );
    checked.push(`${publicUrl}/readyz answers 200`);

    const home = await fetch(publicUrl);
    const html = await home.text();
    (home.ok && html.includes('<div id="root"') ? checked : failures).push(
      `the site at ${publicUrl}: ${home.status}`,
    );

    const mediaPublicUrl = environment('api').MEDIA_PUBLIC_URL as string;
    const seeded = await sql<{ id: string }>`SELECT p.id FROM properties p
      WHERE p.status = 'published'
        AND EXISTS (SELECT 1 FROM property_images i WHERE i.property_id = p.id) LIMIT 1`.execute(db);
    const seededId = seeded.rows[0]?.id;
    const api = { url: publicUrl, host: { name: 'api' } };
    const reviewer = await login(publicUrl, 'reviewer@ile.test');
    const applicant = await login(publicUrl, 'user@ile.test');
    const pictures = await Promise.all(
      (['jpeg', 'png', 'webp'] as const).map((format) => makePictureDataUrl(format)),
    );
    const submitted = await call(publicUrl, '/api/v1/applications/property', {
      body: { ...validListingApplication(), images: pictures },
      token: applicant.token,
    });
    const applicationId = (submitted.body as { data?: { id?: string } } | null)?.data?.id;
    const approved = await call(publicUrl, `/api/admin/listing-applications/${applicationId}/approve`, {
      body: { reason: 'Compose rehearsal: a test listing' },
      token: reviewer.token,
    });
    const uploadedId = (approved.body as { property_id?: string } | null)?.property_id;
    if (!seededId || !uploadedId) {
      failures.push(
        `no listing to look at: seeded ${seededId}; application ${submitted.status} ` +
          `${JSON.stringify(submitted.body).slice(0, 300)}, approval ${approved.status}`,
      );
    } else {
      const seededPhotos = await photosRender([api], [seededId], 1, 10_000);
      const uploadedPhotos = await photosRender([api], [uploadedId], pictures.length, 60_000);
      const photos = {
        checked: seededPhotos.checked + uploadedPhotos.checked,
        failures: [...seededPhotos.failures, ...uploadedPhotos.failures],
      };
      failures.push(...photos.failures);
      // The pictures come from the store's public address, not from a folder of the api's.
      const listing = (await (
        await fetch(`${publicUrl}/api/v1/property/property/${uploadedId}`, { method: 'POST' })
      ).json()) as { data?: { image_set?: Array<{ src: string }> } };
      const elsewhere = (listing.data?.image_set ?? []).filter((set) => !set.src.startsWith(mediaPublicUrl));
      if (elsewhere.length > 0)
        failures.push(`pictures not served from ${mediaPublicUrl}: ${elsewhere[0]?.src}`);
      const fromStore = photos.failures.length === 0;
      checked.push(
        `${photos.checked} pictures of a seeded and an uploaded listing read${fromStore ? '' : ' (with failures)'}, ` +
          `from ${mediaPublicUrl}`,
      );
    }
    if (smtp.messages.length > 0) checked.push(`${smtp.messages.length} emails reached the mail catcher`);
    else failures.push('no email reached the mail catcher');
  } catch (error) {
    failures.push(`stopped: ${(error as Error).message}`);
  } finally {
    await cleanUp(failures.length > 0);
  }
  for (const line of checked) log(`ok    ${line}`);
  for (const line of failures) log(`FAIL  ${line}`);
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
