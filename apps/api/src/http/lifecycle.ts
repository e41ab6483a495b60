import type { FastifyInstance } from 'fastify';

/**
 * A service that keeps something live in this process (settings, the availability engine): started
 * before the server takes requests (listen, or a test's first inject), stopped with the app.
 */
export function runWithApp(
  app: FastifyInstance,
  service: { start(): Promise<void>; close(): Promise<void> },
) {
  app.addHook('onReady', () => service.start());
  app.addHook('onClose', () => service.close());
}
