import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '../../../../components/ui/checkbox';
import type { ErrorSummaryProps } from '../../../../components/ui/error-summary';
import { TextField, type TextFieldProps } from '../../../../components/ui/field';
import { FormFrame } from '../../../../components/ui/form-frame';
import type { CallState } from '../../../../lib/call-failure';
import styles from './offers.module.css';

/** One call that saves an offer, as a mutation offers it. */
type OfferCall<TVariables> = CallState & {
  isPending: boolean;
  mutate: (
    variables: TVariables,
    options: { onSuccess: (answer: { message: string }) => void; onError: (error: Error) => void },
  ) => void;
};

/**
 * Saves an extra or a code: a new one sends its code with the rest; a change sends the rest to the
 * address that names it, since a code never changes. `onDone` gets the API's message; a refusal's
 * fields get theirs.
 */
export function useOfferSave<TRequest extends { code: string }>({
  code,
  create,
  update,
  onDone,
  onError,
}: {
  /** The code of the offer being changed; none for a new one. */
  code: string | undefined;
  create: OfferCall<TRequest>;
  update: OfferCall<{ code: string; body: Omit<TRequest, 'code'> }>;
  onDone: (message: string) => void;
  onError: (error: unknown) => void;
}) {
  const options = { onSuccess: (answer: { message: string }) => onDone(answer.message), onError };
  const save = (request: TRequest) => {
    const { code: _new, ...body } = request;
    if (code !== undefined) update.mutate({ code, body }, options);
    else create.mutate(request, options);
  };
  return { saving: code !== undefined ? update : create, save };
}

/**
 * The frame of the extra and code forms: the error summary, a failure the fields cannot show, the
 * questions, and the button that saves.
 */
export function OfferForm(props: {
  label: string;
  summary: Pick<ErrorSummaryProps, 'errors' | 'focusKey'>;
  saving: CallState & { isPending: boolean };
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitText: string;
  children: ReactNode;
}) {
  return (
    <FormFrame
      className={styles.form}
      onSubmit={props.onSubmit}
      label={props.label}
      summary={props.summary}
      call={props.saving}
      submitLabel={props.submitText}
      busyText="Saving"
      actionsClassName={styles.submit}
    >
      {props.children}
    </FormFrame>
  );
}

/** A new offer's code: typed once, in capitals, as guests and staff will see it. */
export function OfferCodeField(props: Omit<TextFieldProps, 'label'>) {
  return <TextField {...props} label="Code" autoComplete="off" spellCheck={false} className={styles.upper} />;
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
