import { ZLinkOwnerRequest } from '@parkstays/contract';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { TextField } from '../../../components/ui/field';
import { EmailField } from '../../../components/ui/person-fields';
import { errorMessage } from '../../../lib/api-client';
import { formResolver, useFormFields } from '../../../lib/forms';
import { useLinkOwner } from '../api/link-owner';
import styles from './owners.module.css';

const FIELDS = ['email', 'customer_no', 'code'] as const;

function linkFormSchema(codeRequired: boolean) {
  const request = ZLinkOwnerRequest.shape;
  return z
    .object({
      email: z.string().trim().min(1, 'Email is required').pipe(request.email),
      customer_no: request.customer_no,
      code: request.code,
    })
    .superRefine((form, ctx) => {
      if (codeRequired && !form.code) {
        ctx.addIssue({ code: 'custom', path: ['code'], message: 'Code is required' });
      }
    });
}

type LinkFormValues = z.input<ReturnType<typeof linkFormSchema>>;

/**
 * Link Customer Account: the owner's e-mail (required) and customer number (optional). When the
 * e-mail is the owner's on file but not the signed-in user's, the server e-mails a code to the
 * owner and the form asks for it. A refusal shows the server's words in red.
 */
export function LinkAccountForm({ onLinked }: { onLinked?: (customerNo: string | null) => void }) {
  const link = useLinkOwner();
  const [codeMessage, setCodeMessage] = useState<string | null>(null);
  // A code the owners team sent at the owner's request (their back office): entered at once.
  const [haveCode, setHaveCode] = useState(false);
  const codeRequired = codeMessage !== null || haveCode;
  const schema = useMemo(() => linkFormSchema(codeRequired), [codeRequired]);
  const form = useForm<LinkFormValues>({
    resolver: formResolver(schema),
    defaultValues: { email: '', customer_no: '', code: '' },
  });
  const { handleSubmit, setFocus } = form;
  const fields = useFormFields(form, { idPrefix: 'link-account', fields: FIELDS });

  useEffect(() => {
    if (codeRequired) setFocus('code');
  }, [codeRequired, setFocus]);

  // Awaited rather than given callbacks: once linked, the session changes and this form leaves the
  // page before a mutate() callback would run.
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await link.mutateAsync({
        email: values.email,
        customer_no: values.customer_no,
        ...(codeRequired && values.code ? { code: values.code } : {}),
      });
      if (answer.code_required) {
        setCodeMessage(answer.message);
        return;
      }
      onLinked?.(answer.data.customer_no);
    } catch (error) {
      fields.showServerErrors(error);
    }
  });

  const failure = link.isError ? errorMessage(link.error) : null;

  return (
    <form onSubmit={onSubmit} noValidate className={styles.linkForm} aria-labelledby="link-account-heading">
      <h2 id="link-account-heading">Link Customer Account</h2>
      <p className={styles.intro}>
        Own a holiday home with us? Link your owner account to see your details, deal, account and visits.
      </p>
      <ErrorSummary {...fields.summary} />
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      {codeMessage && !failure ? <Alert variant="info">{codeMessage}</Alert> : null}
      <EmailField
        {...fields.field('email', {
          label: 'Email',
          hint: 'The e-mail address the owners team has for your account.',
        })}
      />
      <TextField
        {...fields.field('customer_no', {
          label: 'Customer Number (optional)',
          hint: 'It is on your invoices and statements, for example C10001.',
        })}
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
      />
      {codeRequired ? (
        <TextField
          {...fields.field('code', { label: 'Code', hint: "The code we e-mailed to the owner's address." })}
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={12}
        />
      ) : (
        <Button variant="link" onClick={() => setHaveCode(true)}>
          I have a code from the owners team
        </Button>
      )}
      <Button type="submit" busy={link.isPending} busyText="Linking…">
        Link Account
      </Button>
    </form>
  );
}
