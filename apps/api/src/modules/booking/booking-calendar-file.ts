/** An iCalendar file with the stay as an all-day event from arrival to departure (RFC 5545). */
export function stayCalendar(stay: {
  uid: string;
  summary: string;
  arrival: string;
  departure: string;
  location: string;
  description: string;
  now: Date;
}): string {
  const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
  const stamp = stay.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Brackenbay Holiday Parks//Bookings//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${stay.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${stay.arrival.replace(/-/g, '')}`,
    `DTEND;VALUE=DATE:${stay.departure.replace(/-/g, '')}`,
    `SUMMARY:${text(stay.summary)}`,
    `LOCATION:${text(stay.location)}`,
    `DESCRIPTION:${text(stay.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
