import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
} from 'kysely';
import { migrations } from './migrations';

class RegistryProvider implements MigrationProvider {
  constructor(private readonly registry: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.registry;
  }
}

export class MigrationFailedError extends Error {
  constructor(
    readonly migrationName: string | undefined,
    override readonly cause: unknown,
  ) {
    super(
      `migration ${migrationName ?? '(unknown)'} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
}

/**
 * Brings the schema to the latest migration. Kysely runs the pending batch in one transaction on
 * PostgreSQL and holds an advisory lock, so a failed migration leaves the schema as it was and two
 * processes starting together do not race.
 */
export async function migrateToLatest(
  db: Kysely<any>,
  registry: Record<string, Migration> = migrations,
): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: new RegistryProvider(registry) });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new MigrationFailedError(failed?.migrationName, result.error);
  }
  return result;
}

export function migrationNames(): string[] {
  return Object.keys(migrations).sort();
}
