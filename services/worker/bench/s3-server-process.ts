// The bench's local S3-compatible server in a process of its own, as a store is in production (its own
// event loop; here on the same cores): prints `{"endpoint": ...}` on one line once it listens, and stops
// when its standard input closes (the bench exited or was killed).
import { startTestS3Server } from '@ile/db/testing/s3-server';

const server = await startTestS3Server();
process.stdout.write(`${JSON.stringify({ endpoint: server.endpoint })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().then(() => process.exit(0));
});
