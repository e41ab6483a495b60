import type { z } from 'zod';
import { COUPON_INVALID_MESSAGE, type ZPromotionalCodeRefusalReason } from './apply-promotional-code';

/** The balance of a stay is due this many days before arrival; a deposit is offered only before then. */
export const BALANCE_DUE_DAYS = 28;

/**
 * A guest with a balance to pay is reminded this many days before arrival: a week before the
 * balance falls due, in time to pay it.
 */
export const BALANCE_REMINDER_DAYS = 35;

/** A grade's rules for who may stay in it, as both the guest's booking and a staff change apply them. */
export type PartyRules = { capacity: number; pets_allowed: boolean };
export type Party = { no_of_adults: number; no_of_children: number; has_pets: boolean };

/**
 * Why this party cannot stay in the grade (too many people, or pets where none are allowed), with
 * the field at fault; undefined when it fits.
 */
export function partyRefusal(
  rules: PartyRules,
  party: Party,
): { field: keyof Party; message: string } | undefined {
  if (party.no_of_adults + party.no_of_children > rules.capacity) {
    return {
      field: 'no_of_adults',
      message: `This accommodation sleeps ${rules.capacity}: please reduce the number of guests`,
    };
  }
  if (party.has_pets && !rules.pets_allowed) {
    return { field: 'has_pets', message: 'Pets are not allowed in this accommodation' };
  }
  return undefined;
}

/** A promotional code's discount: a percentage of the stay, or a fixed amount off it (one is 0). */
export type PromotionalDiscount = { percent_off: number; amount_off_pence: number };

/**
 * What a promotional code takes off a stay's price (never the extras): a percentage, rounded to
 * the penny, or a fixed amount but never more than the stay costs. Every place that prices a code
 * (the guest applying it, a staff change, a move on the allocation board) asks this.
 */
export function promotionalDiscountPence(code: PromotionalDiscount, stayPence: number): number {
  if (stayPence <= 0) return 0;
  if (code.percent_off > 0) return Math.round((stayPence * code.percent_off) / 100);
  return Math.min(Math.max(code.amount_off_pence, 0), stayPence);
}

/** Why a promotional code does not apply to a stay (the apply answer's `reason`). */
export type TPromotionalCodeRefusal = z.infer<typeof ZPromotionalCodeRefusalReason>;

/** A promotional code's rules as a stay is checked against them. */
export type PromotionalCodeRules = {
  /** yyyy-mm-dd: the first and last day the code may be applied. */
  valid_from: string;
  valid_to: string;
  minimum_nights: number;
  /** The parks whose stays it is for; empty: every park. */
  park_codes: readonly string[];
  usage_limit: number | null;
  times_used: number;
};

const ukDay = (iso: string) => iso.split('-').reverse().join('/');

/**
 * A code that exists but cannot be used gets docs/product.md's words for a coupon not applied, then why
 * ("Invalid coupon, please check and try again. This code ended on 30/06/2026."): the guest reads
 * the catalogue's message first whatever the reason.
 */
const refusedBecause = (why: string) => `${COUPON_INVALID_MESSAGE}. ${why}`;

export const PROMOTIONAL_CODE_USED_UP_MESSAGE = refusedBecause(
  'This code has been used as many times as it allows, so it cannot be applied.',
);

/**
 * Why the code does not apply to the stay, with the words the guest sees; undefined when it does.
 * A code is valid on the days from valid_from to valid_to (Europe/London) on which it is applied,
 * for stays of at least minimum_nights at one of its parks (any park when it names none), while it
 * has uses left. The use itself is taken by one conditional UPDATE, which has the last word on
 * the limit when bookings race for the last use.
 */
export function promotionalCodeRefusal(
  code: PromotionalCodeRules | undefined,
  stay: { no_of_nights: number; park_code: string },
  today: string,
): { reason: TPromotionalCodeRefusal; message: string } | undefined {
  if (!code) return { reason: 'unknown', message: COUPON_INVALID_MESSAGE };
  if (today < code.valid_from) {
    return {
      reason: 'not_started',
      message: refusedBecause(`This code can be used from ${ukDay(code.valid_from)}.`),
    };
  }
  if (today > code.valid_to) {
    return { reason: 'ended', message: refusedBecause(`This code ended on ${ukDay(code.valid_to)}.`) };
  }
  if (stay.no_of_nights < code.minimum_nights) {
    return {
      reason: 'too_short',
      message: refusedBecause(`This code is for stays of ${code.minimum_nights} nights or more.`),
    };
  }
  if (code.park_codes.length > 0 && !code.park_codes.includes(stay.park_code)) {
    return { reason: 'other_park', message: refusedBecause('This code cannot be used at this park.') };
  }
  if (code.usage_limit !== null && code.times_used >= code.usage_limit) {
    return { reason: 'used_up', message: PROMOTIONAL_CODE_USED_UP_MESSAGE };
  }
  return undefined;
}

/** A promotional code's state as staff see it: not yet usable, usable today, or over. */
export function promotionalCodeStatus(
  code: Pick<PromotionalCodeRules, 'valid_from' | 'valid_to'>,
  today: string,
): 'scheduled' | 'active' | 'ended' {
  if (today < code.valid_from) return 'scheduled';
  return today > code.valid_to ? 'ended' : 'active';
}

/** The message of a 409 EXTRA_SOLD_OUT: the extra, and how many are left on every night of the stay. */
export function extraShortMessage(description: string, left: number): string {
  if (left <= 0) return `Sorry, there is no ${description} left for those nights.`;
  return `Sorry, only ${left} × ${description} ${left === 1 ? 'is' : 'are'} left for those nights.`;
}
