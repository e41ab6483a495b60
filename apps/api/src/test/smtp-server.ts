import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';

/** A message the test's SMTP server accepted (answered 250 to). */
export type Received = { to: string[]; subject: string; messageId: string; raw: string };

const header = (raw: string, name: string) =>
  raw
    .match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'))?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim() ?? '';

/**
 * A real SMTP server on `port` for tests of delivery: it can be started, stopped (the port refuses
 * connections) and started again on the same port, told to turn every connection away with 421 (an
 * outage it counts), and told to hold the next message unanswered (a server that hangs mid-delivery). Only messages it answered 250 to count as received.
 */
export function testSmtpServer(port: number) {
  const received: Received[] = [];
  let server: SMTPServer | undefined;
  let holdNext = false;
  let refusing = false;
  /** Connections turned away while refusing (each one a delivery attempt that failed). */
  const refused = { count: 0 };
  /** Called when a held message's data has arrived (the sender now waits for an answer). */
  let onHeld: (() => void) | undefined;

  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect(_session, callback) {
        if (!refusing) return callback();
        refused.count += 1;
        const error = Object.assign(new Error('Service not available, try again later'), {
          responseCode: 421,
        });
        callback(error);
      },
      // A held connection is cut when the server stops, as a server going down would.
      closeTimeout: 500,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (holdNext) {
            // Never answered: the sender is stuck until it gives up or dies.
            holdNext = false;
            onHeld?.();
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: header(raw, 'Subject'),
            messageId: header(raw, 'Message-ID'),
            raw,
          });
          callback();
        });
      },
    });
    server.listen(port, '127.0.0.1');
    await once(server.server, 'listening');
  };

  return {
    received,
    refused,
    start,
    /** While true, every connection is answered 421 (a mail server that is up but not taking mail). */
    refuse(on: boolean) {
      refusing = on;
    },
    /** Closes the port; connections still open are cut. */
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    /** The next message is taken in and never answered; resolves once it has arrived. */
    holdNextMessage(): Promise<void> {
      holdNext = true;
      return new Promise((resolve) => {
        onHeld = resolve;
      });
    },
  };
}
