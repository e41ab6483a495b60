import { purchaseEvent } from '../../lib/data-layer';

/** The sample purchase the test page pushes: the Booking Confirmed page's shape, with test values. */
export const TEST_PURCHASE_EVENT = purchaseEvent({
  transactionId: 'TEST-0001',
  value: 0,
  item: { name: 'Test', category: 'Self-catering' },
});
