/**
 * A park's activities as they are shown to be booked (second entry of the activities feature;
 * see `./index.ts`): descriptions and the Book Activities list.
 */
export { ActivityDescription } from './components/activity-description';
export { BOOKING_TIME_RESTRICTIONS, BookActivities } from './components/book-activities';
