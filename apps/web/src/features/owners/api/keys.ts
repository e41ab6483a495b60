/** Query keys of the owners feature, shared by queries and invalidations. */
export const ownerKeys = {
  all: ['owners'] as const,
  owner: () => [...ownerKeys.all, 'owner'] as const,
  ledger: () => [...ownerKeys.all, 'ledger'] as const,
  ledgerEntry: (entryNo: number) => [...ownerKeys.ledger(), String(entryNo)] as const,
  deal: (dealNo: string) => [...ownerKeys.all, 'deal', dealNo] as const,
  /** GET /api/users/visits, and under it each visit (GET /api/users/visits/{id}): one invalidation reloads both. */
  visits: () => [...ownerKeys.all, 'visits'] as const,
  visit: (visitId: number | string) => [...ownerKeys.visits(), String(visitId)] as const,
};
