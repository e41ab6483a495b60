import { ZHolidayTypesResponse, ZParksResponse } from 'virtual:contract-answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/*
 * The catalogue guests search by, read in one place for every feature (one module, so the home
 * page fetches one small chunk for both): the parks and the holiday types.
 */

/**
 * GET /api/parks, the one place the web asks for it: every park, the parks offering a holiday type
 * (`{ booking_type }`) or the parks where owners keep holiday homes (`{ show_owner_only: 1 }`).
 * The answer is checked with the build's checker of the contract's schema, so the home page
 * loads no zod.
 */
export type ParksQuery = { booking_type?: number; show_owner_only?: 1 };

/** One key family: invalidating `parksKeys.all` refreshes every variant at once. */
export const parksKeys = {
  all: ['parks'] as const,
  list: (query: ParksQuery = {}) => [...parksKeys.all, query] as const,
};

/**
 * Staff edit the catalogue (parks, their holiday types), so each screen that shows the parks asks
 * again when it opens rather than keep an answer for minutes (TanStack's default, 0).
 */
export const PARKS_STALE_TIME = 0;

export async function getParks(query: ParksQuery = {}, signal?: AbortSignal) {
  const answer = await apiRequest('/api/parks', { schema: ZParksResponse, query, signal });
  return answer.data;
}

export function getParksQueryOptions(query: ParksQuery = {}) {
  return queryOptions({
    queryKey: parksKeys.list(query),
    queryFn: ({ signal }) => getParks(query, signal),
    staleTime: PARKS_STALE_TIME,
  });
}

export function useParks(query: ParksQuery = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getParksQueryOptions(query), enabled });
}

/** GET /api/holiday-types: the holiday types guests search by, in the order staff gave them. */
export const holidayTypesKeys = { all: ['holiday-types'] as const };

/** Staff rename and reorder holiday types: each screen that shows them asks again when it opens. */
export const HOLIDAY_TYPES_STALE_TIME = 0;

export async function getHolidayTypes(signal?: AbortSignal) {
  const answer = await apiRequest('/api/holiday-types', { schema: ZHolidayTypesResponse, signal });
  return answer.data;
}

export function getHolidayTypesQueryOptions() {
  return queryOptions({
    queryKey: holidayTypesKeys.all,
    queryFn: ({ signal }) => getHolidayTypes(signal),
    staleTime: HOLIDAY_TYPES_STALE_TIME,
  });
}

export function useHolidayTypes() {
  return useQuery(getHolidayTypesQueryOptions());
}
