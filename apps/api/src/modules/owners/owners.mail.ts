import { formatPounds } from '@parkstays/contract';
import { formatUkLongDate } from '../../lib/uk-date';
import { composeMail, type Mail } from '../../mail/mail';
import type { LedgerEntryRow, OwnerRow } from './owners.repository';

/**
 * The e-mail reminding an owner of an open invoice before its due date, with the link to the
 * Owner Portal's payment page for it (signing in first if need be).
 */
export function invoiceReminderMail(
  entry: Pick<LedgerEntryRow, 'entryNo' | 'documentNo' | 'description' | 'remainingPence'> & {
    dueDate: string;
  },
  found: Pick<OwnerRow, 'name' | 'email' | 'customerNo'>,
  context: { siteName: string; publicUrl: string },
): Mail {
  const remaining = `£${formatPounds(entry.remainingPence)}`;
  const dueOn = formatUkLongDate(entry.dueDate);
  return composeMail({
    to: found.email,
    subject: `Invoice ${entry.documentNo}: ${remaining} due on ${dueOn}`,
    greeting: `Hello ${found.name},`,
    paragraphs: [
      `Invoice ${entry.documentNo}${entry.description ? ` (${entry.description})` : ''} on your owner account ${found.customerNo} has ${remaining} left to pay, due on ${dueOn}.`,
      'You can pay it by card in the Owner Portal.',
      'If you have paid it since this e-mail was sent, thank you: there is nothing more to do.',
    ],
    action: { label: 'Pay your invoice', url: `${context.publicUrl}/owners-portal/payment/${entry.entryNo}` },
    siteName: context.siteName,
  });
}
