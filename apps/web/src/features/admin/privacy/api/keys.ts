/** Query keys of the back office's privacy requests. */
export const privacyRequestKeys = {
  all: ['admin', 'privacy-requests'] as const,
  list: (status: '' | 'open' | 'done') => [...privacyRequestKeys.all, 'list', status] as const,
};
