import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The person whose data is downloaded or erased (decision 055), as their account names them when
 * they ask: every domain that holds some of their data finds it by these.
 */
export type Person = {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** The owner they are, when the account is an owner's. */
  customerNo: string | null;
  /** What the e-mail address becomes: unique, and no one's (`.invalid` is never delivered). */
  placeholderEmail: string;
  /** The records that are the person's, as the audit log names them (booking BK0000123…). */
  records: RecordRef[];
  /** More that names them in their own records: address lines, post codes, phone numbers, names given on a booking. */
  words: string[];
};

/** A record as the audit log names it: its kind and its number. */
export type RecordRef = { type: string; id: string };

/** What a guest's name becomes wherever it stood. */
export const DELETED_GUEST = 'Deleted guest';
/** What free text written about the person (notes, e-mails to them) becomes. */
export const REMOVED_TEXT = 'Removed when the guest deleted their account';

/** The records one domain keeps of the person, by the part of the download they make. */
export type PersonalRecords = Record<string, unknown>;

/** Why an account cannot be erased yet, as a domain sees it. */
export type ErasureRefusal = 'STAY_UPCOMING' | 'MONEY_IN_FLIGHT' | 'OWNER_BALANCE_OPEN';

/**
 * One domain's part of the privacy centre: what it holds of a person, what stops erasing them now,
 * and the erasure itself, in the one transaction it is handed.
 */
export interface PersonalDataHolder {
  /** The person's records this domain holds, by the names the audit log gives them. */
  recordsOf?(person: Person): Promise<RecordRef[]>;
  /** What else names the person in this domain's records (an owner's address, a stay's phone number). */
  wordsOf?(person: Person): Promise<string[]>;
  collect(person: Person): Promise<PersonalRecords>;
  refusals?(person: Person, at: { now: Date; today: string }): Promise<ErasureRefusal[]>;
  erase(tx: Database, person: Person, now: Date): Promise<void>;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A case-insensitive PostgreSQL pattern for what names the person, each as a whole word. `strict`
 * keeps to what names them alone (the address, the full name); otherwise the first name, surname
 * and phone number each count too, which is right only in records already known to be theirs.
 */
export function personPattern(person: Person, strict = false): string {
  const full = `${person.firstName} ${person.lastName}`.trim();
  const words = strict
    ? [person.email, full]
    : [person.email, full, person.firstName, person.lastName, person.phoneNumber, ...person.words];
  const parts = [...new Set(words.map((word) => word.trim()).filter((word) => word.length >= 2))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex);
  return `\\m(${parts.join('|')})\\M`;
}

/** `column` with every match of `pattern` replaced by "Deleted guest". */
export const scrubbed = (column: SQLWrapper, pattern: string): SQL =>
  sql`regexp_replace(${column}, ${pattern}, ${DELETED_GUEST}, 'gi')`;

/** The same inside a JSON value: names and addresses hold no quote or backslash, so the JSON stays whole. */
export const scrubbedJson = (column: SQLWrapper, pattern: string): SQL =>
  sql`case when ${column} is null then null else regexp_replace(${column}::text, ${pattern}, ${DELETED_GUEST}, 'gi')::jsonb end`;
