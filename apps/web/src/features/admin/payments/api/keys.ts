/** Query keys of the Payments section: a day's payments and refunds. */
export const paymentsKeys = {
  all: ['payments'] as const,
  day: (date: string) => [...paymentsKeys.all, 'day', date] as const,
};
