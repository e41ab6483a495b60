/**
 * The check-in feature: an activity session's door. The day's sessions (SessionList), a session's
 * attendee list (AttendeeList) and the ticket scanner (TicketScanner: camera or typed number),
 * over the staff endpoints GET /api/admin/sessions, GET /api/admin/sessions/{id}/attendees and
 * POST /api/admin/tickets/check-in.
 */
export type { ScanResult } from './api/check-in-ticket';
export { useDoorSessions } from './api/get-door-sessions';
export { useSessionAttendees } from './api/get-session-attendees';
export { alreadyUsedText, bookedForText, staffName, usedWhen } from './check-in-rules';
export { AttendeeList } from './components/attendee-list';
export { CameraScanner } from './components/camera-scanner';
export { SessionList, type SessionListProps } from './components/session-list';
export { ScanResultMessage, TicketScanner, type TicketScannerProps } from './components/ticket-scanner';
