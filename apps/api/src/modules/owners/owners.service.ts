import { createHash, randomInt } from 'node:crypto';
import {
  addDays,
  formatPounds,
  INVOICE_REMINDER_DAYS,
  LINK_OWNER_FAILED_MESSAGE,
  londonToday,
  type TActivityBookingRecord,
  type TDeal,
  type TLedgerEntry,
  type TLinkOwnerResponse,
  type TOwner,
  type TSiteSettings,
  type TVisit,
  visitDateProblems,
} from '@parkstays/contract';
import type { Database } from '../../db/client';
import type { UserAccountRow } from '../../db/schema';
import { badRequest, HttpError, notFound, tooManyRequests } from '../../http/errors';
import { type Limit, type RateLimiter, waitMessage } from '../../http/rate-limiter';
import { postalAddressOf } from '../../lib/postal-address';
import { composeMail, type Mailer } from '../../mail/mail';
import type { AccountService } from '../account/account.service';
import { Service } from '../service';
import { invoicePdf } from './invoice-pdf';
import { invoiceReminderMail } from './owners.mail';
import type { DealRow, LedgerEntryRow, OwnerRow, OwnersRepository, VisitWithPark } from './owners.repository';

const MINUTE = 60_000;

export const NO_OWNER_MESSAGE = 'No owner account is linked to you.';
export const ENTRY_NOT_FOUND_MESSAGE = 'Ledger entry not found';
export const NO_INVOICE_MESSAGE = 'This entry has no invoice to download.';
export const DEAL_NOT_FOUND_MESSAGE = 'Deal not found';
export const VISIT_NOT_FOUND_MESSAGE = 'Visit not found';
export const OWNERS_ONLY_VISITS_MESSAGE = 'Only owners can plan visits.';
export const VISIT_HAS_BOOKINGS_MESSAGE =
  'This visit has activity bookings. Please contact the owners team to cancel it.';
export const VISIT_ENDED_MESSAGE = 'This visit has already ended.';
export const VISIT_CANCELLED_MESSAGE = 'Your visit has been cancelled.';
export const LINK_CODE_SENT_MESSAGE =
  'We have sent a code to the owner e-mail address on file. Enter it to finish linking.';
export const LINK_CODE_WRONG_MESSAGE = 'That code is not right or has expired.';
export const LINK_CODE_SUBJECT = 'Your owner account link code';
export const LINK_CODE_MINUTES = 15;
export const LINK_CODE_MAX_ATTEMPTS = 5;

export const LINK_LIMITS = {
  /** Every link request counts, so neither codes nor customer numbers can be guessed at speed. */
  perUser: { name: 'owner-link-user', max: 10, windowMs: 15 * MINUTE },
  perIp: { name: 'owner-link-ip', max: 50, windowMs: 15 * MINUTE },
  /** Codes e-mailed to one owner: nobody can flood an owner's mailbox, or guess past 15 codes an hour. */
  codesPerOwner: { name: 'owner-link-code', max: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** Where activity bookings made against visits come from (the activities module). */
export interface VisitActivityBookings {
  bookingRecordsForVisits(
    visitIds: number[],
    userId: number,
    options?: { cancelledSessions?: boolean },
  ): Promise<Map<number, TActivityBookingRecord[]>>;
}

export type OwnersServiceOptions = {
  repository: OwnersRepository;
  /** The account domain keeps the link on the user's account. */
  accounts: Pick<AccountService, 'linkCustomer'>;
  activities: VisitActivityBookings;
  mailer: Mailer;
  limiter: RateLimiter;
  siteSettings: () => Promise<TSiteSettings>;
  /** The site's address, with no trailing slash: links in e-mails are built on it. */
  publicUrl: string;
  now?: () => Date;
};

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Fields named in the message as the validation errors name them. */
const fieldError = (field: string, message: string) =>
  badRequest(`Please check ${field}: ${message}`, [{ field, message }]);

/**
 * What a card payment may take off an entry now: what remains on an invoice less what payments on
 * their way have claimed (never below 0). Only invoices are paid online: any other entry, 0.
 */
export function payableOf(row: Pick<LedgerEntryRow, 'documentType' | 'remainingPence' | 'pendingPence'>) {
  return row.documentType === 'Invoice' ? Math.max(0, row.remainingPence - row.pendingPence) : 0;
}

export function toLedgerEntry(row: LedgerEntryRow): TLedgerEntry {
  const unclaimed = row.remainingPence - row.pendingPence;
  const isInvoice = row.documentType === 'Invoice';
  return {
    entry_no: row.entryNo,
    document_type: row.documentType,
    document_no: row.documentNo,
    description: row.description,
    posting_date: row.postingDate,
    due_date: row.dueDate,
    open: row.remainingPence !== 0,
    amount_lcy: formatPounds(row.amountPence),
    amount_lcy_pence: row.amountPence,
    remaining_amount_lcy: formatPounds(row.remainingPence),
    remaining_amount_lcy_pence: row.remainingPence,
    currency_code: row.currencyCode,
    reason_code: row.reasonCode,
    pending_payments_lcy: formatPounds(row.pendingPence),
    pending_payments_lcy_pence: row.pendingPence,
    pending_remaining_amount_lcy: formatPounds(unclaimed),
    pending_remaining_amount_lcy_pence: unclaimed,
    payable_pence: payableOf(row),
    invoice_url:
      isInvoice && row.documentNo
        ? `/api/owners-portal/customer-ledger-entries/${row.entryNo}/invoice.pdf`
        : null,
  };
}

export function toDeal(row: DealRow): TDeal {
  return {
    deal_no: row.dealNo,
    park_code: row.parkCode,
    plot_no: row.plotNo,
    deposit_amount: formatPounds(row.depositPence),
    deposit_amount_pence: row.depositPence,
    vat_amount: formatPounds(row.vatPence),
    vat_amount_pence: row.vatPence,
    customer_contribution: formatPounds(row.customerContributionPence),
    customer_contribution_pence: row.customerContributionPence,
    selling_price_of_extras: formatPounds(row.sellingPriceOfExtrasPence),
    selling_price_of_extras_pence: row.sellingPriceOfExtrasPence,
    completed_date: row.completedDate ?? '',
    site_fee_contribtuion: formatPounds(row.siteFeeContributionPence),
    site_fee_contribtuion_pence: row.siteFeeContributionPence,
    sub_park: row.subPark,
    unit_no: row.unitNo,
    unit_description: row.unitDescription,
    unit_manufacturer: row.unitManufacturer,
    unit_model: row.unitModel,
    unit_year: row.unitYear,
    unit_length: row.unitLength,
    unit_width: row.unitWidth,
    unit_no_of_bedrooms: row.unitNoOfBedrooms,
    unit_chassis_no: row.unitChassisNo,
  };
}

/** The invoice of an owner's entry as a PDF file, with the operator's details from the site settings. */
export function invoiceFile(
  found: OwnerRow,
  row: LedgerEntryRow,
  settings: TSiteSettings,
): { filename: string; pdf: Buffer } {
  const entry = toLedgerEntry(row);
  const pdf = invoicePdf({
    operator: {
      name: settings.site_name,
      addressLines: settings.address_lines,
      phone: settings.phone_primary,
      email: settings.owner_services_email || settings.contact_email,
    },
    owner: {
      name: found.name,
      customerNo: found.customerNo,
      addressLines: [
        found.address,
        found.address2,
        found.city,
        found.county,
        found.postCode,
        found.countryRegionCode === 'GB' ? '' : found.countryRegionCode,
      ],
    },
    invoice: {
      documentNo: row.documentNo,
      postingDate: row.postingDate,
      dueDate: row.dueDate,
      description: row.description,
      amount: entry.amount_lcy,
      remaining: entry.remaining_amount_lcy,
      paid: row.remainingPence <= 0,
    },
  });
  const safeName = row.documentNo.replace(/[^A-Za-z0-9._-]/g, '_');
  return { filename: `invoice-${safeName}.pdf`, pdf };
}

export const OWNERS_PARK_MESSAGE = 'Choose one of the parks where owners keep holiday homes';

/** The park by id if owners keep holiday homes there (where owners visit and own); else a 400 naming `field`. */
export async function ownersPark(
  repository: Pick<OwnersRepository, 'findPark'>,
  parkId: number,
  field = 'park_id',
) {
  const chosen = await repository.findPark(parkId);
  if (!chosen?.hasOwners) throw fieldError(field, OWNERS_PARK_MESSAGE);
  return chosen;
}

/** A visit as the owner and the back office see it: where, when and the party coming. */
export function toVisitFields(row: Omit<VisitWithPark, 'userId'>) {
  return {
    id: row.id,
    park: {
      id: row.park.id,
      title: row.park.title,
      image_url: row.park.imageUrl,
      map_url: row.park.mapUrl,
      park_code: row.park.parkCode,
    },
    visit_start_date: row.startDate,
    visit_end_date: row.endDate,
    no_of_adults: row.noOfAdults,
    no_of_children: row.noOfChildren,
  };
}

export class OwnersService extends Service<OwnersServiceOptions> {
  /** The owner the user is linked to; every owner record is reached through this. */
  private async linkedOwner(user: UserAccountRow): Promise<OwnerRow> {
    const found = user.customerNo ? await this.repository.findOwnerByCustomerNo(user.customerNo) : undefined;
    if (!found) throw notFound(NO_OWNER_MESSAGE);
    return found;
  }

  async owner(user: UserAccountRow): Promise<TOwner> {
    const row = await this.linkedOwner(user);
    const { remaining, pending } = await this.repository.totals(row.id);
    return {
      name: row.name,
      customer_no: row.customerNo,
      ...postalAddressOf(row),
      country_region_code: row.countryRegionCode,
      phone_no: row.phoneNo,
      email: row.email,
      balance_lcy: formatPounds(remaining),
      balance_lcy_pence: remaining,
      current_deal_no: row.currentDealNo,
      pending_payments: formatPounds(pending),
      pending_payments_pence: pending,
      pending_balance_lcy: formatPounds(remaining - pending),
      pending_balance_lcy_pence: remaining - pending,
      park_id: row.parkId,
    };
  }

  /**
   * Links the user to an owner only when they prove the owner's e-mail is theirs: it is the
   * address they signed in with and have confirmed, or they enter the code sent to it. Every other failure gives one
   * message, so the answer never tells which detail was wrong.
   */
  async link(
    input: { email: string; customer_no: string; code?: string | undefined },
    user: UserAccountRow,
    ip: string,
  ): Promise<{ status: 200 | 202; body: TLinkOwnerResponse }> {
    const checks: [Limit, string][] = [
      [LINK_LIMITS.perUser, String(user.id)],
      [LINK_LIMITS.perIp, ip],
    ];
    const wait = await this.options.limiter.consume(checks);
    if (wait > 0) throw tooManyRequests(waitMessage(wait));

    const email = normaliseEmail(input.email);
    const customerNo = input.customer_no.trim().toUpperCase();
    const found = customerNo
      ? await this.repository.findOwnerByCustomerNo(customerNo)
      : await this.repository.findOwnerByEmail(email);
    if (!found || normaliseEmail(found.email) !== email) {
      throw new HttpError(400, LINK_OWNER_FAILED_MESSAGE, undefined, 'OWNER_LINK_FAILED');
    }

    // The user's own address counts only once they have proved it is theirs (the confirmation link);
    // an address anyone could have signed up with needs the code sent to it, like any other.
    if (normaliseEmail(user.email) !== email || !user.emailConfirmedAt) {
      const code = input.code?.replace(/\s+/g, '');
      if (!code) {
        await this.sendLinkCode(found, user);
        return {
          status: 202,
          body: {
            success: false,
            code_required: true,
            message: LINK_CODE_SENT_MESSAGE,
            data: { customer_no: null },
          },
        };
      }
      const right = await this.repository.tryLinkCode({
        userId: user.id,
        ownerId: found.id,
        codeHash: this.codeHash(user.id, found.id, code),
        maxAttempts: LINK_CODE_MAX_ATTEMPTS,
        now: this.now(),
      });
      if (!right)
        throw badRequest(LINK_CODE_WRONG_MESSAGE, [{ field: 'code', message: LINK_CODE_WRONG_MESSAGE }]);
    }

    await this.options.accounts.linkCustomer(user.id, found.customerNo);
    return {
      status: 200,
      body: {
        success: true,
        code_required: false,
        message: `Your account is now linked to customer ${found.customerNo}.`,
        data: { customer_no: found.customerNo },
      },
    };
  }

  /** Bound to the user and the owner, so a code only ever finishes the link it was sent for. */
  private codeHash(userId: number, ownerId: number, code: string) {
    return createHash('sha256').update(`${userId}:${ownerId}:${code}`).digest('hex');
  }

  /**
   * E-mails the owner's address on file a new code that links `user`'s account to the owner (the
   * account's earlier unused codes for the owner stop working). At most LINK_LIMITS.codesPerOwner
   * an hour per owner, whoever asks: the user on the owners portal, or staff on the owner's page
   * (`requestedBy: 'staff'`, with `record` writing the audit entry in the code's transaction).
   */
  async sendLinkCode(
    found: OwnerRow,
    user: Pick<UserAccountRow, 'id' | 'email'>,
    options: { requestedBy?: 'user' | 'staff'; record?: (tx: Database) => Promise<void> } = {},
  ) {
    const perOwner: [Limit, string][] = [[LINK_LIMITS.codesPerOwner, String(found.id)]];
    const wait = await this.options.limiter.consume(perOwner);
    if (wait > 0) throw tooManyRequests(waitMessage(wait));

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.repository.replaceLinkCode(
      {
        userId: user.id,
        ownerId: found.id,
        codeHash: this.codeHash(user.id, found.id, code),
        expiresAt: new Date(this.now().getTime() + LINK_CODE_MINUTES * MINUTE),
      },
      options.record,
    );
    const siteName = (await this.options.siteSettings()).site_name;
    const asked =
      options.requestedBy === 'staff'
        ? `Our owners team has sent this code so that the ${siteName} account ${user.email} can be linked to your owner account ${found.customerNo}. Linking lets that account see your account, deal, ledger and visits.`
        : `Someone signed in to ${siteName} as ${user.email} asked to link their account to your owner account ${found.customerNo}. Linking lets them see your account, deal, ledger and visits.`;
    await this.options.mailer.send(
      composeMail({
        to: found.email,
        subject: LINK_CODE_SUBJECT,
        greeting: `Hello ${found.name},`,
        paragraphs: [
          asked,
          options.requestedBy === 'staff'
            ? `To link, sign in as ${user.email}, open the Owner Portal and enter this e-mail address, your customer number ${found.customerNo} and the code: your code is ${code}. It works once and expires in ${LINK_CODE_MINUTES} minutes.`
            : `If that was you or someone you trust, your code is ${code}. It works once and expires in ${LINK_CODE_MINUTES} minutes.`,
          'If you did not expect this, do not share the code: without it nobody can link to your owner account.',
        ],
        siteName,
      }),
    );
  }

  async ledgerEntries(user: UserAccountRow): Promise<TLedgerEntry[]> {
    const found = await this.linkedOwner(user);
    return (await this.repository.listEntries(found.id)).map(toLedgerEntry);
  }

  async ledgerEntry(entryNo: number, user: UserAccountRow): Promise<TLedgerEntry> {
    const found = await this.linkedOwner(user);
    const row = await this.repository.findEntry(found.id, entryNo);
    if (!row) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
    return toLedgerEntry(row);
  }

  /** The invoice of one of the owner's entries as a PDF file. */
  async invoice(entryNo: number, user: UserAccountRow): Promise<{ filename: string; pdf: Buffer }> {
    const found = await this.linkedOwner(user);
    const row = await this.repository.findEntry(found.id, entryNo);
    if (!row) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
    if (!toLedgerEntry(row).invoice_url) throw notFound(NO_INVOICE_MESSAGE);
    return invoiceFile(found, row, await this.options.siteSettings());
  }

  async deal(dealNo: string, user: UserAccountRow): Promise<TDeal> {
    const found = await this.linkedOwner(user);
    const row = await this.repository.findDeal(found.id, dealNo);
    if (!row) throw notFound(DEAL_NOT_FOUND_MESSAGE);
    return toDeal(row);
  }

  private async withActivityBookings(rows: VisitWithPark[], userId: number): Promise<TVisit[]> {
    const bookings = rows.length
      ? await this.options.activities.bookingRecordsForVisits(
          rows.map((row) => row.id),
          userId,
          // The owner sees a booking of a session staff cancelled, as cancelled with its refund.
          { cancelledSessions: true },
        )
      : new Map<number, TActivityBookingRecord[]>();
    return rows.map((row) => ({ ...toVisitFields(row), activitybookings: bookings.get(row.id) ?? [] }));
  }

  async visits(user: UserAccountRow): Promise<TVisit[]> {
    return this.withActivityBookings(await this.repository.listVisits([user.id]), user.id);
  }

  async visit(id: number, user: UserAccountRow): Promise<TVisit> {
    const row = await this.repository.findVisit(id, [user.id]);
    if (!row) throw notFound(VISIT_NOT_FOUND_MESSAGE);
    const [visit] = await this.withActivityBookings([row], user.id);
    return visit!;
  }

  /** Owners plan visits to the parks where owners keep homes, from today, up to a year long. */
  async createVisit(
    input: {
      park_id: number;
      start_date: string;
      end_date: string;
      no_of_adults: number;
      no_of_children: number;
    },
    user: UserAccountRow,
  ): Promise<TVisit> {
    if (!user.customerNo) throw new HttpError(403, OWNERS_ONLY_VISITS_MESSAGE);
    const chosen = await ownersPark(this.repository, input.park_id);
    const [problem] = visitDateProblems(input.start_date, input.end_date, this.today());
    if (problem) throw fieldError(problem.field, problem.message);
    const id = await this.repository.insertVisit({
      userId: user.id,
      parkId: chosen.id,
      startDate: input.start_date,
      endDate: input.end_date,
      noOfAdults: input.no_of_adults,
      noOfChildren: input.no_of_children,
    });
    return this.visit(id, user);
  }

  async cancelVisit(id: number, user: UserAccountRow): Promise<void> {
    const visit = await this.repository.findVisit(id, [user.id]);
    if (!visit) throw notFound(VISIT_NOT_FOUND_MESSAGE);
    if (visit.endDate < this.today()) throw badRequest(VISIT_ENDED_MESSAGE);
    const result = await this.repository.deleteVisit(id, user.id);
    if (result === 'missing') throw notFound(VISIT_NOT_FOUND_MESSAGE);
    if (result === 'booked') throw new HttpError(409, VISIT_HAS_BOOKINGS_MESSAGE);
  }

  /**
   * E-mails each owner with an open invoice falling due within INVOICE_REMINDER_DAYS (London's
   * today included) a reminder, with the link to pay it in the Owner Portal; answers how many were
   * sent. The window is days wide, so a day the job did not run is caught up; each invoice's
   * reminder has its own dedupe key, so the outbox takes it once, however often and in however many
   * processes the job runs.
   */
  async sendInvoiceReminders(now: Date): Promise<number> {
    const today = londonToday(now);
    const due = await this.repository.openInvoicesDueBetween({
      from: today,
      until: addDays(today, INVOICE_REMINDER_DAYS),
    });
    if (due.length === 0) return 0;
    const context = {
      siteName: (await this.options.siteSettings()).site_name,
      publicUrl: this.options.publicUrl,
    };
    let sent = 0;
    for (const { entry, owner } of due) {
      // The query asked for a due date in the window, so there is one.
      const mail = invoiceReminderMail({ ...entry, dueDate: entry.dueDate! }, owner, context);
      if (await this.options.mailer.send(mail, { dedupeKey: `invoice-reminder:${entry.id}` })) sent += 1;
    }
    return sent;
  }

  // Card payments of invoices (the payment module calls these). The ones given `tx` run inside the
  // payment's own transaction, so the payment and the entry's money change together or not at all.

  /** The user's own ledger entry by number, with what a card payment may take off it now; else undefined. */
  async invoiceForPayment(entryNo: number, user: UserAccountRow) {
    const found = user.customerNo ? await this.repository.findOwnEntry(entryNo, user.customerNo) : undefined;
    if (!found) return undefined;
    const { entry } = found;
    return {
      id: entry.id,
      entryNo: entry.entryNo,
      documentType: entry.documentType,
      documentNo: entry.documentNo,
      payablePence: payableOf(entry),
      email: found.email,
    };
  }

  /** Sets a payment's amount aside on the entry; false when it no longer fits what is payable. */
  setAsidePayment(tx: Database, entryId: number, amount: number) {
    return this.repository.setAsidePayment(tx, entryId, amount);
  }

  /** Gives back what a payment that took no money had set aside on the entry. */
  releasePayment(tx: Database, entryId: number, amount: number) {
    return this.repository.releasePayment(tx, entryId, amount);
  }

  /** Books an authorised card payment of the entry: off what remains, and a Payment line on the account. */
  recordPayment(tx: Database, entryId: number, amount: number, payment: { id: number; now: Date }) {
    return this.repository.recordPayment(tx, entryId, amount, payment.id, payment.now);
  }
}
