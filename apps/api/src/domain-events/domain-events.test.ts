import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { DomainEvents } from './domain-events';

const tx = {} as Database;
const staffPayment = { tx, paymentId: 1, bookingId: 2, staffUserId: 3, amountPence: 500 };

describe('the domain event bus', () => {
  it('runs the handlers one after another, in the order they subscribed, and waits for them', async () => {
    const bus = new DomainEvents(() => {});
    const seen: string[] = [];
    bus.on('stay.paid', async ({ bookingId }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`first ${bookingId}`);
    });
    bus.on('stay.paid', async ({ bookingId }) => {
      seen.push(`second ${bookingId}`);
    });
    bus.on('activity-booking.paid', async () => {
      seen.push('not this one');
    });
    await bus.emit('stay.paid', { bookingId: 7 });
    expect(seen).toEqual(['first 7', 'second 7']);
  });

  it('fails the emitter when a handler of an in-transaction event throws, and runs no later handler', async () => {
    const reported: unknown[] = [];
    const bus = new DomainEvents((error) => reported.push(error));
    let later = false;
    bus.on('payment.applied-by-staff', async () => {
      throw new Error('audit refused');
    });
    bus.on('payment.applied-by-staff', async () => {
      later = true;
    });
    await expect(bus.emit('payment.applied-by-staff', staffPayment)).rejects.toThrow('audit refused');
    expect(later).toBe(false);
    expect(reported).toEqual([]);
  });

  it('reports a failing handler of an after-commit event and still runs the next; the emitter goes on', async () => {
    const reported: [string, string][] = [];
    const bus = new DomainEvents((error, event) => reported.push([event, (error as Error).message]));
    let later = false;
    bus.on('activity-booking.paid', async () => {
      throw new Error('mail down');
    });
    bus.on('activity-booking.paid', async () => {
      later = true;
    });
    await bus.emit('activity-booking.paid', { activityBookingId: 1, userId: 2 });
    expect(later).toBe(true);
    expect(reported).toEqual([['activity-booking.paid', 'mail down']]);
  });

  it('does nothing for an event no module subscribed to', async () => {
    await expect(new DomainEvents(() => {}).emit('stay.paid', { bookingId: 1 })).resolves.toBeUndefined();
  });
});
