import type { QueryClient } from '@tanstack/react-query';
import { eventsKeys } from './api/keys';

/**
 * The events feature's light entry: after staff change an event, this tab's public calendar asks
 * again. Apart from index.ts, which brings FullCalendar.
 */
export function refreshEvents(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: eventsKeys.all });
}
