import { londonToday, type TTicketBookedFor, type TTicketUse } from '@parkstays/contract';
import { formatDate, formatDayMonth, formatTime } from '../../../lib/format';

const ROLE_WORDS: Record<string, string> = {
  admin: 'Admin',
  reception: 'Reception',
  activities: 'Activities',
};

/** "Aisha Khan (Activities)" */
export function staffName(by: TTicketUse['by']): string {
  const role = by.role ? ROLE_WORDS[by.role] : undefined;
  return role ? `${by.name} (${role})` : by.name;
}

/** "14:05", or "14:05 on 23/11/2026" when it was not today (park time). */
export function usedWhen(at: string, now: Date = new Date()): string {
  const day = londonToday(new Date(at));
  return day === londonToday(now) ? formatTime(at) : `${formatTime(at)} on ${formatDate(day)}`;
}

/** "Already used at 14:05 by Aisha Khan (Activities)" */
export function alreadyUsedText(used: TTicketUse, now: Date = new Date()): string {
  return `Already used at ${usedWhen(used.at, now)} by ${staffName(used.by)}`;
}

/** "Stay BK9000001" or "Owner’s visit 12 Nov to 19 Nov (C10001)" */
export function bookedForText(bookedFor: TTicketBookedFor): string {
  if (bookedFor.kind === 'stay') return `Stay ${bookedFor.booking_no}`;
  const customer = bookedFor.customer_no ? ` (${bookedFor.customer_no})` : '';
  return `Owner’s visit ${formatDayMonth(bookedFor.start_date)} to ${formatDayMonth(bookedFor.end_date)}${customer}`;
}
