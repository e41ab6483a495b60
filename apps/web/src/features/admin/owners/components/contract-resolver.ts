import { poundsToPence } from '@parkstays/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

type SafeParser = {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/**
 * A form resolver that checks what the form would send with the contract's own schema: `toBody`
 * turns the form's text into the request (pounds into pence, numbers into numbers), naming the
 * fields it cannot read; the schema's issues go on the form's fields through `fieldOf`; `rules`
 * adds the contract's rules that need more than the request (today's date).
 */
export function contractResolver<TForm extends FieldValues>(options: {
  toBody: (form: TForm) => { body: unknown; problems?: Partial<Record<keyof TForm & string, string>> };
  schema: SafeParser;
  fieldOf?: (apiField: string) => (keyof TForm & string) | undefined;
  rules?: (body: unknown) => { field: string; message: string }[];
}): Resolver<TForm> {
  const fieldOf = options.fieldOf ?? ((field: string) => field as keyof TForm & string);
  return async (values) => {
    const { body, problems = {} } = options.toBody(values);
    const errors: Record<string, string> = { ...problems } as Record<string, string>;
    const parsed = options.schema.safeParse(body);
    const found = parsed.success
      ? (options.rules?.(parsed.data) ?? [])
      : parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }));
    for (const { field, message } of found) {
      const formField = fieldOf(field);
      if (formField && !errors[formField]) errors[formField] = message;
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, { type: 'contract', message }]),
    );
    return { values: {}, errors: fieldErrors as FieldErrors<TForm> };
  };
}

/** Pounds as typed → whole pence; '' → `empty`; text that is no amount in pounds → undefined. */
export function penceOf(text: string, empty: number | null = 0): number | null | undefined {
  return text.trim() === '' ? empty : poundsToPence(text);
}

/** A whole number as typed; '' → null; anything else → NaN (the contract names it). */
export function wholeOf(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim());
}
