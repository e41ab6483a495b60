import {
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_KINDS,
  type TPrivacyRequestRequest,
  ZPrivacyRequestRequest,
} from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { FormFrame } from '../../../components/ui/form-frame';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { formResolver, useFormFields } from '../../../lib/forms';
import { useMakePrivacyRequest } from '../api/make-privacy-request';
import styles from './privacy-centre.module.css';

const FIELDS = ['kind', 'details'] as const;
const KIND_OPTIONS = PRIVACY_REQUEST_KINDS.map((kind) => ({
  value: kind,
  label: PRIVACY_REQUEST_KIND_LABELS[kind],
}));

/** A privacy request to the park (a copy, a correction, erasure, a complaint), answered within 30 days. */
export function PrivacyRequestForm() {
  const make = useMakePrivacyRequest();
  const form = useForm<TPrivacyRequestRequest>({
    resolver: formResolver(ZPrivacyRequestRequest),
    defaultValues: { details: '' },
  });
  const fields = useFormFields(form, { idPrefix: 'privacy-request', fields: FIELDS });
  const onSubmit = form.handleSubmit((body) =>
    make.mutate(body, { onSuccess: () => form.reset({ details: '' }), onError: fields.showServerErrors }),
  );

  return (
    <section className={styles.section} aria-labelledby="privacy-request-heading">
      <h2 id="privacy-request-heading">Make a privacy request</h2>
      <p>Ask us about your data or make a complaint. We answer within 30 days.</p>
      <FormFrame
        label="Privacy request"
        onSubmit={onSubmit}
        summary={fields.summary}
        call={make}
        saved={make.isSuccess ? make.data.message : undefined}
        submitLabel="Send my request"
        busyText="Sending…"
      >
        <RadioGroup {...fields.field('kind')} legend="What is your request about?" options={KIND_OPTIONS} />
        <TextAreaField
          {...fields.field('details', {
            label: 'Your request',
            hint: 'Tell us what you would like us to do, and about which booking if it is about one.',
          })}
        />
      </FormFrame>
    </section>
  );
}
