import type { TFindOwnersQuery } from '@parkstays/contract';

/**
 * Query keys of the Owners screens. Every change invalidates `all`: a posting moves the owner's
 * balance in the list, their ledger and their history at once.
 */
export const ownersKeys = {
  all: ['admin', 'owners'] as const,
  list: (query: TFindOwnersQuery) => [...ownersKeys.all, 'list', query] as const,
  owner: (customerNo: string) => [...ownersKeys.all, 'owner', customerNo.toUpperCase()] as const,
  ledger: (customerNo: string) => [...ownersKeys.all, 'ledger', customerNo.toUpperCase()] as const,
  visits: (customerNo: string) => [...ownersKeys.all, 'visits', customerNo.toUpperCase()] as const,
  history: (customerNo: string) => [...ownersKeys.all, 'history', customerNo.toUpperCase()] as const,
};

/** The address of one owner's part of the API. */
export const ownerApiPath = (customerNo: string) => `/api/admin/owners/${encodeURIComponent(customerNo)}`;
