/** The balance of a stay is due this many days before arrival; a deposit is offered only before then. */
export const BALANCE_DUE_DAYS = 28;

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
