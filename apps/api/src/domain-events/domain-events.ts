import { DOMAIN_EVENT_TIMING, type DomainEventName, type DomainEventPayloads } from './events';

export type DomainEventHandler<E extends DomainEventName> = (
  payload: DomainEventPayloads[E],
) => Promise<void>;

/**
 * The in-process bus modules tell each other's effects through (decision 051). Handlers run one
 * after another, in the order they subscribed, and `emit` waits for all of them: an e-mail handed
 * to delivery is in the outbox by the time the request is answered. A handler of an in-transaction
 * event that throws stops the rest and fails the emitter, so its transaction rolls back; a handler
 * of an after-commit event that throws is reported to `onError` and the next one still runs.
 */
export class DomainEvents {
  private readonly handlers = new Map<DomainEventName, DomainEventHandler<never>[]>();

  constructor(private readonly onError: (error: unknown, event: DomainEventName) => void) {}

  on<E extends DomainEventName>(event: E, handler: DomainEventHandler<E>): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler as DomainEventHandler<never>]);
  }

  async emit<E extends DomainEventName>(event: E, payload: DomainEventPayloads[E]): Promise<void> {
    const inTransaction = DOMAIN_EVENT_TIMING[event] === 'in-transaction';
    for (const handler of this.handlers.get(event) ?? []) {
      try {
        await (handler as DomainEventHandler<E>)(payload);
      } catch (error) {
        if (inTransaction) throw error;
        this.onError(error, event);
      }
    }
  }
}

/** What an emitting service is handed: it can tell, not listen. */
export type DomainEventEmitter = Pick<DomainEvents, 'emit'>;
