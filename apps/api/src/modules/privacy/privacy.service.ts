import {
  ACCOUNT_DELETION_REFUSALS,
  addDays,
  DELETE_PASSWORD_WRONG_MESSAGE,
  PRIVACY_REQUEST_DAYS,
  type TMarketingChoice,
  type TMyData,
  type TMyPrivacyRequest,
  type TPrivacyCentre,
  type TPrivacyRequestRequest,
} from '@parkstays/contract';
import type { Person, PersonalDataHolder } from '../../db/personal-data';
import type { PrivacyRequestRow, UserAccountRow } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { CardProvider } from '../../payments';
import { Service } from '../service';
import type { PrivacyRepository } from './privacy.repository';

export type PrivacyServiceOptions = {
  repository: PrivacyRepository;
  /** Every domain that holds some of a person's data (the composition root lists them). */
  holders: PersonalDataHolder[];
  /** Checks the password given again against the account's. */
  checkPassword: (user: UserAccountRow, password: string) => Promise<boolean>;
  marketing: {
    setMarketingChoice(userId: number, choice: 0 | 1, now: Date): Promise<{ choice: 0 | 1; at: Date | null }>;
  };
  /** The card provider tells a payment's card (its last four digits) by its transaction id. */
  cardProvider: Pick<CardProvider, 'getTransaction'>;
  now?: () => Date;
};

const personOf = (user: UserAccountRow): Person => ({
  userId: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  phoneNumber: user.phoneNumber,
  customerNo: user.customerNo,
  placeholderEmail: `deleted-${user.id}@invalid`,
  records: [],
  words: [user.address1, user.address2, user.postcode],
});

const toMyRequest = (row: PrivacyRequestRow): TMyPrivacyRequest => ({
  id: row.id,
  kind: row.kind,
  details: row.details,
  status: row.status,
  made_at: row.createdAt.toISOString(),
  due_on: row.dueOn,
});

/**
 * The privacy centre (decision 055): a person's data downloaded at once, their account erased in
 * one transaction when nothing stops it, their newsletter choice with when it was given, and
 * their requests to the park, answered by staff within 30 days.
 */
export class PrivacyService extends Service<PrivacyServiceOptions> {
  async centre(user: UserAccountRow): Promise<TPrivacyCentre> {
    return {
      marketing: {
        marketing_preference: user.marketingPreference === 1 ? 1 : 0,
        given_at: user.marketingPreferenceAt?.toISOString() ?? null,
      },
      requests: (await this.repository.requestsOf(user.id)).map(toMyRequest),
    };
  }

  async setMarketing(user: UserAccountRow, choice: 0 | 1): Promise<TMarketingChoice> {
    const set = await this.options.marketing.setMarketingChoice(user.id, choice, this.now());
    return { marketing_preference: set.choice, given_at: set.at?.toISOString() ?? null };
  }

  async makeRequest(user: UserAccountRow, input: TPrivacyRequestRequest): Promise<TMyPrivacyRequest> {
    const row = await this.repository.insertRequest({
      userId: user.id,
      kind: input.kind,
      details: input.details.trim(),
      dueOn: addDays(this.today(), PRIVACY_REQUEST_DAYS),
    });
    return toMyRequest(row);
  }

  async request(user: UserAccountRow, id: number): Promise<TMyPrivacyRequest> {
    const row = await this.repository.requestOf(user.id, id);
    if (!row) throw notFound('No request of yours has that number.');
    return toMyRequest(row);
  }

  /** The person, with the records each domain holds that are theirs. */
  private async personOf(user: UserAccountRow): Promise<Person> {
    const person = personOf(user);
    for (const holder of this.options.holders) {
      person.records.push(...((await holder.recordsOf?.(person)) ?? []));
      person.words.push(...((await holder.wordsOf?.(person)) ?? []));
    }
    return person;
  }

  /** Everything the park holds of the person, made now from what each domain holds. */
  async myData(user: UserAccountRow): Promise<TMyData> {
    const person = await this.personOf(user);
    const parts = await Promise.all([
      ...this.options.holders.map((holder) => holder.collect(person)),
      this.repository.collect(person),
    ]);
    const data = Object.assign({}, ...parts) as Record<string, unknown>;
    const payments = (data.payments ?? []) as { transaction_id: string | null }[];
    return {
      made_at: this.now().toISOString(),
      account: {},
      bookings: [],
      refunds: [],
      activity_bookings: [],
      owner: null,
      owner_visits: [],
      invoices: [],
      emails: [],
      consent: {},
      privacy_requests: [],
      audit_entries: [],
      ...data,
      payments: await Promise.all(
        payments.map(({ transaction_id, ...rest }) => this.withCard(rest, transaction_id)),
      ),
    } as TMyData;
  }

  /** A payment with its card's last four digits where the provider still knows them. */
  private async withCard(payment: Record<string, unknown>, transactionId: string | null) {
    let lastFour: string | null = null;
    if (transactionId) {
      try {
        lastFour =
          (await this.options.cardProvider.getTransaction(transactionId)).card?.lastFourDigits ?? null;
      } catch {
        // The download is made at once: a provider that cannot answer leaves the digits unknown.
      }
    }
    return { ...payment, card_last_four: lastFour };
  }

  /**
   * Erases the person: refused while a stay is to come or under way, money is on its way, or an
   * owner's balance is open; otherwise every domain anonymises its part in one transaction and
   * every session ends. Amounts, dates and the audit trail stay (decision 055).
   */
  async deleteAccount(user: UserAccountRow, password: string) {
    if (!(await this.options.checkPassword(user, password)))
      throw new HttpError(
        403,
        DELETE_PASSWORD_WRONG_MESSAGE,
        [{ field: 'password', message: DELETE_PASSWORD_WRONG_MESSAGE }],
        'PASSWORD_WRONG',
      );
    const person = await this.personOf(user);
    const at = { now: this.now(), today: this.today() };
    for (const holder of this.options.holders) {
      const [refusal] = (await holder.refusals?.(person, at)) ?? [];
      if (refusal) throw new HttpError(409, ACCOUNT_DELETION_REFUSALS[refusal], undefined, refusal);
    }
    await this.repository.inOneTransaction(async (tx) => {
      await this.repository.eraseRequests(tx, person);
      for (const holder of this.options.holders) await holder.erase(tx, person, at.now);
    });
  }
}
