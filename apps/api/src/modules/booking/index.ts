import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { BOOKING_CONFIRMED_MAIL, BOOKING_PAYMENT_MAIL } from './booking.mail';
import { bookingRoutes } from './booking.routes';
import { missingBookingRoutes } from './missing-booking.routes';

/** Stays: holds, extras and codes, the guest's bookings and "Missing booking?". Hears what payments did to a stay. */
export async function registerBooking(app: FastifyInstance, { services, events }: ModuleDeps) {
  const { bookings, stayMoney, mailer, mailDelivery } = services;
  mailDelivery.registerTemplate(BOOKING_CONFIRMED_MAIL, (data) =>
    bookings.confirmationMail(Number(data.bookingId)),
  );
  mailDelivery.registerTemplate(BOOKING_PAYMENT_MAIL, (data) =>
    bookings.paymentMail(Number(data.bookingId), Number(data.amountPence)),
  );
  // The confirmation (or receipt) was recorded with the payment; this hands it to delivery.
  events.on('stay.paid', () => mailer.dispatch());
  // A telephone payment's audit entry commits with the money (decision 032).
  events.on('payment.applied-by-staff', ({ tx, bookingId, staffUserId, paymentId, amountPence }) =>
    stayMoney.paymentTaken(tx, bookingId, { staffUserId, paymentId, amount: amountPence }),
  );
  await app.register(bookingRoutes, { service: bookings });
  await app.register(missingBookingRoutes, { service: services.missingBooking });
}
