import { and, asc, not, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  type Person,
  type PersonalDataHolder,
  personPattern,
  REMOVED_TEXT,
  scrubbed,
  scrubbedJson,
} from '../db/personal-data';
import { outboxMessage } from '../db/schema';
import { hideSecrets } from './secrets';

const to = (person: Person) => sql`lower(${outboxMessage.toAddress}) = ${person.email.toLowerCase()}`;

/** The e-mails' part of the privacy centre: what was sent to the person, and their name in any other. */
export class OutboxPersonalData implements PersonalDataHolder {
  constructor(private readonly db: Database) {}

  async collect(person: Person) {
    const rows = await this.db.select().from(outboxMessage).where(to(person)).orderBy(asc(outboxMessage.id));
    return {
      emails: rows.map((row) => ({
        to: row.toAddress,
        subject: row.subject,
        status: row.status,
        recorded_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
        // Links that sign in or reset a password are for the mailbox only, even in one's own copy.
        text: hideSecrets(row.textBody),
      })),
    };
  }

  /**
   * E-mails to the person keep only that they were sent and when; one still waiting is not sent.
   * Any other e-mail (to staff, or to a party member) loses the person's address and full name.
   */
  async erase(tx: Database, person: Person) {
    await tx
      .update(outboxMessage)
      .set({
        toAddress: person.placeholderEmail,
        subject: REMOVED_TEXT,
        textBody: '',
        htmlBody: '',
        attachments: [],
        templateData: null,
        template: null,
        status: sql`case when ${outboxMessage.status} = 'pending' then 'failed' else ${outboxMessage.status} end`,
        lastError: sql`case when ${outboxMessage.status} = 'pending' then ${REMOVED_TEXT} else ${outboxMessage.lastError} end`,
      })
      .where(to(person));
    const strict = personPattern(person, true);
    await tx
      .update(outboxMessage)
      .set({
        subject: scrubbed(outboxMessage.subject, strict),
        textBody: scrubbed(outboxMessage.textBody, strict),
        htmlBody: scrubbed(outboxMessage.htmlBody, strict),
        templateData: scrubbedJson(outboxMessage.templateData, strict),
      })
      .where(
        and(
          not(to(person)),
          or(
            sql`${outboxMessage.subject} ~* ${strict}`,
            sql`${outboxMessage.textBody} ~* ${strict}`,
            sql`${outboxMessage.htmlBody} ~* ${strict}`,
            sql`${outboxMessage.templateData}::text ~* ${strict}`,
          ),
        ),
      );
  }
}
