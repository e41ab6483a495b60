import { addDays } from './iso-date';

export type TDisplayType = 'previousNext' | 'nextTwo';

/**
 * The three arrival dates a result card shows (docs/product.md, "Availability columns"):
 * previousNext = arrival − nights, arrival, arrival + nights; when the earlier stay would start
 * before today it cannot be booked, so nextTwo = arrival, arrival + nights, arrival + 2×nights.
 */
export function availabilityColumns(arrivalDate: string, nights: number, today: string) {
  const previous = addDays(arrivalDate, -nights);
  const displayType: TDisplayType = previous < today ? 'nextTwo' : 'previousNext';
  const dates =
    displayType === 'nextTwo'
      ? [arrivalDate, addDays(arrivalDate, nights), addDays(arrivalDate, 2 * nights)]
      : [previous, arrivalDate, addDays(arrivalDate, nights)];
  return { displayType, dates: dates as [string, string, string] };
}
