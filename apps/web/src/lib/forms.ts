import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { ReactNode } from 'react';
import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import type { SummaryError } from '../components/ui/error-summary';
import { ApiError } from './api-client';
import { withKeyFilter } from './key-filter';

/**
 * One way to write a form (docs/decisions/050-one-way-to-write-a-form.md): the contract's schema
 * checks what the form would send through `formResolver`, `useFormFields` gives each field its id,
 * label, hint, error and registration, and a 400's field errors land on the same fields.
 */

/** A problem found on one field: `field` is the request's dotted path ("email", "items.0.code"). */
export type FieldProblem = { field: string; message: string };

/** Maps a request field (dotted path) to the form's field; undefined when the form does not show it. */
export type FieldOf<TForm extends FieldValues> = (requestField: string) => Path<TForm> | undefined;

export type FormResolverOptions<TForm extends FieldValues> = {
  /**
   * Turns the form's values (text as typed) into the request the schema checks: pounds into pence,
   * text into numbers. `problems` names the fields it could not read at all.
   */
  toBody: (form: TForm) => { body: unknown; problems?: Partial<Record<Path<TForm>, string>> };
  /** Where a request field's problem shows on the form (by default the field of the same name). */
  fieldOf?: FieldOf<TForm>;
  /** The contract's rules that need more than the request (today's date), run once it parses. */
  rules?: (body: never) => FieldProblem[];
};

const dotted = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * The form field a request field's problem belongs to: `fieldOf` asked for the dotted path, then
 * for its top-level name ("weekdays.0" → "weekdays"); without `fieldOf`, the path itself.
 */
function formFieldOf<TForm extends FieldValues>(
  requestField: string,
  fieldOf: FieldOf<TForm> | undefined,
): string | undefined {
  if (!fieldOf) return requestField;
  return fieldOf(requestField) ?? fieldOf(requestField.split('.')[0] ?? '');
}

/**
 * The form's one resolver: the contract's zod schema checks the form's values (or, with `toBody`,
 * the request they make), each problem goes on its field (the first one per field), and a valid
 * form hands the schema's output, which is what gets sent, to `handleSubmit`.
 */
export function formResolver<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>>;
export function formResolver<TForm extends FieldValues, S extends z.ZodType>(
  schema: S,
  options: FormResolverOptions<TForm>,
): Resolver<TForm, unknown, z.output<S>>;
export function formResolver<TForm extends FieldValues>(
  schema: z.ZodType,
  options?: FormResolverOptions<TForm>,
): Resolver<TForm, unknown, unknown> {
  return async (values, _context, resolverOptions) => {
    const { body, problems = {} } = options ? options.toBody(values) : { body: values };
    // The form's own problems first (text it could not read), then the schema's, then the rules'.
    const found: [string | undefined, string][] = Object.entries(problems).map(([field, message]) => [
      field,
      String(message),
    ]);
    const parsed = await schema.safeParseAsync(body);
    const requestProblems = parsed.success
      ? (options?.rules?.(parsed.data as never) ?? [])
      : parsed.error.issues.map((issue) => ({ field: dotted(issue.path), message: issue.message }));
    for (const { field, message } of requestProblems)
      found.push([formFieldOf(field, options?.fieldOf), message]);
    const flat: Record<string, FieldError> = {};
    for (const [field, message] of found) {
      if (field !== undefined && !flat[field]) flat[field] = { type: 'contract', message };
    }
    if (Object.keys(flat).length > 0) return { values: {}, errors: toNestErrors(flat, resolverOptions) };
    if (resolverOptions.shouldUseNativeValidation) validateFieldsNatively({}, resolverOptions);
    // A problem on no field the form shows is the server's to answer: the request goes as made.
    return { values: parsed.success ? parsed.data : body, errors: {} };
  };
}

/** The message of a field's error, nested names included ("items.0.quantity"). */
export function errorOf<T extends FieldValues>(errors: FieldErrors<T>, field: string): string | undefined {
  const message = (get(errors, field) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** The error summary's rows, in the order the fields appear on the form. */
export function summaryErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldOrder: readonly Path<T>[],
  idFor: (field: Path<T>) => string,
): SummaryError[] {
  return fieldOrder.flatMap((field) => {
    const message = errorOf(errors, field);
    return message ? [{ id: idFor(field), message }] : [];
  });
}

/**
 * Puts a 400's `errors[]` (the API's error shape, `{ field, message }`) on the form's fields:
 * `fieldOf` maps the request's field to the form's (by default the same name, or its top-level
 * name). Answers whether at least one landed on a field the form shows.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldOf?: FieldOf<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const shown = new Set<string>(fields);
  let applied = false;
  for (const fieldError of error.errors) {
    const candidates = fieldOf
      ? [formFieldOf(fieldError.field, fieldOf)]
      : [fieldError.field, fieldError.field.split('.')[0]];
    const field = candidates.find((name) => name !== undefined && shown.has(name)) as Path<T> | undefined;
    if (!field) continue;
    setError(field, { type: 'server', message: fieldError.message });
    applied = true;
  }
  return applied;
}

/** What `field()` takes besides the name: the words around the control and how it registers. */
export type FieldOptions<T extends FieldValues, N extends Path<T>> = {
  label?: ReactNode;
  hint?: ReactNode;
  /** Drops the characters the pattern does not accept as they are typed (lib/key-filter). */
  keyFilter?: RegExp;
  /** react-hook-form's own options (`setValueAs`, `valueAsNumber`, `onChange`…). */
  register?: RegisterOptions<T, N>;
};

/**
 * The props a field gets: spread them on TextField, Select, Checkbox, TextAreaField. A label or
 * hint given to `field()` comes with them.
 */
export type FieldProps<N extends string, O = object> = UseFormRegisterReturn<N> & {
  id: string;
  error?: string;
} & Pick<O, Extract<keyof O, 'label' | 'hint'>>;

export type FormFields<T extends FieldValues> = {
  /** A field's id: `${idPrefix}-${name}`. */
  id: (name: Path<T>) => string;
  /** A field's error message, for a control drawn by hand (a date picker in a Controller). */
  error: (name: Path<T>) => string | undefined;
  /** id, label, hint, error and registration of one field. */
  field: <N extends Path<T>, O extends FieldOptions<T, N> = FieldOptions<T, N>>(
    name: N,
    options?: O,
  ) => FieldProps<N, O>;
  /** The ErrorSummary's props: one row per field in error, in `fields` order; focus on each submit. */
  summary: { errors: SummaryError[]; focusKey: number };
  /** A failed call's field errors onto the fields; answers whether any landed. */
  showServerErrors: (error: unknown) => boolean;
};

export type FormFieldsOptions<T extends FieldValues> = {
  /** Prefix of every field's id, so two copies of a form on one page never share one. */
  idPrefix: string;
  /** The fields the form shows, in the order they appear. */
  fields: readonly Path<T>[];
  /** Where a server error's request field shows on the form (by default the same name). */
  fieldOf?: FieldOf<T>;
  /** A field's own id, where `${idPrefix}-${name}` will not do. */
  ids?: Partial<Record<Path<T>, string>>;
};

/**
 * The field helper: call it in the form's render with the form and the fields it shows, in the
 * order they appear (the summary's order, and which server errors the form can show).
 */
export function useFormFields<T extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: the helper reads errors and registers; any output type will do.
  form: UseFormReturn<T, any, any>,
  options: FormFieldsOptions<T>,
): FormFields<T> {
  const { idPrefix, fields, fieldOf, ids } = options;
  const { errors, submitCount } = form.formState;
  const id = (name: Path<T>) => ids?.[name] ?? `${idPrefix}-${name}`;
  const error = (name: Path<T>) => errorOf(errors, name);
  const field = <N extends Path<T>, O extends FieldOptions<T, N>>(name: N, fieldOptions?: O) => {
    const { label, hint, keyFilter, register } = fieldOptions ?? {};
    const registration = form.register(name, register);
    return {
      ...(keyFilter ? withKeyFilter(registration, keyFilter) : registration),
      id: id(name),
      ...(label !== undefined ? { label } : {}),
      ...(hint !== undefined ? { hint } : {}),
      error: error(name),
    } as FieldProps<N, O>;
  };
  return {
    id,
    error,
    field,
    summary: { errors: summaryErrors(errors, fields, id), focusKey: submitCount },
    showServerErrors: (failure) => applyServerErrors(failure, form.setError, fields, fieldOf),
  };
}
