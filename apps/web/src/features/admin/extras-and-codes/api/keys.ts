export const offerKeys = {
  all: ['offers'] as const,
  extras: () => ['offers', 'extras'] as const,
  codes: () => ['offers', 'promotional-codes'] as const,
};
