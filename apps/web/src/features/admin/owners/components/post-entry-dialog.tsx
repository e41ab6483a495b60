import {
  AMOUNT_FORMAT_MESSAGE,
  addDays,
  ledgerPostingProblems,
  londonToday,
  type TPostableDocumentType,
  type TPostLedgerEntryRequest,
  ZPostLedgerEntryRequest,
} from '@parkstays/contract';
import { useState } from 'react';
import { ConfirmStep } from '../../../../components/ui/confirm-step';
import { TextField } from '../../../../components/ui/field';
import { FormDateField } from '../../../../components/ui/form-date-field';
import { FormFrame } from '../../../../components/ui/form-frame';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate, formatPence } from '../../../../lib/format';
import { formResolver } from '../../../../lib/forms';
import { usePostLedgerEntry } from '../api/post-ledger-entry';
import { penceOf } from './amounts';
import { useDialogForm } from './dialog-form';
import styles from './owners.module.css';

type EntryForm = {
  description: string;
  amount: string;
  posting_date: string;
  due_date: string;
  reason_code: string;
};
const FIELDS = ['description', 'amount', 'posting_date', 'due_date', 'reason_code'] as const;
const formFieldOf = (apiField: string) =>
  apiField === 'amount_pence'
    ? 'amount'
    : (FIELDS as readonly string[]).includes(apiField)
      ? (apiField as keyof EntryForm)
      : undefined;

const WORDS: Record<TPostableDocumentType, { title: string; noun: string; hint: string }> = {
  Invoice: {
    title: 'Post an invoice',
    noun: 'invoice',
    hint: 'What the owner owes goes up by this amount. They can pay it by card in the Owner Portal at once.',
  },
  'Credit Memo': {
    title: 'Post a credit memo',
    noun: 'credit memo',
    hint: 'What the owner owes goes down by this amount.',
  },
};

function toBody(form: EntryForm, documentType: TPostableDocumentType) {
  const pence = penceOf(form.amount, null);
  const body: TPostLedgerEntryRequest = {
    document_type: documentType,
    description: form.description,
    amount_pence: pence ?? Number.NaN,
    posting_date: form.posting_date,
    due_date: documentType === 'Invoice' ? form.due_date || null : null,
    reason_code: form.reason_code,
  };
  return {
    body,
    problems:
      pence === undefined
        ? { amount: AMOUNT_FORMAT_MESSAGE }
        : pence === null
          ? { amount: 'Enter the amount' }
          : {},
  };
}

/**
 * Posts an invoice or a credit memo to an owner's account: the form (checked with the contract's
 * schema and rules), then a step that says what will be posted, because a posted entry is never
 * changed afterwards.
 */
export function PostEntryDialog({
  customerNo,
  documentType,
  open,
  onClose,
  onPosted,
}: {
  customerNo: string;
  documentType: TPostableDocumentType;
  open: boolean;
  onClose: () => void;
  onPosted: (message: string) => void;
}) {
  const words = WORDS[documentType];
  const today = londonToday();
  const initial: EntryForm = {
    description: '',
    amount: '',
    posting_date: today,
    due_date: documentType === 'Invoice' ? addDays(today, 30) : '',
    reason_code: '',
  };
  const post = usePostLedgerEntry(customerNo);
  const [confirming, setConfirming] = useState<TPostLedgerEntryRequest | null>(null);
  const { form, fields, close } = useDialogForm({
    action: post,
    defaultValues: initial,
    resolver: formResolver(ZPostLedgerEntryRequest, {
      toBody: (values: EntryForm) => toBody(values, documentType),
      fieldOf: formFieldOf,
      rules: (body: TPostLedgerEntryRequest & { posting_date: string }) => ledgerPostingProblems(body, today),
    }),
    onClose: () => {
      setConfirming(null);
      onClose();
    },
    idPrefix: 'post-entry',
    fields: FIELDS,
    fieldOf: formFieldOf,
  });
  const send = () => {
    if (!confirming) return;
    post.mutate(confirming, {
      onSuccess: (answer) => {
        setConfirming(null);
        form.reset(initial);
        onPosted(answer.message);
      },
      onError: (error) => {
        if (fields.showServerErrors(error)) setConfirming(null);
      },
    });
  };

  return (
    <Modal open={open} onClose={close} title={words.title}>
      {confirming ? (
        <ConfirmStep
          className={styles.form}
          failure={post.isError ? errorMessage(post.error) : undefined}
          failureTakesFocus
          confirmLabel={`Post ${words.noun} of ${formatPence(confirming.amount_pence)}`}
          onConfirm={send}
          busy={post.isPending}
          busyText="Posting…"
          backLabel={`Change the ${words.noun}`}
          onBack={() => setConfirming(null)}
          backWaits
        >
          <p className={styles.confirm}>
            Post this {words.noun} of{' '}
            <span className={styles.confirmAmount}>{formatPence(confirming.amount_pence)}</span> to{' '}
            {customerNo}?
          </p>
          <ul>
            <li>{confirming.description.trim()}</li>
            <li>Posted {formatDate(confirming.posting_date)}</li>
            {confirming.due_date ? <li>Due {formatDate(confirming.due_date)}</li> : null}
          </ul>
          <p className={styles.note}>
            Once posted it cannot be edited or deleted: a mistake is put right with a credit memo.
          </p>
        </ConfirmStep>
      ) : (
        <FormFrame
          // The call's refusal shows on the step that sends it, not here.
          className={styles.form}
          summary={fields.summary}
          onCancel={close}
          label={words.title}
          onSubmit={form.handleSubmit((body) => {
            post.reset();
            setConfirming(body);
          })}
          submitLabel="Continue"
        >
          <p className={styles.muted}>{words.hint}</p>
          <TextField
            label="Description"
            hint="The owner sees this on their account and the invoice. At most 200 characters."
            autoComplete="off"
            maxLength={200}
            {...fields.field('description')}
          />
          <TextField
            label="Amount, in pounds"
            hint="For example 125.50"
            inputMode="decimal"
            autoComplete="off"
            {...fields.field('amount')}
          />
          <div className={styles.twoColumns}>
            <FormDateField control={form.control} fields={fields} name="posting_date" label="Posting date" />
            {documentType === 'Invoice' ? (
              <FormDateField control={form.control} fields={fields} name="due_date" label="Due date" />
            ) : null}
          </div>
          <TextField
            label="Reason code (optional)"
            hint={documentType === 'Invoice' ? 'For example METER or SITEFEES.' : 'For example GOODWILL.'}
            autoComplete="off"
            maxLength={20}
            {...fields.field('reason_code')}
          />
        </FormFrame>
      )}
    </Modal>
  );
}
