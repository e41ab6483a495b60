import {
  type TCheckInTicketRefusal,
  type TCheckInTicketRequest,
  type TScannedTicket,
  ZCheckInTicketRefusal,
  ZCheckInTicketResponse,
} from '@parkstays/contract';
import { ApiError, apiRequest, errorMessage } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/write-options';
import { checkInKeys } from './keys';

/** POST /api/admin/tickets/check-in: admits a ticket by its code, once. */
export async function checkInTicket(body: TCheckInTicketRequest) {
  return apiRequest('/api/admin/tickets/check-in', {
    method: 'POST',
    body,
    schema: ZCheckInTicketResponse,
    auth: true,
  });
}

/** What a scan came to, as the scanner shows it. */
export type ScanResult =
  | { kind: 'admitted'; code: string; ticket: TScannedTicket }
  | { kind: 'already-used'; code: string; ticket: TScannedTicket; message: string }
  | { kind: 'wrong-session'; code: string; ticket: TScannedTicket; message: string }
  | { kind: 'not-today'; code: string; ticket: TScannedTicket; message: string }
  | { kind: 'not-valid'; code: string; ticket?: TScannedTicket; message: string }
  | { kind: 'not-found'; code: string; message: string }
  | { kind: 'failed'; code: string; message: string };

/** The refusal's details (when and by whom, which session), read from the failed call's answer. */
function refusalOf(error: unknown): TCheckInTicketRefusal | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = ZCheckInTicketRefusal.safeParse(error.answer);
  return parsed.success ? parsed.data : undefined;
}

/** A failed check-in as a result to show: the API's stable codes decide which. */
export function scanResultOfError(code: string, error: unknown): ScanResult {
  const refusal = refusalOf(error);
  const message = errorMessage(error);
  const apiCode = error instanceof ApiError ? error.code : undefined;
  if (apiCode === 'TICKET_ALREADY_USED' && refusal?.ticket)
    return { kind: 'already-used', code, ticket: refusal.ticket, message };
  if (apiCode === 'WRONG_SESSION' && refusal?.ticket)
    return { kind: 'wrong-session', code, ticket: refusal.ticket, message };
  if (apiCode === 'NOT_TODAY' && refusal?.ticket)
    return { kind: 'not-today', code, ticket: refusal.ticket, message };
  if (apiCode === 'TICKET_NOT_VALID') return { kind: 'not-valid', code, ticket: refusal?.ticket, message };
  if (apiCode === 'TICKET_NOT_FOUND') return { kind: 'not-found', code, message };
  return { kind: 'failed', code, message };
}

/**
 * Checks a ticket in and answers what came of it (admitted or why not) rather than failing; the
 * session lists and attendee lists are asked again afterwards, as a scan changes their counts.
 */
export function useCheckInTicket() {
  return useWrite([...checkInKeys.all, 'check-in'], scan, { onSettled: [checkInKeys.all] });
}

/** A scan's outcome: admitted, or why not (never a failure). */
async function scan(body: TCheckInTicketRequest): Promise<ScanResult> {
  try {
    const answer = await checkInTicket(body);
    return { kind: 'admitted', code: answer.data.code, ticket: answer.data };
  } catch (error) {
    return scanResultOfError(body.code, error);
  }
}
