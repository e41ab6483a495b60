import { describeAuditAction, describeAuditChanges, type TAuditEntry } from '@parkstays/contract';
import type { ChangeLogItem, ChangeLogProps } from '../components/ui/change-log';
import { errorMessage } from './api-client';
import { formatDate, formatDateTime, formatPence } from './format';

/** The screen's money, date and time, for the contract's words of each audited field. */
const formatters = { money: formatPence, date: formatDate, instant: formatDateTime };

/** A record's audit entries in staff words: what, who and when, and each field as people say it. */
export function toChangeLog(entries: TAuditEntry[]): ChangeLogItem[] {
  return entries.map((entry) => ({
    id: entry.id,
    title: describeAuditAction(entry.action),
    byline: `${entry.staff.name || entry.staff.email}, ${formatDateTime(entry.at)}`,
    lines: describeAuditChanges(entry, formatters),
  }));
}

/** A history query's state as the change log shows it: loading, its error, or the entries in staff words. */
export function changeLogOf(query: {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: TAuditEntry[];
}): ChangeLogProps['items'] {
  if (query.isPending) return 'loading';
  if (query.isError || !query.data) return { error: errorMessage(query.error) };
  return toChangeLog(query.data);
}
