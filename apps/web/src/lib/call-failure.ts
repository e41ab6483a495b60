import { ApiError, errorMessage } from './api-client';

/** A call's state as a mutation reports it. */
export type CallState = { isError: boolean; error: unknown };

/**
 * The message of a failed call that named no field, or undefined. A refusal that names fields
 * goes beside those fields, so the form says nothing more above them.
 */
export function failureWithoutField(call: CallState): string | undefined {
  if (!call.isError) return undefined;
  if (call.error instanceof ApiError && call.error.errors.length > 0) return undefined;
  return errorMessage(call.error);
}
