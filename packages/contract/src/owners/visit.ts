import { z } from 'zod';
import { ZActivityBookingRecord } from '../activities/activity-booking';
import { ZIdParams } from '../common/id';
import { PEOPLE_MAX } from '../search/search-constants';

/** A visit's party in words, as the portal and the back office show it: "2 adults", "3 adults, 1 child". */
export function visitParty(visit: { no_of_adults: number; no_of_children: number }): string {
  const { no_of_adults: adults, no_of_children: children } = visit;
  const people = `${adults} ${adults === 1 ? 'adult' : 'adults'}`;
  return children > 0 ? `${people}, ${children} ${children === 1 ? 'child' : 'children'}` : people;
}

/** What planning a visit says of its party. */
export const VISIT_PARTY_NOTE = 'Activities are booked for the visit at one ticket per person of the party.';

/** A visit's party when planning it says none: two adults (decision 045). */
export const VISIT_PARTY_DEFAULT = { no_of_adults: 2, no_of_children: 0 } as const;

/** How many adults or children a visit's party has (a number, or its text), `fallback` when left out. */
const partyCount = (people: 'Adults' | 'Children', min: number, tooFew: string, fallback: number) =>
  z.coerce
    .number({ error: `${people} must be a number` })
    .int(`${people} must be a whole number`)
    .min(min, tooFew)
    .max(PEOPLE_MAX, `At most ${PEOPLE_MAX} ${people.toLowerCase()}`)
    .optional()
    .default(fallback);

/**
 * Who is coming on a visit, asked when it is planned: its tickets for one activity session are at
 * most adults plus children (decision 045). Left out, two adults.
 */
export const ZVisitPartyFields = {
  no_of_adults: partyCount('Adults', 1, 'At least one adult must be going', VISIT_PARTY_DEFAULT.no_of_adults),
  no_of_children: partyCount(
    'Children',
    0,
    'Children cannot be fewer than 0',
    VISIT_PARTY_DEFAULT.no_of_children,
  ),
};

export const ZVisitPark = z.object({
  id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  map_url: z.string(),
  park_code: z.string(),
});

/** A visit: where, when and for whom (the owner's portal and the back office add what each shows). */
export const ZVisitSummary = z.object({
  id: z.number().int(),
  park: ZVisitPark,
  visit_start_date: z.string(),
  visit_end_date: z.string(),
  /** The party the visit was planned for: its tickets for one session are at most these together. */
  no_of_adults: z.number().int(),
  no_of_children: z.number().int(),
});

export const ZVisit = ZVisitSummary.extend({ activitybookings: z.array(ZActivityBookingRecord) });
export type TVisit = z.infer<typeof ZVisit>;

/** The path of one visit: api/users/visits/{id} */
export const ZVisitIdParams = ZIdParams;
