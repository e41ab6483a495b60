/**
 * Check-in (reception and activities staff): checking a party in to their stay, by search
 * (`StayCheckIn`) or from a list of the day's stays (`StayCard`, which the Today screen places on
 * its lists), and an activity session's door: the day's sessions (`SessionList`), a session's
 * attendees (`AttendeeList`) and the ticket scanner (`TicketScanner`: camera or typed number).
 */
export type { ScanResult } from './api/check-in-ticket';
export { useDoorSessions } from './api/get-door-sessions';
export { useSessionAttendees } from './api/get-session-attendees';
export { alreadyUsedText, bookedForText, staffName, usedWhen } from './check-in-rules';
export { AttendeeList } from './components/attendee-list';
export { CameraScanner } from './components/camera-scanner';
export { SessionList, type SessionListProps } from './components/session-list';
export { StayCard, type StayCardProps } from './components/stay-card';
export { StayCheckIn, type StayCheckInProps } from './components/stay-check-in';
export { ScanResultMessage, TicketScanner, type TicketScannerProps } from './components/ticket-scanner';
