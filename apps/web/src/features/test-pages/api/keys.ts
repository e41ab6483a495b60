/** Query keys of the test pages. */
export const testPagesKeys = {
  all: ['test-pages'] as const,
  arrivalRules: (parkCode: string, bookingType: number) =>
    [...testPagesKeys.all, 'arrival-rules', parkCode, bookingType] as const,
  dayPrice: (parkCode: string, bookingType: number, nights: number, date: string) =>
    [...testPagesKeys.all, 'day-price', parkCode, bookingType, nights, date] as const,
};
