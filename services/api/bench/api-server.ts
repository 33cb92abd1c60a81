// The production api (buildApp, production logging) on a free port of 127.0.0.1, for the benchmark:
// started as a child process so it has a core of its own to compete for, as in production.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const app = await buildApp(loadConfig(process.env));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
