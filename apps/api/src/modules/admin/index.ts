import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { DESK_REFUND_MAIL } from '../payment/refunds.service';
import { registerActivities } from './activities';
import { registerBoard } from './board';
import { registerBookings } from './bookings';
import { registerCatalogue } from './catalogue';
import { registerCheckIn } from './check-in';
import { registerContent } from './content';
import { registerEvents } from './events';
import { registerExtrasAndCodes } from './extras-and-codes';
import { registerOutbox } from './outbox';
import { registerOwners } from './owners';
import { registerPayments } from './payments';
import { registerPrices } from './prices';
import { registerPrivacy } from './privacy';
import { registerStaff } from './staff';
import { registerTerms } from './terms';
import { registerToday } from './today';

/**
 * The back office: each section of its menu registers its own routes from its folder, named as the
 * menu names it (ARCHITECTURE.md). Sections call the domains' services; no domain calls a section.
 */
export async function registerBackOffice(app: FastifyInstance, deps: ModuleDeps) {
  const { db, now, limiter, log, services } = deps;
  const { staff: audit, mailer, siteName, siteSettings, publicUrl, deskMoney } = services;
  const mail = { mailer, siteName, publicUrl };
  const onMailError = (error: unknown, what: string) => log.error({ err: error }, what);

  // Day
  const { reception } = await registerToday(app, { db, bookings: services.bookings, audit, now });
  const { allocation } = await registerBoard(app, {
    db,
    audit,
    ...mail,
    stockChanged: () => services.bookings.stockChanged(),
    onMailError,
    now,
  });
  services.mailDelivery.registerTemplate(DESK_REFUND_MAIL, (data) =>
    deskMoney.refundMail(Number(data.refundId), typeof data.lastFour === 'string' ? data.lastFour : null),
  );
  await registerBookings(app, {
    db,
    audit,
    bookings: services.bookings,
    ...mail,
    now,
    money: deskMoney,
    activities: services.activities,
    outbox: services.outbox,
    checkIn: reception,
    moves: allocation,
  });
  await registerPayments(app, { db, now });
  await registerCheckIn(app, { db, audit, now });
  // Sales
  await registerExtrasAndCodes(app, { db, audit, now });
  await registerPrices(app, { db, audit, search: services.search, now });
  await registerTerms(app, { db, audit });
  // Catalogue
  await registerCatalogue(app, {
    db,
    audit,
    bookings: allocation,
    catalogueChanged: () => services.search.invalidate(),
    now,
  });
  await registerActivities(app, { db, audit, refunds: deskMoney, ...mail, onMailError, now });
  await registerEvents(app, { db, audit, parks: services.search });
  // Owners
  await registerOwners(app, {
    db,
    audit,
    accounts: services.accounts,
    linkCodes: services.owners,
    activities: services.activities,
    limiter,
    siteSettings,
    now,
  });
  // Site
  await registerContent(app, { db, audit, content: services.cms });
  await registerOutbox(app, { outbox: services.outbox });
  await registerPrivacy(app, { db, audit, now });
  // Staff
  await registerStaff(app, { db, audit, sessions: services.accounts, ...mail, now });
}
