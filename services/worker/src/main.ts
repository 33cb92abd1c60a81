import { paymentsConfigFromEnv } from '@ile/api/config';
import { createProviderRegistry } from '@ile/api/modules/payments/providers/index';
import { SANDBOX_SIGNATURE_HEADER } from '@ile/api/modules/payments/providers/sandbox';
import { createDatabase, createStorages } from '@ile/db';
import { EnvError } from '@ile/db/server-env';
import { pino } from 'pino';
import { loadWorkerConfig } from './config';
import { startWorkerRuntime } from './runtime';

async function main() {
  let config: ReturnType<typeof loadWorkerConfig>;
  try {
    config = loadWorkerConfig();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel, base: { service: 'worker' } });
  const db = createDatabase(config.databaseUrl, {
    max: config.concurrency + 2,
    applicationName: 'ile-worker',
  });
  // Held money is paid out and refunded through the api's provider adapters, with the api's variables; the
  // sandbox's transfer and refund webhooks are delivered to the api, as a provider's would be.
  const webhookUrl = `${config.publicUrl.replace(/\/+$/, '')}/api/v1/payments/webhook/sandbox`;
  const payments = createProviderRegistry(paymentsConfigFromEnv(), {
    db,
    publicUrl: config.publicUrl,
    deliverSandboxWebhook: async ({ body, headers }) => {
      if (!headers[SANDBOX_SIGNATURE_HEADER]) return;
      await fetch(webhookUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
    },
  });
  const runtime = startWorkerRuntime({
    payments,
    db,
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    log,
    outboxPollMs: config.outboxPollMs,
    outboxBatchSize: config.outboxBatchSize,
    concurrency: config.concurrency,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    publicUrl: config.publicUrl,
    storages: createStorages(config.storage),
    ratesApiUrl: config.ratesApiUrl,
    ratesApiKey: config.ratesApiKey,
    ratesRefreshEveryHours: config.ratesRefreshEveryHours,
    geocoderUrl: config.geocoderUrl,
    geocoderUserAgent: config.geocoderUserAgent,
    mediaPublicUrl: config.storage.mediaPublicUrl,
    alertWindowMs: config.alertWindowMs,
    importPhotoPolicy: config.importPhotoPolicy,
  });
  log.info({ queues: runtime.workers.map((w) => w.name) }, 'worker started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'finishing jobs in flight, then stopping');
    await runtime.stop();
    await db.destroy();
    log.info('worker stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
