import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

type Issue = { path: PropertyKey[] | string; message: string };

/**
 * Puts the contract's issues (a safeParse's, or a 400's `errors[]` from the API, which names the
 * same fields) on the form's fields: `fieldOf` maps a request field ("weekdays.0", "price_pence")
 * to the form's. Answers whether any landed.
 */
export function showIssues<T extends FieldValues>(
  issues: readonly Issue[],
  setError: UseFormSetError<T>,
  fieldOf: (requestField: string) => Path<T> | undefined,
): boolean {
  let shown = false;
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    const field = fieldOf(path.split('.')[0] ?? '');
    if (!field) continue;
    setError(field, { type: 'contract', message: issue.message });
    shown = true;
  }
  return shown;
}

/** A 400's field errors as issues; none for any other failure. */
export function apiIssues(error: unknown): Issue[] {
  return error instanceof ApiError ? error.errors.map((e) => ({ path: e.field, message: e.message })) : [];
}
