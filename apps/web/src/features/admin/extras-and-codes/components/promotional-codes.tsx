import { type TAdminPromotionalCode, type TOfferPark, usageText } from '@parkstays/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormActions } from '../../../../components/ui/form-actions';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate, formatPence } from '../../../../lib/format';
import { useEndPromotionalCode } from '../api/end-promotional-code';
import { usePromotionalCodes } from '../api/list-promotional-codes';
import { OfferList } from './offer-list';
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
  const [editing, setEditing] = useState(false);
  const [ending, setEnding] = useState(false);
  const [notice, setNotice] = useState('');
  const end = useEndPromotionalCode();
  const parkNames = code.park_codes.map((c) => parks.find((p) => p.park_code === c)?.title ?? c);
  const full = code.usage_limit !== null && code.times_used >= code.usage_limit;
  return (
    <li className={styles.card} aria-labelledby={`code-${code.code}-name`}>
      <div className={styles.cardHead}>
        <h3 id={`code-${code.code}-name`} className={styles.cardTitle}>
          {code.code}
        </h3>
        <span className={`${styles.badge} ${styles[code.status]}`}>{STATUS_WORDS[code.status]}</span>
      </div>
      <p className={styles.description}>{code.description}</p>
      <dl className={styles.facts}>
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
      </dl>
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      {end.isError ? <Alert variant="error">{errorMessage(end.error)}</Alert> : null}
      <FormActions>
        <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`Change ${code.code}`}>
          Change
        </Button>
        {code.status !== 'ended' ? (
          // The name starts with the words shown (WCAG 2.5.3): "click End now" works by voice.
          <Button variant="secondary" onClick={() => setEnding(true)} aria-label={`End now: ${code.code}`}>
            End now
          </Button>
        ) : null}
      </FormActions>
      <Modal open={editing} onClose={() => setEditing(false)} title={`Change ${code.code}`} size="wide">
        <PromotionalCodeForm
          code={code}
          parks={parks}
          onDone={(message) => {
            setEditing(false);
            setNotice(message);
          }}
        />
      </Modal>
      <Modal open={ending} onClose={() => setEnding(false)} title={`End ${code.code} now?`}>
        <p>
          Guests will not be able to apply {code.code} from today. Bookings that already have it keep their
          discount.
        </p>
        <FormActions>
          <Button
            busy={end.isPending}
            busyText="Ending"
            onClick={() =>
              end.mutate(code.code, {
                onSuccess: (answer) => setNotice(answer.message),
                onSettled: () => setEnding(false),
              })
            }
          >
            End the code
          </Button>
          <Button variant="secondary" onClick={() => setEnding(false)}>
            Keep it
          </Button>
        </FormActions>
      </Modal>
    </li>
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
