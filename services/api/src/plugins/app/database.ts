import { createDatabase, type Db } from '@ile/db';
import { createReadReplica, type ReadReplica } from '@ile/db/read-replica';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The primary: every write, and every read of what a person wrote (their account, wishlist, manage area). */
    db: Db;
    /**
     * The public catalogue's reads (search, home sections, trending, listings and profiles for anonymous
     * callers, directory lists): the replica of DATABASE_READ_URL while it is up and caught up, else the
     * primary. `app.db` itself when there is no replica. Reads only, never a transaction.
     */
    readDb: Db;
    /** The replica and its probe; null without DATABASE_READ_URL. */
    readReplica: ReadReplica | null;
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string;
  poolSize: number;
  readReplica?: { url: string; maxLagMs: number; probeIntervalMs: number } | null;
}

export default fp<DatabasePluginOptions>(
  async function database(app: FastifyInstance, options) {
    const db = createDatabase(options.databaseUrl, { max: options.poolSize, applicationName: 'ile-api' });
    app.decorate('db', db);
    let replica: ReadReplica | null = null;
    if (options.readReplica) {
      replica = createReadReplica(db, {
        primaryUrl: options.databaseUrl,
        replicaUrl: options.readReplica.url,
        max: options.poolSize,
        applicationName: 'ile-api',
        maxLagMs: options.readReplica.maxLagMs,
        probeIntervalMs: options.readReplica.probeIntervalMs,
        onChange: (state) => {
          if (state.serving) app.log.info({ lagMs: state.lagMs }, 'read replica serving catalogue reads');
          else
            app.log.warn(
              { status: state.status, detail: state.detail },
              'read replica not serving: catalogue reads go to the primary',
            );
        },
      });
      // The first probe decides where the first reads go; a replica that is down only delays start-up by
      // its connection timeout, and reads meanwhile go to the primary.
      await replica.probe();
    }
    app.decorate('readReplica', replica);
    app.decorate('readDb', replica ? replica.readDb : db);
    app.addHook('onClose', async () => {
      await replica?.destroy();
      await db.destroy();
    });
  },
  { name: 'database' },
);
