/** Query keys of the privacy centre. */
export const privacyKeys = {
  all: ['privacy'] as const,
  centre: () => [...privacyKeys.all, 'centre'] as const,
};
