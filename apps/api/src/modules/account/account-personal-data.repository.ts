import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Person, PersonalDataHolder } from '../../db/personal-data';
import { passwordReset, session, userAccount } from '../../db/schema';

/** No argon2 hash has this shape, so no password ever matches an erased account. */
const NO_PASSWORD = 'erased';

/** The account's part of the privacy centre: the account itself and the newsletter choice. */
export class AccountPersonalData implements PersonalDataHolder {
  constructor(private readonly db: Database) {}

  async collect(person: Person) {
    const [row] = await this.db.select().from(userAccount).where(eq(userAccount.id, person.userId));
    if (!row) return {};
    return {
      account: {
        email: row.email,
        first_name: row.firstName,
        last_name: row.lastName,
        phone_number: row.phoneNumber,
        address_1: row.address1,
        address_2: row.address2,
        city: row.city,
        postcode: row.postcode,
        country_code: row.countryCode,
        customer_no: row.customerNo,
        email_confirmed_at: row.emailConfirmedAt?.toISOString() ?? null,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      },
      consent: {
        newsletter: row.marketingPreference === 1,
        newsletter_choice_given_at: row.marketingPreferenceAt?.toISOString() ?? null,
        cookies: 'Your cookie choice is kept in your browser only, not on our servers.',
      },
    };
  }

  /** Anonymises the account and ends every session; the row stays for the records that point to it. */
  async erase(tx: Database, person: Person, now: Date) {
    await tx
      .update(userAccount)
      .set({
        email: person.placeholderEmail,
        passwordHash: NO_PASSWORD,
        firstName: 'Deleted',
        lastName: 'guest',
        phoneNumber: '',
        address1: '',
        address2: '',
        city: '',
        postcode: '',
        marketingPreference: 0,
        marketingPreferenceAt: now,
        emailConfirmedAt: null,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(userAccount.id, person.userId));
    await tx.delete(session).where(eq(session.userId, person.userId));
    await tx.delete(passwordReset).where(eq(passwordReset.userId, person.userId));
  }

  /** Sets the newsletter choice, and when it was given if it changed. */
  async setMarketingChoice(userId: number, choice: 0 | 1, now: Date) {
    const [current] = await this.db
      .select({ choice: userAccount.marketingPreference, at: userAccount.marketingPreferenceAt })
      .from(userAccount)
      .where(eq(userAccount.id, userId));
    if (current && current.choice === choice) return { choice, at: current.at };
    await this.db
      .update(userAccount)
      .set({ marketingPreference: choice, marketingPreferenceAt: now, updatedAt: now })
      .where(eq(userAccount.id, userId));
    return { choice, at: now };
  }
}
