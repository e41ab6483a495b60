/**
 * "The limit": a bare node:http server answering each benchmark path with the bytes the API sent
 * for it. Run as a child process (fork, advanced serialisation); the parent sends
 * { port, host, responses } and hears { listening: port } back.
 */
import http from 'node:http';

export type PlainServerRequest = {
  host: string;
  port: number;
  responses: { path: string; contentType: string; body: Uint8Array }[];
};

process.once('message', (message: PlainServerRequest) => {
  const answers = new Map<string, { headers: http.OutgoingHttpHeaders; body: Buffer }>();
  for (const { path, contentType, body } of message.responses) {
    const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    answers.set(path, {
      headers: { 'content-type': contentType, 'content-length': bytes.length },
      body: bytes,
    });
  }
  const server = http.createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false}');
      return;
    }
    response.writeHead(200, answer.headers).end(answer.body);
  });
  server.keepAliveTimeout = 30_000;
  server.listen(message.port, message.host, () => {
    const address = server.address();
    process.send?.({ listening: typeof address === 'object' && address ? address.port : message.port });
  });
  process.once('SIGTERM', () => process.exit(0));
  process.once('disconnect', () => process.exit(0));
});
