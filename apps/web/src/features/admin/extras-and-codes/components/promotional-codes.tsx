import { type TAdminPromotionalCode, type TOfferPark, usageText } from '@parkstays/contract';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-step';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate, formatPence } from '../../../../lib/format';
import { useEndPromotionalCode } from '../api/end-promotional-code';
import { usePromotionalCodes } from '../api/list-promotional-codes';
import { OfferCard, OfferList } from './offer-list';
import styles from './offers.module.css';
import { PromotionalCodeForm } from './promotional-code-form';

const STATUS_WORDS: Record<TAdminPromotionalCode['status'], string> = {
  scheduled: 'Not started',
  active: 'Live',
  ended: 'Ended',
};

function discountWords(code: TAdminPromotionalCode) {
  return code.discount_type === 'percent'
    ? `${code.percent_off}% off the stay`
    : `${formatPence(code.amount_off_pence)} off the stay`;
}

function CodeCard({ code, parks }: { code: TAdminPromotionalCode; parks: TOfferPark[] }) {
  const [ending, setEnding] = useState(false);
  const [notice, setNotice] = useState('');
  const end = useEndPromotionalCode();
  const parkNames = code.park_codes.map((c) => parks.find((p) => p.park_code === c)?.title ?? c);
  const full = code.usage_limit !== null && code.times_used >= code.usage_limit;
  return (
    <OfferCard
      headingId={`code-${code.code}-name`}
      title={code.code}
      aside={<span className={`${styles.badge} ${styles[code.status]}`}>{STATUS_WORDS[code.status]}</span>}
      description={code.description}
      facts={
        <>
          <dt>Discount</dt>
          <dd>{discountWords(code)}</dd>
          <dt>Valid</dt>
          <dd>
            {formatDate(code.valid_from)} to {formatDate(code.valid_to)}
          </dd>
          <dt>Stays of</dt>
          <dd>
            {code.minimum_nights} {code.minimum_nights === 1 ? 'night' : 'nights'} or more
          </dd>
          <dt>Parks</dt>
          <dd>{parkNames.length ? parkNames.join(', ') : 'Every park'}</dd>
          <dt>Uses</dt>
          <dd className={full ? styles.full : undefined}>{usageText(code)}</dd>
        </>
      }
      notice={notice}
      failure={end.isError ? errorMessage(end.error) : undefined}
      changeTitle={`Change ${code.code}`}
      changeForm={(onDone) => <PromotionalCodeForm code={code} parks={parks} onDone={onDone} />}
      onChanged={setNotice}
      moreActions={
        code.status !== 'ended' ? (
          // The name starts with the words shown (WCAG 2.5.3): "click End now" works by voice.
          <Button variant="secondary" onClick={() => setEnding(true)} aria-label={`End now: ${code.code}`}>
            End now
          </Button>
        ) : null
      }
    >
      <ConfirmDialog
        open={ending}
        onClose={() => setEnding(false)}
        title={`End ${code.code} now?`}
        confirmLabel="End the code"
        onConfirm={() =>
          end.mutate(code.code, {
            onSuccess: (answer) => setNotice(answer.message),
            onSettled: () => setEnding(false),
          })
        }
        busy={end.isPending}
        busyText="Ending"
        onBack={() => setEnding(false)}
      >
        <p>
          Guests will not be able to apply {code.code} from today. Bookings that already have it keep their
          discount.
        </p>
      </ConfirmDialog>
    </OfferCard>
  );
}

/** The promotional codes, the latest to start first, each with its rules and "Used 2 of 3"; a new one. */
export function PromotionalCodes() {
  return (
    <OfferList
      query={usePromotionalCodes()}
      what="the promotional codes"
      label="Promotional codes"
      empty="No promotional codes yet. Add one for guests to type when they book."
      addLabel="Add a promotional code"
      addTitle="New promotional code"
      cards={({ codes, parks }) =>
        codes.map((code) => <CodeCard key={code.code} code={code} parks={parks} />)
      }
      addForm={({ parks }, onDone) => <PromotionalCodeForm parks={parks} onDone={onDone} />}
    />
  );
}
