/** The tag manager's data layer (window.dataLayer), created on first use. */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushToDataLayer(event: Record<string, unknown>) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

const pushed = new Set<string>();

/**
 * Pushes an event once per key for this tab (a reload or React's double effects do not count it
 * twice). Returns whether it was pushed now.
 */
export function pushToDataLayerOnce(key: string, event: Record<string, unknown>): boolean {
  const storageKey = `datalayer:${key}`;
  let seen = pushed.has(key);
  try {
    seen = seen || window.sessionStorage.getItem(storageKey) !== null;
    window.sessionStorage.setItem(storageKey, '1');
  } catch {
    // No session storage: the in-memory record still stops double effects.
  }
  pushed.add(key);
  if (seen) return false;
  pushToDataLayer(event);
  return true;
}

/**
 * A purchase in the tag manager's ecommerce shape (GA4's `purchase`): one item, priced in pounds,
 * with no tax or shipping of its own.
 */
export function purchaseEvent({
  transactionId,
  value,
  item,
}: {
  transactionId: string;
  value: number;
  item: { name: string; category: string };
}) {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: transactionId,
      value,
      currency: 'GBP',
      tax: 0,
      shipping: 0,
      items: [{ item_name: item.name, item_category: item.category, quantity: 1, price: value }],
    },
  };
}

/** Tests start each case with a clean record. */
export function resetDataLayerRecord() {
  pushed.clear();
}
