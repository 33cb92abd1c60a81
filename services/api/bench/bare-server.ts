// node:http with nothing on top, answering what GET /healthz answers: the ceiling the plugin stack is
// measured against.
import { createServer } from 'node:http';

const server = createServer((request, response) => {
  if (request.url !== '/healthz') {
    response.writeHead(404).end();
    return;
  }
  const body = JSON.stringify({ status: 'success', data: { uptime: process.uptime() } });
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('disconnect', () => server.close(() => process.exit(0)));
