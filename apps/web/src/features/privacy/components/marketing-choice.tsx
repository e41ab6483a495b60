import {
  type TMarketingChoice,
  type TMarketingChoiceRequest,
  ZMarketingChoiceRequest,
} from '@parkstays/contract';
import { useForm } from 'react-hook-form';
import { FormFrame } from '../../../components/ui/form-frame';
import { RadioGroup } from '../../../components/ui/radio-group';
import { formatDateTime } from '../../../lib/format';
import { formResolver, useFormFields } from '../../../lib/forms';
import { useSetMarketing } from '../api/set-marketing';
import styles from './privacy-centre.module.css';

type MarketingForm = { marketing_preference: '0' | '1' };
const FIELDS = ['marketing_preference'] as const;

/** Marketing: the newsletter choice, and when it was given. */
export function MarketingChoice({ choice }: { choice: TMarketingChoice }) {
  const save = useSetMarketing();
  const form = useForm<MarketingForm, unknown, TMarketingChoiceRequest>({
    resolver: formResolver(ZMarketingChoiceRequest, {
      toBody: (values: MarketingForm) => ({
        body: { marketing_preference: Number(values.marketing_preference) },
      }),
    }),
    values: { marketing_preference: choice.marketing_preference === 1 ? '1' : '0' },
  });
  const fields = useFormFields(form, { idPrefix: 'marketing', fields: FIELDS });
  const onSubmit = form.handleSubmit((body) => save.mutate(body, { onError: fields.showServerErrors }));

  return (
    <section className={styles.section} aria-labelledby="marketing-heading">
      <h2 id="marketing-heading">Marketing</h2>
      <p className={styles.muted}>
        {choice.given_at
          ? `You gave this choice on ${formatDateTime(choice.given_at)}.`
          : 'We have no record of when you gave this choice.'}
      </p>
      <FormFrame
        label="Newsletter choice"
        onSubmit={onSubmit}
        summary={fields.summary}
        call={save}
        saved={save.isSuccess ? save.data.message : undefined}
        submitLabel="Save my choice"
        busyText="Saving…"
      >
        <RadioGroup
          {...fields.field('marketing_preference')}
          legend="Would you like our newsletter, with offers and news from the parks?"
          options={[
            { value: '1', label: 'Yes, send me the newsletter' },
            { value: '0', label: 'No, thank you' },
          ]}
        />
      </FormFrame>
    </section>
  );
}
