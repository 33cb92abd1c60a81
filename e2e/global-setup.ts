import type { TestProject } from 'vitest/node';
import { startStack } from './support/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the product under test answers, e.g. http://localhost:41234 (site at /, console at /admin/). */
    baseUrl: string;
    /** The product's Redis key prefix, so each file can start with fresh rate-limit counters. */
    redisPrefix: string;
    /** The product's database, for journeys that set up a state only time would reach (a listing 45 days old). */
    databaseName: string;
    /** The built site the api serves. */
    siteDist: string;
    /** The map's tile URL template: the run's local tile stub. */
    mapTilesUrl: string;
    /** The run's local photo server, e.g. http://127.0.0.1:41235/ (bulk-import journeys). */
    photoServerUrl: string;
  }
}

/** One product for the whole run: files run one after another against it (see vitest.config.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seedListings = Number(process.env.E2E_SEED_LISTINGS ?? 60);
  const stack = await startStack({ seedListings });
  project.provide('baseUrl', stack.baseUrl);
  project.provide('redisPrefix', stack.redisPrefix);
  project.provide('databaseName', stack.databaseName);
  project.provide('siteDist', stack.siteDist);
  project.provide('mapTilesUrl', stack.mapTilesUrl);
  project.provide('photoServerUrl', stack.photoServerUrl);
  return async () => {
    await stack.stop();
  };
}
