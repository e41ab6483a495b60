/**
 * Today (reception): a park's day (arrivals, departures, in-house, with balances due) and its
 * occupancy for the next 14 nights. Each stay on the lists is drawn by the screen (`renderStay`),
 * which places the Check-in section's card with its "Check in" button there.
 */

export { invalidateToday } from './api/keys';
export { OccupancyNights, OccupancyTable, type OccupancyTableProps } from './components/occupancy-table';
export { ParkDayLists, type ParkDayListsProps } from './components/park-day-lists';
