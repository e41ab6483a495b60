import type { TFindOwnersQuery } from '@parkstays/contract';

/**
 * Query keys of the Owners screens. Every change invalidates `all`: a posting moves the owner's
 * balance in the list, their ledger and their history at once.
 */
export const ownersAdminKeys = {
  all: ['owners-admin'] as const,
  list: (query: TFindOwnersQuery) => [...ownersAdminKeys.all, 'list', query] as const,
  owner: (customerNo: string) => [...ownersAdminKeys.all, 'owner', customerNo.toUpperCase()] as const,
  ledger: (customerNo: string) => [...ownersAdminKeys.all, 'ledger', customerNo.toUpperCase()] as const,
  visits: (customerNo: string) => [...ownersAdminKeys.all, 'visits', customerNo.toUpperCase()] as const,
  history: (customerNo: string) => [...ownersAdminKeys.all, 'history', customerNo.toUpperCase()] as const,
  parks: () => [...ownersAdminKeys.all, 'parks'] as const,
};

/** The address of one owner's part of the API. */
export const ownerApiPath = (customerNo: string) => `/api/admin/owners/${encodeURIComponent(customerNo)}`;
