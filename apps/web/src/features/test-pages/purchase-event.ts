/** The sample purchase the test page pushes: the Booking Confirmed page's shape, with test values. */
export const TEST_PURCHASE_EVENT = {
  event: 'purchase',
  ecommerce: {
    transaction_id: 'TEST-0001',
    value: 0,
    currency: 'GBP',
    tax: 0,
    shipping: 0,
    items: [{ item_name: 'Test', item_category: 'Self-catering', quantity: 1, price: 0 }],
  },
} as const;
