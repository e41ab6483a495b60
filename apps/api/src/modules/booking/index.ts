import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { allocationRoutes } from './allocation.routes';
import { BOOKING_CONFIRMED_MAIL, BOOKING_PAYMENT_MAIL } from './booking.mail';
import { bookingRoutes } from './booking.routes';
import { bookingDeskRoutes } from './booking-desk.routes';
import { missingBookingRoutes } from './missing-booking.routes';
import { offersAdminRoutes } from './offers-admin.routes';
import { receptionRoutes } from './reception.routes';

/**
 * Stays: holds, extras and codes, the guest's bookings and "Missing booking?"; the back office's
 * desk, board, reception, and extras and codes. Hears what payments did to a stay.
 */
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
  await app.register(allocationRoutes, { service: services.allocation });
  await app.register(receptionRoutes, { service: services.reception });
  await app.register(bookingDeskRoutes, { service: services.bookingDesk });
  await app.register(offersAdminRoutes, { service: services.offersAdmin });
}
