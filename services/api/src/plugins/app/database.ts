import { createDatabase, type Db } from '@ile/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string;
  poolSize: number;
}

export default fp<DatabasePluginOptions>(
  async function database(app: FastifyInstance, options) {
    const db = createDatabase(options.databaseUrl, { max: options.poolSize, applicationName: 'ile-api' });
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
