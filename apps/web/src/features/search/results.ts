import {
  RESULTS_PER_PAGE,
  type TAccommodation,
  type TAvailability,
  type TFindAvailabilityResponse,
} from '@parkstays/contract';

/** One of a card's three columns: the arrival date, and the stay on offer (none: not available). */
export type ResultColumn = { date: string; availability: TAvailability | undefined };
export type SearchResult = { accommodation: TAccommodation; columns: ResultColumn[] };

const key = (parkCode: string, gradeCode: string, date: string) => `${parkCode}|${gradeCode}|${date}`;

/**
 * The accommodation with its three columns; a grade is shown only if at least one column has a
 * stay (docs/product.md, "Availability columns"). The grades' order is kept.
 */
export function buildResults(
  grades: TAccommodation[],
  answer: Pick<TFindAvailabilityResponse, 'columns' | 'data'>,
): SearchResult[] {
  const rows = new Map<string, TAvailability>();
  for (const row of answer.data) rows.set(key(row.park_code, row.grade_code, row.arrival_date), row);
  return grades
    .map((accommodation) => ({
      accommodation,
      columns: answer.columns.map((date) => ({
        date,
        availability: rows.get(key(accommodation.park_code, accommodation.grade_code, date)),
      })),
    }))
    .filter((result) => result.columns.some((column) => column.availability !== undefined));
}

export type Filters = { features: string[]; facilities: number[] };
export const NO_FILTERS: Filters = { features: [], facilities: [] };

/** A result passes only if it has every selected feature and its park every selected facility. */
export function applyFilters(results: SearchResult[], filters: Filters): SearchResult[] {
  if (filters.features.length === 0 && filters.facilities.length === 0) return results;
  return results.filter(({ accommodation }) => {
    const features = new Set(accommodation.features.map((f) => f.feature));
    const facilities = new Set(accommodation.park.facilities.map((f) => f.id));
    return (
      filters.features.every((feature) => features.has(feature)) &&
      filters.facilities.every((id) => facilities.has(id))
    );
  });
}

/** The items of a 1-based page, and how many pages there are. */
export function paginate<T>(items: T[], page: number, perPage = RESULTS_PER_PAGE) {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), pageCount);
  return {
    page: current,
    pageCount,
    items: items.slice((current - 1) * perPage, current * perPage),
  };
}
