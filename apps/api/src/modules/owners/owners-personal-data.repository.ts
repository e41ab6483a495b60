import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ErasureRefusal, Person, PersonalDataHolder } from '../../db/personal-data';
import { ledgerEntry, owner, ownerLinkCode, ownerVisit } from '../../db/schema';

/** The owners' part of the privacy centre: the owner on file, their visits and their account's lines. */
export class OwnersPersonalData implements PersonalDataHolder {
  constructor(private readonly db: Database) {}

  private async ownerOf(person: Person) {
    if (!person.customerNo) return undefined;
    const [row] = await this.db.select().from(owner).where(eq(owner.customerNo, person.customerNo));
    return row;
  }

  async recordsOf(person: Person) {
    const visits = await this.db
      .select({ id: ownerVisit.id })
      .from(ownerVisit)
      .where(eq(ownerVisit.userId, person.userId));
    return [
      ...(person.customerNo ? [{ type: 'owner', id: person.customerNo }] : []),
      ...visits.map((visit) => ({ type: 'owner_visit', id: String(visit.id) })),
    ];
  }

  async wordsOf(person: Person) {
    const found = await this.ownerOf(person);
    return found
      ? [found.name, found.address, found.address2, found.postCode, found.phoneNo, found.email]
      : [];
  }

  async collect(person: Person) {
    const found = await this.ownerOf(person);
    const visits = await this.db
      .select()
      .from(ownerVisit)
      .where(eq(ownerVisit.userId, person.userId))
      .orderBy(asc(ownerVisit.startDate));
    const lines = found
      ? await this.db
          .select()
          .from(ledgerEntry)
          .where(eq(ledgerEntry.ownerId, found.id))
          .orderBy(asc(ledgerEntry.postingDate), asc(ledgerEntry.entryNo))
      : [];
    return {
      owner: found
        ? {
            customer_no: found.customerNo,
            name: found.name,
            address: [found.address, found.address2, found.city, found.county, found.postCode]
              .filter(Boolean)
              .join(', '),
            phone_no: found.phoneNo,
            email: found.email,
          }
        : null,
      owner_visits: visits.map((visit) => ({
        start_date: visit.startDate,
        end_date: visit.endDate,
        no_of_adults: visit.noOfAdults,
        no_of_children: visit.noOfChildren,
        planned_at: visit.createdAt.toISOString(),
      })),
      invoices: lines.map((line) => ({
        document_type: line.documentType,
        document_no: line.documentNo,
        description: line.description,
        posting_date: line.postingDate,
        due_date: line.dueDate,
        amount_pence: line.amountPence,
        remaining_pence: line.remainingPence,
      })),
    };
  }

  /** An owner's account with anything still owed, or card money on its way to it. */
  async refusals(person: Person) {
    const found = await this.ownerOf(person);
    if (!found) return [];
    const [row] = await this.db
      .select({
        open: sql<boolean>`coalesce(sum(${ledgerEntry.remainingPence}), 0) <> 0 or coalesce(sum(${ledgerEntry.pendingPence}), 0) > 0`,
      })
      .from(ledgerEntry)
      .where(eq(ledgerEntry.ownerId, found.id));
    return row?.open ? (['OWNER_BALANCE_OPEN'] satisfies ErasureRefusal[]) : [];
  }

  /** The owner's contact details go; the deals and the ledger keep their amounts and dates. */
  async erase(tx: Database, person: Person) {
    if (person.customerNo)
      await tx
        .update(owner)
        .set({
          name: 'Deleted owner',
          address: '',
          address2: '',
          city: '',
          county: '',
          postCode: '',
          phoneNo: '',
          email: person.placeholderEmail,
        })
        .where(eq(owner.customerNo, person.customerNo));
    await tx.delete(ownerLinkCode).where(eq(ownerLinkCode.userId, person.userId));
  }
}
