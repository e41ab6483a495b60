import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { TEST_PURCHASE_EVENT } from '../../../features/test-pages';
import { pushToDataLayer } from '../../../lib/data-layer';
import styles from './test-pages.module.css';

/**
 * /alksdhasdlkhasd: pushes one sample purchase event to the data layer on every visit, so the
 * tag manager's purchase tracking can be checked without a real booking.
 */
export function TestPurchaseRoute() {
  // One push per visit: React's development double effects reuse this ref.
  const pushed = useRef(false);
  useEffect(() => {
    if (pushed.current) return;
    pushed.current = true;
    pushToDataLayer(structuredClone(TEST_PURCHASE_EVENT));
  }, []);

  return (
    <div className={styles.page}>
      <title>Test purchase event</title>
      <h1 className={styles.heading}>Test purchase event</h1>
      <Alert variant="success" title="Purchase event sent">
        <p>
          A sample purchase event (transaction {TEST_PURCHASE_EVENT.ecommerce.transaction_id}, £0.00) has been
          pushed to the data layer.
        </p>
      </Alert>
      <h2 className={styles.subheading}>The event pushed</h2>
      <pre className={styles.event}>{JSON.stringify(TEST_PURCHASE_EVENT, null, 2)}</pre>
    </div>
  );
}
