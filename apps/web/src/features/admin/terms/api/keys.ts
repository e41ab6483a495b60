/** Query keys of the back office's Terms section. */
export const termsKeys = {
  all: ['admin', 'terms'] as const,
  list: () => ['admin', 'terms', 'list'] as const,
};
