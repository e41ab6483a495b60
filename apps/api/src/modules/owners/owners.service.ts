import { createHash, randomInt } from 'node:crypto';
import {
  addDays,
  LINK_OWNER_FAILED_MESSAGE,
  londonToday,
  type TActivityBookingRecord,
  type TDeal,
  type TLedgerEntry,
  type TLinkOwnerResponse,
  type TOwner,
  type TSiteSettings,
  type TVisit,
} from '@parkstays/contract';
import type { UserAccountRow } from '../../db/schema';
import { badRequest, HttpError, notFound, tooManyRequests } from '../../http/errors';
import { type Limit, type RateLimiter, waitMessage } from '../../http/rate-limiter';
import { formatPounds } from '../../lib/money';
import { composeMail, type Mailer } from '../../mail/mailer';
import { invoicePdf } from './invoice-pdf';
import type { DealRow, LedgerEntryRow, OwnerRow, OwnersRepository, VisitWithPark } from './owners.repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

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
/** The longest visit that can be planned, in days from start to end. */
export const MAX_VISIT_DAYS = 366;

export const LINK_LIMITS = {
  /** Every link request counts, so neither codes nor customer numbers can be guessed at speed. */
  perUser: { name: 'owner-link-user', max: 10, windowMs: 15 * MINUTE },
  perIp: { name: 'owner-link-ip', max: 50, windowMs: 15 * MINUTE },
  /** Codes e-mailed to one owner: nobody can flood an owner's mailbox, or guess past 15 codes an hour. */
  codesPerOwner: { name: 'owner-link-code', max: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** Where activity bookings made against visits come from (the activities module). */
export interface VisitActivityBookings {
  bookingRecordsForVisits(visitIds: number[], userId: number): Promise<Map<number, TActivityBookingRecord[]>>;
}

export type OwnersServiceOptions = {
  repository: OwnersRepository;
  activities: VisitActivityBookings;
  mailer: Mailer;
  limiter: RateLimiter;
  siteSettings: () => Promise<TSiteSettings>;
  now?: () => Date;
};

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Fields named in the message as the validation errors name them. */
const fieldError = (field: string, message: string) =>
  badRequest(`Please check ${field}: ${message}`, [{ field, message }]);

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
    remaining_amount_lcy: formatPounds(row.remainingPence),
    currency_code: row.currencyCode,
    reason_code: row.reasonCode,
    pending_payments_lcy: formatPounds(row.pendingPence),
    pending_remaining_amount_lcy: formatPounds(unclaimed),
    payable_pence: isInvoice ? Math.max(0, unclaimed) : 0,
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
    vat_amount: formatPounds(row.vatPence),
    customer_contribution: formatPounds(row.customerContributionPence),
    selling_price_of_extras: formatPounds(row.sellingPriceOfExtrasPence),
    completed_date: row.completedDate ?? '',
    site_fee_contribtuion: formatPounds(row.siteFeeContributionPence),
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

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

export class OwnersService {
  private readonly now: () => Date;

  constructor(private readonly options: OwnersServiceOptions) {
    this.now = options.now ?? (() => new Date());
  }

  private get repository() {
    return this.options.repository;
  }

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
      address: row.address,
      address_2: row.address2,
      city: row.city,
      post_code: row.postCode,
      county: row.county,
      country_region_code: row.countryRegionCode,
      phone_no: row.phoneNo,
      email: row.email,
      balance_lcy: formatPounds(remaining),
      current_deal_no: row.currentDealNo,
      pending_payments: formatPounds(pending),
      pending_balance_lcy: formatPounds(remaining - pending),
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
    if (!found || normaliseEmail(found.email) !== email) throw badRequest(LINK_OWNER_FAILED_MESSAGE);

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

    await this.repository.linkUser(user.id, found.customerNo);
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

  private async sendLinkCode(found: OwnerRow, user: UserAccountRow) {
    const perOwner: [Limit, string][] = [[LINK_LIMITS.codesPerOwner, String(found.id)]];
    const wait = await this.options.limiter.consume(perOwner);
    if (wait > 0) throw tooManyRequests(waitMessage(wait));

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.repository.replaceLinkCode({
      userId: user.id,
      ownerId: found.id,
      codeHash: this.codeHash(user.id, found.id, code),
      expiresAt: new Date(this.now().getTime() + LINK_CODE_MINUTES * MINUTE),
    });
    const siteName = (await this.options.siteSettings()).site_name;
    await this.options.mailer.send(
      composeMail({
        to: found.email,
        subject: LINK_CODE_SUBJECT,
        greeting: `Hello ${found.name},`,
        paragraphs: [
          `Someone signed in to ${siteName} as ${user.email} asked to link their account to your owner account ${found.customerNo}. Linking lets them see your account, deal, ledger and visits.`,
          `If that was you or someone you trust, your code is ${code}. It works once and expires in ${LINK_CODE_MINUTES} minutes.`,
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
    const entry = toLedgerEntry(row);
    if (!entry.invoice_url) throw notFound(NO_INVOICE_MESSAGE);
    const settings = await this.options.siteSettings();
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
        )
      : new Map<number, TActivityBookingRecord[]>();
    return rows.map((row) => ({
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
      activitybookings: bookings.get(row.id) ?? [],
    }));
  }

  async visits(user: UserAccountRow): Promise<TVisit[]> {
    return this.withActivityBookings(await this.repository.listVisits(user.id), user.id);
  }

  async visit(id: number, user: UserAccountRow): Promise<TVisit> {
    const row = await this.repository.findVisit(id, user.id);
    if (!row) throw notFound(VISIT_NOT_FOUND_MESSAGE);
    const [visit] = await this.withActivityBookings([row], user.id);
    return visit!;
  }

  /** Owners plan visits to the parks where owners keep homes, from today, up to a year long. */
  async createVisit(
    input: { park_id: number; start_date: string; end_date: string },
    user: UserAccountRow,
  ): Promise<TVisit> {
    if (!user.customerNo) throw new HttpError(403, OWNERS_ONLY_VISITS_MESSAGE);
    const chosen = await this.repository.findPark(input.park_id);
    if (!chosen?.hasOwners) {
      throw fieldError('park_id', 'Choose one of the parks where owners keep holiday homes');
    }
    if (input.start_date < londonToday(this.now())) {
      throw fieldError('start_date', 'The start date must be today or later');
    }
    if (input.end_date < input.start_date) {
      throw fieldError('end_date', 'End date must not be before the start date');
    }
    if (daysBetween(input.start_date, input.end_date) > MAX_VISIT_DAYS) {
      throw fieldError(
        'end_date',
        `A visit can be at most ${MAX_VISIT_DAYS} days long (until ${addDays(input.start_date, MAX_VISIT_DAYS)})`,
      );
    }
    const id = await this.repository.insertVisit({
      userId: user.id,
      parkId: chosen.id,
      startDate: input.start_date,
      endDate: input.end_date,
    });
    return this.visit(id, user);
  }

  async cancelVisit(id: number, user: UserAccountRow): Promise<void> {
    const visit = await this.repository.findVisit(id, user.id);
    if (!visit) throw notFound(VISIT_NOT_FOUND_MESSAGE);
    if (visit.endDate < londonToday(this.now())) throw badRequest(VISIT_ENDED_MESSAGE);
    const result = await this.repository.deleteVisit(id, user.id);
    if (result === 'missing') throw notFound(VISIT_NOT_FOUND_MESSAGE);
    if (result === 'booked') throw new HttpError(409, VISIT_HAS_BOOKINGS_MESSAGE);
  }
}
