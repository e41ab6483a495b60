import {
  formatPounds,
  ledgerPostingProblems,
  type TAdminOwner,
  type TAdminVisit,
  type TDeal,
  type TFieldError,
  type TFindOwnersFilter,
  type TFindOwnersResponse,
  type TLedgerEntry,
  type TLinkedAccount,
  type TSiteSettings,
  visitChangeProblems,
  visitDateProblems,
  type ZAdminCreateVisitRequest,
  type ZChangeVisitDatesRequest,
  type ZCreateDealRequest,
  type ZCreateOwnerRequest,
  type ZDealFields,
  type ZOwnerFields,
  type ZPostLedgerEntryRequest,
} from '@parkstays/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import type { UserAccountRow } from '../../../db/schema';
import { badRequest, conflict, notFound, tooManyRequests } from '../../../http/errors';
import { type Limit, type RateLimiter, waitMessage } from '../../../http/rate-limiter';
import { postalAddressOf } from '../../../lib/postal-address';
import type { AccountService } from '../../account/account.service';
import type { AuditService, StaffChange } from '../../audit/audit.service';
import type { OwnerRow } from '../../owners/owners.repository';
import {
  invoiceFile,
  LINK_CODE_MINUTES,
  LINK_LIMITS,
  NO_INVOICE_MESSAGE,
  type OwnersService,
  ownersPark,
  toDeal,
  toLedgerEntry,
  toVisitFields,
  VISIT_ENDED_MESSAGE,
  VISIT_NOT_FOUND_MESSAGE,
  type VisitActivityBookings,
} from '../../owners/owners.service';
import { Service } from '../../service';
import type { AdminVisitRow, OwnersAdminRepository, OwnerWithPark } from './owners.repository';

export const OWNER_NOT_FOUND_MESSAGE = 'No owner has that customer number';
export const CUSTOMER_NO_TAKEN_MESSAGE = 'Another owner has this customer number';
export const DEAL_NO_TAKEN_MESSAGE = 'A deal with this number exists already';
export const NOT_THE_OWNERS_DEAL_MESSAGE = "Choose one of the owner's deals";
export const NO_LINKED_ACCOUNT_MESSAGE =
  'No account is linked to this owner yet: send them a link code first, then add the visit';
export const NOT_A_LINKED_ACCOUNT_MESSAGE = 'Choose an account linked to this owner';
export const NO_ACCOUNT_WITH_EMAIL_MESSAGE = 'No account has signed up with this e-mail address';
export const ALREADY_LINKED_MESSAGE = 'This account is already linked to this owner';
export const VISIT_BOOKED_STAFF_MESSAGE =
  'Activities are booked against this visit: cancel those activity bookings first.';
export const activityOutsideMessage = (day: string) =>
  `An activity is booked on ${day} during this visit: the new dates must still include that day.`;

type Staff = { id: number };
type OwnerFields = z.output<typeof ZOwnerFields>;
type DealFields = z.output<typeof ZDealFields>;

const fieldError = (field: string, message: string) =>
  badRequest(`Please check ${field}: ${message}`, [{ field, message }]);
const problemsError = (problems: TFieldError[]) =>
  badRequest(`Please check ${problems.map((p) => p.field).join(', ')}: ${problems[0]!.message}`, problems);

const fullName = (row: Pick<UserAccountRow, 'firstName' | 'lastName'>) =>
  `${row.firstName} ${row.lastName}`.trim();
const toAccount = (row: UserAccountRow): TLinkedAccount => ({
  id: row.id,
  email: row.email,
  name: fullName(row),
});

/** The owner's own details, as the Owners screen shows them and the audit log keeps them. */
const ownerDetails = (row: OwnerRow) => ({
  customer_no: row.customerNo,
  name: row.name,
  email: row.email,
  phone_no: row.phoneNo,
  ...postalAddressOf(row),
  country_region_code: row.countryRegionCode,
  current_deal_no: row.currentDealNo,
});

/** The owner's details as the audit log keeps them. */
const ownerSnapshot = (row: OwnerRow) => ({ ...ownerDetails(row), park_id: row.parkId });

const ownerValues = (input: OwnerFields) => ({
  name: input.name,
  email: input.email,
  phoneNo: input.phone_no,
  address: input.address,
  address2: input.address_2,
  city: input.city,
  county: input.county,
  postCode: input.post_code,
  countryRegionCode: input.country_region_code,
  parkId: input.park_id,
});

const dealValues = (input: DealFields) => ({
  parkCode: input.park_code,
  plotNo: input.plot_no,
  subPark: input.sub_park,
  depositPence: input.deposit_pence,
  vatPence: input.vat_pence,
  customerContributionPence: input.customer_contribution_pence,
  sellingPriceOfExtrasPence: input.selling_price_of_extras_pence,
  siteFeeContributionPence: input.site_fee_contribution_pence,
  completedDate: input.completed_date,
  unitNo: input.unit_no,
  unitDescription: input.unit_description,
  unitManufacturer: input.unit_manufacturer,
  unitModel: input.unit_model,
  unitYear: input.unit_year,
  unitLength: input.unit_length,
  unitWidth: input.unit_width,
  unitNoOfBedrooms: input.unit_no_of_bedrooms,
  unitChassisNo: input.unit_chassis_no,
});

/** The session date of an activity booking record (its activity_session is JSON text). */
const sessionDateOf = (activitySession: string): string | undefined => {
  try {
    const parsed = JSON.parse(activitySession) as { date?: unknown };
    return typeof parsed.date === 'string' ? parsed.date : undefined;
  } catch {
    return undefined;
  }
};

export type OwnersAdminServiceOptions = {
  repository: OwnersAdminRepository;
  audit: Pick<AuditService, 'recordChange'>;
  /** The account domain answers which accounts are linked to an owner, and finds one by address. */
  accounts: Pick<AccountService, 'accountsOfCustomer' | 'accountByEmail'>;
  /** The owners portal's own link code: the same code, e-mail and limits. */
  linkCodes: Pick<OwnersService, 'sendLinkCode'>;
  activities: VisitActivityBookings;
  limiter: Pick<RateLimiter, 'consume'>;
  siteSettings: () => Promise<TSiteSettings>;
  now?: () => Date;
};

/**
 * The back office's Owners screens (decision 042): reception finds owners, reads their
 * details, deals, account and visits and sends a link code; admins change them. Every change is
 * audited against the owner (entity 'owner', the customer number) in the change's transaction.
 * Ledger entries are only ever added: a mistake is put right with a credit memo.
 */
export class OwnersAdminService extends Service<OwnersAdminServiceOptions> {
  /** Records a change to the owner in `tx`. */
  private record(
    tx: Database,
    staff: Staff,
    customerNo: string,
    change: Pick<StaffChange, 'action' | 'before' | 'after'>,
  ) {
    return this.options.audit.recordChange(tx, {
      staffUserId: staff.id,
      entityType: 'owner',
      entityId: customerNo,
      ...change,
    });
  }

  private async found(customerNo: string): Promise<OwnerWithPark> {
    const row = await this.repository.findOwnerWithPark(customerNo.trim().toUpperCase());
    if (!row) throw notFound(OWNER_NOT_FOUND_MESSAGE);
    return row;
  }

  private async checkPark(parkId: number | null) {
    if (parkId !== null) await ownersPark(this.repository, parkId);
  }

  async findOwners(query: TFindOwnersFilter): Promise<TFindOwnersResponse['data']> {
    const { rows, total } = await this.repository.findOwners({
      q: query.q,
      parkId: query.park_id,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    return {
      owners: rows.map((row) => ({
        customer_no: row.owner.customerNo,
        name: row.owner.name,
        email: row.owner.email,
        park: row.park ? { id: row.park.id, title: row.park.title, park_code: row.park.parkCode } : null,
        current_deal_no: row.owner.currentDealNo,
        balance_pence: row.balance,
      })),
      page: query.page,
      per_page: query.per_page,
      total,
    };
  }

  async owner(customerNo: string): Promise<TAdminOwner> {
    const row = await this.found(customerNo);
    const [totals, deals, accounts] = await Promise.all([
      this.repository.totals(row.id),
      this.repository.listDeals(row.id),
      this.options.accounts.accountsOfCustomer(row.customerNo),
    ]);
    return {
      ...ownerDetails(row),
      park: row.park ? { id: row.park.id, title: row.park.title, park_code: row.park.parkCode } : null,
      balance_pence: totals.remaining,
      pending_pence: totals.pending,
      deals: deals.map(toDeal),
      accounts: accounts.map(toAccount),
    };
  }

  async createOwner(input: z.output<typeof ZCreateOwnerRequest>, staff: Staff): Promise<TAdminOwner> {
    await this.checkPark(input.park_id);
    const made = await this.repository.insertOwner(input.customer_no, ownerValues(input), (tx, row) =>
      this.record(tx, staff, row.customerNo, {
        action: 'owner.create',
        before: null,
        after: ownerSnapshot(row),
      }),
    );
    if (!made) throw fieldError('customer_no', CUSTOMER_NO_TAKEN_MESSAGE);
    return this.owner(made.customerNo);
  }

  async updateOwner(customerNo: string, input: OwnerFields, staff: Staff): Promise<TAdminOwner> {
    const row = await this.found(customerNo);
    await this.checkPark(input.park_id);
    const changed = await this.repository.updateOwner(row.id, ownerValues(input), (tx, before, after) =>
      this.record(tx, staff, row.customerNo, {
        action: 'owner.update',
        before: ownerSnapshot(before),
        after: ownerSnapshot(after),
      }),
    );
    if (!changed) throw notFound(OWNER_NOT_FOUND_MESSAGE);
    return this.owner(row.customerNo);
  }

  /** Makes one of the owner's deals their current one (what the owners portal shows), or none. */
  async setCurrentDeal(customerNo: string, dealNo: string | null, staff: Staff): Promise<TAdminOwner> {
    const row = await this.found(customerNo);
    if (dealNo !== null && !(await this.repository.findDeal(row.id, dealNo)))
      throw fieldError('deal_no', NOT_THE_OWNERS_DEAL_MESSAGE);
    await this.repository.updateOwner(row.id, { currentDealNo: dealNo }, (tx, before, after) =>
      this.record(tx, staff, row.customerNo, {
        action: 'owner.current_deal',
        before: { current_deal_no: before.currentDealNo },
        after: { current_deal_no: after.currentDealNo },
      }),
    );
    return this.owner(row.customerNo);
  }

  private async checkDealPark(parkCode: string) {
    const chosen = await this.repository.findParkByCode(parkCode.trim().toUpperCase());
    if (!chosen?.hasOwners)
      throw fieldError('park_code', 'Choose one of the parks where owners keep holiday homes');
    return chosen.parkCode;
  }

  async createDeal(
    customerNo: string,
    input: z.output<typeof ZCreateDealRequest>,
    staff: Staff,
  ): Promise<TDeal> {
    const row = await this.found(customerNo);
    const parkCode = await this.checkDealPark(input.park_code);
    const made = await this.repository.insertDeal(
      row.id,
      input.deal_no,
      { ...dealValues(input), parkCode },
      input.make_current,
      (tx, deal) =>
        this.record(tx, staff, row.customerNo, { action: 'deal.create', before: null, after: toDeal(deal) }),
    );
    if (!made) throw fieldError('deal_no', DEAL_NO_TAKEN_MESSAGE);
    return toDeal(made);
  }

  async updateDeal(customerNo: string, dealNo: string, input: DealFields, staff: Staff): Promise<TDeal> {
    const row = await this.found(customerNo);
    const parkCode = await this.checkDealPark(input.park_code);
    const changed = await this.repository.updateDeal(
      row.id,
      dealNo,
      { ...dealValues(input), parkCode },
      (tx, before, after) =>
        this.record(tx, staff, row.customerNo, {
          action: 'deal.update',
          before: toDeal(before),
          after: toDeal(after),
        }),
    );
    if (!changed) throw notFound('The owner has no deal with that number');
    return toDeal(changed);
  }

  /** An entry as staff see it: the invoice's PDF is the back office's own address. */
  private staffEntry(customerNo: string, entry: TLedgerEntry): TLedgerEntry {
    return {
      ...entry,
      invoice_url: entry.invoice_url
        ? `/api/admin/owners/${encodeURIComponent(customerNo)}/ledger-entries/${entry.entry_no}/invoice.pdf`
        : null,
    };
  }

  async ledger(customerNo: string) {
    const row = await this.found(customerNo);
    const [entries, totals] = await Promise.all([
      this.repository.listEntries(row.id),
      this.repository.totals(row.id),
    ]);
    return {
      entries: entries.map((entry) => this.staffEntry(row.customerNo, toLedgerEntry(entry))),
      balance_pence: totals.remaining,
      pending_pence: totals.pending,
    };
  }

  /**
   * Posts an invoice (what the owner owes goes up; they can pay it by card at once) or a credit
   * memo (it goes down), with its audit entry, in one transaction.
   */
  async postEntry(
    customerNo: string,
    input: z.output<typeof ZPostLedgerEntryRequest>,
    staff: Staff,
  ): Promise<{ message: string; entry: TLedgerEntry }> {
    const row = await this.found(customerNo);
    const problems = ledgerPostingProblems(input, this.today());
    if (problems.length) throw problemsError(problems);
    const made = await this.repository.postEntry(
      row.id,
      {
        documentType: input.document_type,
        description: input.description,
        postingDate: input.posting_date,
        dueDate: input.document_type === 'Invoice' ? input.due_date : null,
        amountPence: input.amount_pence,
        reasonCode: input.reason_code,
      },
      (tx, entry) =>
        this.record(tx, staff, row.customerNo, {
          action: 'ledger_entry.post',
          before: null,
          after: {
            entry_no: entry.entryNo,
            document_type: entry.documentType,
            document_no: entry.documentNo,
            description: entry.description,
            posting_date: entry.postingDate,
            due_date: entry.dueDate,
            amount_pence: entry.amountPence,
            reason_code: entry.reasonCode,
          },
        }),
    );
    const what = made.documentType === 'Invoice' ? 'Invoice' : 'Credit memo';
    return {
      message: `${what} ${made.documentNo} for £${formatPounds(input.amount_pence)} is posted to ${row.customerNo}.`,
      entry: this.staffEntry(row.customerNo, toLedgerEntry(made)),
    };
  }

  /** The invoice of one of the owner's entries as a PDF file, as the owner downloads it. */
  async invoice(customerNo: string, entryNo: number) {
    const row = await this.found(customerNo);
    const entry = await this.repository.findEntry(row.id, entryNo);
    if (!entry) throw notFound('The owner has no entry with that number');
    if (!toLedgerEntry(entry).invoice_url) throw notFound(NO_INVOICE_MESSAGE);
    return invoiceFile(row, entry, await this.options.siteSettings());
  }

  private async linkedAccounts(row: OwnerRow) {
    return this.options.accounts.accountsOfCustomer(row.customerNo);
  }

  private async toVisits(rows: AdminVisitRow[], accounts: UserAccountRow[]): Promise<TAdminVisit[]> {
    const counts = new Map<number, number>();
    for (const account of accounts) {
      const ids = rows.filter((r) => r.userId === account.id).map((r) => r.id);
      if (!ids.length) continue;
      const byVisit = await this.options.activities.bookingRecordsForVisits(ids, account.id);
      for (const [visitId, records] of byVisit) counts.set(visitId, records.length);
    }
    return rows.map((row) => ({
      ...toVisitFields(row),
      account: toAccount(accounts.find((a) => a.id === row.userId)!),
      activity_bookings: counts.get(row.id) ?? 0,
    }));
  }

  /** The visits of every account linked to the owner, earliest first. */
  async visits(customerNo: string): Promise<TAdminVisit[]> {
    const row = await this.found(customerNo);
    const accounts = await this.linkedAccounts(row);
    const rows = await this.repository.listVisits(accounts.map((a) => a.id));
    return this.toVisits(rows, accounts);
  }

  private async visitOf(row: OwnerRow, id: number) {
    const accounts = await this.linkedAccounts(row);
    const visit = await this.repository.findVisit(
      id,
      accounts.map((a) => a.id),
    );
    if (!visit) throw notFound(VISIT_NOT_FOUND_MESSAGE);
    return { visit, accounts };
  }

  private async oneVisit(row: OwnerRow, id: number): Promise<TAdminVisit> {
    const { visit, accounts } = await this.visitOf(row, id);
    const [answer] = await this.toVisits([visit], accounts);
    return answer!;
  }

  /** Plans a visit for one of the owner's accounts, by the rules an owner plans their own. */
  async createVisit(
    customerNo: string,
    input: z.output<typeof ZAdminCreateVisitRequest>,
    staff: Staff,
  ): Promise<TAdminVisit> {
    const row = await this.found(customerNo);
    const accounts = await this.linkedAccounts(row);
    if (!accounts.length) throw fieldError('account_id', NO_LINKED_ACCOUNT_MESSAGE);
    if (!accounts.some((a) => a.id === input.account_id))
      throw fieldError('account_id', NOT_A_LINKED_ACCOUNT_MESSAGE);
    const chosen = await ownersPark(this.repository, input.park_id);
    const problems = visitDateProblems(input.start_date, input.end_date, this.today());
    if (problems.length) throw problemsError(problems);
    const values = {
      userId: input.account_id,
      parkId: chosen.id,
      startDate: input.start_date,
      endDate: input.end_date,
      noOfAdults: input.no_of_adults,
      noOfChildren: input.no_of_children,
    };
    const id = await this.repository.insertVisit(values, (tx, visitId) =>
      this.record(tx, staff, row.customerNo, {
        action: 'owner_visit.create',
        before: null,
        after: {
          id: visitId,
          account_id: values.userId,
          park_id: values.parkId,
          start_date: values.startDate,
          end_date: values.endDate,
          no_of_adults: values.noOfAdults,
          no_of_children: values.noOfChildren,
        },
      }),
    );
    return this.oneVisit(row, id);
  }

  /**
   * New dates for a visit that has not ended (visitChangeProblems), so long as every activity booked
   * against it still falls inside them.
   */
  async changeVisit(
    customerNo: string,
    id: number,
    input: z.output<typeof ZChangeVisitDatesRequest>,
    staff: Staff,
  ): Promise<TAdminVisit> {
    const row = await this.found(customerNo);
    const { visit } = await this.visitOf(row, id);
    const today = this.today();
    if (visit.endDate < today) throw badRequest(VISIT_ENDED_MESSAGE);
    const problems = visitChangeProblems({ start_date: visit.startDate }, input, today);
    if (problems.length) throw problemsError(problems);
    const booked = (await this.options.activities.bookingRecordsForVisits([id], visit.userId)).get(id) ?? [];
    const outside = booked
      .map((record) => sessionDateOf(record.activity_session))
      .find((day) => day !== undefined && (day < input.start_date || day > input.end_date));
    if (outside) throw conflict(activityOutsideMessage(outside));
    const changed = await this.repository.changeVisitDates(
      id,
      visit.userId,
      { startDate: input.start_date, endDate: input.end_date },
      (tx) =>
        this.record(tx, staff, row.customerNo, {
          action: 'owner_visit.change_dates',
          before: { id, start_date: visit.startDate, end_date: visit.endDate },
          after: { id, start_date: input.start_date, end_date: input.end_date },
        }),
    );
    if (!changed) throw notFound(VISIT_NOT_FOUND_MESSAGE);
    return this.oneVisit(row, id);
  }

  /** Cancels a visit as the owners portal does: not once it has ended, nor with activities booked. */
  async cancelVisit(customerNo: string, id: number, staff: Staff): Promise<string> {
    const row = await this.found(customerNo);
    const { visit } = await this.visitOf(row, id);
    if (visit.endDate < this.today()) throw badRequest(VISIT_ENDED_MESSAGE);
    const result = await this.repository.deleteVisit(id, visit.userId, (tx) =>
      this.record(tx, staff, row.customerNo, {
        action: 'owner_visit.cancel',
        before: {
          id,
          account_id: visit.userId,
          park_id: visit.park.id,
          start_date: visit.startDate,
          end_date: visit.endDate,
        },
        after: null,
      }),
    );
    if (result === 'missing') throw notFound(VISIT_NOT_FOUND_MESSAGE);
    if (result === 'booked') throw conflict(VISIT_BOOKED_STAFF_MESSAGE);
    return `The visit to ${visit.park.title} is cancelled.`;
  }

  /**
   * E-mails the owner's address on file the code that links the account signed up with
   * `accountEmail` to the owner: the owners portal's own code and e-mail, under the same limit of
   * codes per owner, and at most as many requests per member of staff as a user may make.
   */
  async sendLinkCode(customerNo: string, accountEmail: string, staff: Staff): Promise<string> {
    const row = await this.found(customerNo);
    const perStaff: [Limit, string][] = [[LINK_LIMITS.perUser, String(staff.id)]];
    const wait = await this.options.limiter.consume(perStaff);
    if (wait > 0) throw tooManyRequests(waitMessage(wait));
    const account = await this.options.accounts.accountByEmail(accountEmail);
    if (!account) throw fieldError('account_email', NO_ACCOUNT_WITH_EMAIL_MESSAGE);
    if (account.customerNo === row.customerNo) throw fieldError('account_email', ALREADY_LINKED_MESSAGE);
    await this.options.linkCodes.sendLinkCode(row, account, {
      requestedBy: 'staff',
      record: (tx) =>
        this.record(tx, staff, row.customerNo, {
          action: 'owner.link_code_send',
          before: null,
          after: { account_email: account.email, sent_to: row.email },
        }),
    });
    return `A link code is on its way to ${row.email}. With it, ${account.email} can link to ${row.customerNo} on the Owner Portal within ${LINK_CODE_MINUTES} minutes.`;
  }
}
