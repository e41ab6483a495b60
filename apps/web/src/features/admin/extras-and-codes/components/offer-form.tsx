import type { FormEventHandler, ReactNode } from 'react';
import {
  type DefaultValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import { Checkbox } from '../../../../components/ui/checkbox';
import { TextField } from '../../../../components/ui/field';
import { FormFrame } from '../../../../components/ui/form-frame';
import type { CallState } from '../../../../lib/call-failure';
import { type FormFields, useFormFields } from '../../../../lib/forms';
import styles from './offers.module.css';

/** One call that saves an offer, as a mutation offers it. */
type OfferCall<TVariables> = CallState & {
  isPending: boolean;
  mutate: (
    variables: TVariables,
    options: { onSuccess: (answer: { message: string }) => void; onError: (error: Error) => void },
  ) => void;
};

/** What every offer's form asks: its code (when new) and a description. */
export type OfferFormValues = { code: string; description: string };

/**
 * An extra's or a code's form: the form on its resolver and starting answers, its fields, and
 * `frame`, which OfferForm takes. Saving, a new offer sends its code with the rest; a change sends
 * the rest to the address that names it, since a code never changes. `onDone` gets the API's
 * message; a refusal's fields get theirs.
 */
export function useOfferForm<TForm extends OfferFormValues, TRequest extends { code: string }>({
  resolver,
  defaultValues,
  idPrefix,
  fields: fieldOrder,
  code,
  create,
  update,
  onDone,
}: {
  resolver: Resolver<TForm, unknown, TRequest>;
  defaultValues: TForm;
  idPrefix: string;
  fields: readonly Path<TForm>[];
  /** The code of the offer being changed; none for a new one. */
  code: string | undefined;
  create: OfferCall<TRequest>;
  update: OfferCall<{ code: string; body: Omit<TRequest, 'code'> }>;
  onDone: (message: string) => void;
}) {
  const form = useForm<TForm, unknown, TRequest>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TForm>,
  });
  const fields = useFormFields(form, { idPrefix, fields: fieldOrder });
  const options = {
    onSuccess: (answer: { message: string }) => onDone(answer.message),
    onError: fields.showServerErrors,
  };
  const onSubmit = form.handleSubmit((request) => {
    const { code: _new, ...body } = request;
    if (code !== undefined) update.mutate({ code, body }, options);
    else create.mutate(request, options);
  });
  const saving = code !== undefined ? update : create;
  return { form, fields, frame: { fields, saving, onSubmit } };
}

/**
 * The frame of the extra and code forms: the error summary, a failure the fields cannot show, the
 * offer's code (asked of a new one only: it never changes) and description, the questions of its
 * kind, and the button that saves.
 */
export function OfferForm<T extends OfferFormValues>(props: {
  label: string;
  fields: FormFields<T>;
  saving: CallState & { isPending: boolean };
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitText: string;
  /** The code's question, for a new offer. */
  newCode?: { hint: string; maxLength: number };
  description: { label: string; hint: string };
  children: ReactNode;
}) {
  const { fields, newCode } = props;
  // Every offer's form has these two fields (OfferFormValues).
  const code = 'code' as Path<T>;
  const description = 'description' as Path<T>;
  return (
    <FormFrame
      className={styles.form}
      onSubmit={props.onSubmit}
      label={props.label}
      summary={fields.summary}
      call={props.saving}
      submitLabel={props.submitText}
      busyText="Saving"
      actionsClassName={styles.submit}
    >
      {newCode ? (
        <TextField
          {...fields.field(code, { label: 'Code', hint: newCode.hint })}
          autoComplete="off"
          spellCheck={false}
          maxLength={newCode.maxLength}
          className={styles.upper}
        />
      ) : null}
      <TextField {...fields.field(description, props.description)} autoComplete="off" />
      {props.children}
    </FormFrame>
  );
}

/** A question answered with ticks (the grades, the parks): its hint, its error, then the boxes. */
export function OfferChoices({
  id,
  legend,
  hint,
  error,
  children,
}: {
  id: string;
  legend: string;
  hint: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={`${styles.choices} ${error ? styles.choicesError : ''}`}
      aria-describedby={`${id}-hint`}
    >
      <legend className={styles.legend}>{legend}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {error ? <p className={styles.fieldErrorText}>{error}</p> : null}
      {children}
    </fieldset>
  );
}

/**
 * The boxes of a ticked question. The first box of the question carries its id, so the error
 * summary's link lands on it; the others add their value.
 */
export function OfferTicks({
  id,
  choices,
  registration,
  holdsFirst = true,
}: {
  id: string;
  choices: { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  /** Whether these boxes start the question (a later group of the same question does not). */
  holdsFirst?: boolean;
}) {
  return (
    <div className={styles.checkboxes}>
      {choices.map((choice, index) => (
        <Checkbox
          key={choice.value}
          id={holdsFirst && index === 0 ? id : `${id}-${choice.value}`}
          label={choice.label}
          value={choice.value}
          {...registration}
        />
      ))}
    </div>
  );
}
