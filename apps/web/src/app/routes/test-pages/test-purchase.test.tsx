import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/utils';
import { TestPurchaseRoute } from './test-purchase';

afterEach(() => {
  window.dataLayer = undefined;
});

describe('/alksdhasdlkhasd', () => {
  it('pushes one sample purchase event on load and says so', () => {
    mockFetch();
    renderWithProviders(<TestPurchaseRoute />);
    expect(screen.getByRole('heading', { name: 'Test purchase event', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('pushed to the data layer');
    expect(window.dataLayer).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'TEST-0001',
          value: 0,
          currency: 'GBP',
          tax: 0,
          shipping: 0,
          items: [{ item_name: 'Test', item_category: 'Self-catering', quantity: 1, price: 0 }],
        },
      },
    ]);
  });
});
