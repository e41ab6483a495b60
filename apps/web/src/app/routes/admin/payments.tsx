import { londonToday } from '@parkstays/contract';
import { useSearchParams } from 'react-router';
import { DatePicker } from '../../../components/ui/date-picker';
import { PageFrame } from '../../../components/ui/page-frame';
import { PaymentsDayReport } from '../../../features/admin/payments';
import styles from './payments.module.css';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Payments screen (reception): a day's payments and refunds, the day kept in the address. */
export function AdminPaymentsRoute() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = ISO_DAY.test(asked) ? asked : londonToday();
  return (
    <PageFrame
      title="Payments"
      lead="Every card payment and refund of a day, with totals by method and status, and the ones still being checked with the card processor."
    >
      <div className={styles.picker}>
        <DatePicker
          id="payments-date"
          label="Day"
          value={date}
          onChange={(next) => setParams(next ? { date: next } : {}, { replace: true })}
        />
      </div>
      <PaymentsDayReport date={date} />
    </PageFrame>
  );
}
