/** The desk's query keys: a stay's money, and a day's payments. */
export const deskMoneyKeys = {
  all: ['desk-money'] as const,
  booking: (bookingNo: string) => ['desk-money', 'booking', bookingNo] as const,
  day: (date: string) => ['desk-money', 'day', date] as const,
};
