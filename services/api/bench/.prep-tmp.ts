import { prepareBenchDatabase } from '@ile/db/testing/bench-database';

await prepareBenchDatabase({ listings: 1_000_000, repoRoot: process.cwd() });
process.exit(0);
