/**
 * Reception's desk (issue 15): a park's day (arrivals, departures, in-house), its occupancy for
 * the next 14 nights, and checking a stay in, by list or by search (`StayCheckIn`, also placed on
 * the Check-in screen).
 */
export { useParks } from './api/get-parks';
export { OccupancyNights, OccupancyTable, type OccupancyTableProps } from './components/occupancy-table';
export { ParkDayLists, type ParkDayListsProps } from './components/park-day-lists';
export { StayCard, type StayCardProps } from './components/stay-card';
export { StayCheckIn, type StayCheckInProps } from './components/stay-check-in';
export { formatLongDay } from './day-words';
