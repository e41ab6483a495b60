import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { SummaryError } from '../components/ui/error-summary';
import { ApiError } from './api-client';

/** The error summary's rows, in the order the fields appear on the form. */
export function summaryErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldOrder: readonly Path<T>[],
  idFor: (field: Path<T>) => string,
): SummaryError[] {
  const rows: SummaryError[] = [];
  for (const field of fieldOrder) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    if (typeof message === 'string' && message) rows.push({ id: idFor(field), message });
  }
  return rows;
}

/**
 * Puts a 400's `errors[]` onto the form's fields. Returns true if at least one error landed on a
 * field the form shows.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const fieldError of error.errors) {
    const field = fields.find((name) => name === fieldError.field);
    if (field) {
      setError(field, { type: 'server', message: fieldError.message });
      applied = true;
    }
  }
  return applied;
}
