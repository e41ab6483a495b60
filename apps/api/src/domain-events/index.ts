export { type DomainEventEmitter, type DomainEventHandler, DomainEvents } from './domain-events';
export { DOMAIN_EVENT_TIMING, type DomainEventName, type DomainEventPayloads } from './events';
