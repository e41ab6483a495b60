/**
 * The events feature: what is on at the parks, on a month calendar or as a list.
 *
 * `EventsCalendar` brings FullCalendar (about 200 kB) with it. Only the events screen imports
 * this file, and the router loads that screen as its own chunk, so no other screen pays for it.
 * Should another screen need something light from here (the events query, say), give it a second
 * entry (as `events-cache.ts` is) rather than this one, or FullCalendar comes along.
 */
export { EventsCalendar } from './components/events-calendar';
