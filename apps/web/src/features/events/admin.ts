/**
 * The events feature's back-office entry (admins, activities): a calendar's events edited a month
 * at a time. Apart from index.ts, which brings FullCalendar: the editor needs none of it.
 */
export { addMonths, EventsEditor } from './components/events-editor';
