/** Query keys of the catalogue feature, shared by queries and invalidations. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  parks: () => [...catalogueKeys.all, 'parks'] as const,
  holidayTypes: () => [...catalogueKeys.all, 'holiday-types'] as const,
  grades: () => [...catalogueKeys.all, 'grades'] as const,
  grade: (id: number) => [...catalogueKeys.all, 'grade', id] as const,
  facilities: () => [...catalogueKeys.all, 'facilities'] as const,
  accommodationTypes: () => [...catalogueKeys.all, 'accommodation-types'] as const,
};
