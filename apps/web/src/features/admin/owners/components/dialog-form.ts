import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { errorMessage } from '../../../../lib/api-client';
import { type FormFieldsOptions, useFormFields } from '../../../../lib/forms';
import styles from './owners.module.css';

/**
 * The form of an owner's dialog. It is checked again on submit, not on each keystroke: a
 * half-typed amount ("12.") must not move the focus to the summary. A refusal's field errors go on
 * the fields; closing forgets the call's answer and the answers typed, so it opens clean next time.
 * `frame` is what the dialog's FormFrame shows whatever the form: the summary, a refusal no field
 * can show, the busy button and Cancel.
 */
export function useDialogForm<TForm extends FieldValues, TOut>({
  action,
  defaultValues,
  resolver,
  onClose,
  ...fieldOptions
}: FormFieldsOptions<TForm> & {
  action: { reset: () => void; isPending: boolean; isError: boolean; error: unknown };
  defaultValues: TForm;
  resolver: Resolver<TForm, unknown, TOut>;
  onClose: () => void;
}) {
  const form = useForm<TForm, unknown, TOut>({
    reValidateMode: 'onSubmit',
    defaultValues: defaultValues as DefaultValues<TForm>,
    resolver,
  });
  const fields = useFormFields(form, fieldOptions);
  const close = () => {
    action.reset();
    form.reset(defaultValues);
    onClose();
  };
  /**
   * Sends the request the resolver checked (with the create schema when creating, hence the casts
   * at the callers), then `onSaved` with the answer; a refusal's fields get its messages.
   */
  const submitWith = <TAnswer>(send: (body: TOut) => Promise<TAnswer>, onSaved: (answer: TAnswer) => void) =>
    form.handleSubmit(async (body) => {
      try {
        onSaved(await send(body));
      } catch (error) {
        fields.showServerErrors(error);
      }
    });
  // A refusal the fields cannot show (they show their own) is said above them.
  const failure =
    action.isError && Object.keys(form.formState.errors).length === 0
      ? errorMessage(action.error)
      : undefined;
  const frame = {
    className: styles.form,
    summary: fields.summary,
    failure,
    busy: action.isPending,
    busyText: 'Saving…',
    onCancel: close,
  };
  return { form, fields, close, submitWith, frame };
}
