/**
 * The back office's Events section (admins, activities): a calendar's events edited a month at a
 * time. Apart from the guests' events feature, which brings FullCalendar: the editor needs none of it.
 */
export { addMonths, EventsEditor } from './components/events-editor';
