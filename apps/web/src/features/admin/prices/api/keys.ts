/** Query keys of the Prices screen: every edit invalidates `all`. */
export const pricesKeys = {
  all: ['prices'] as const,
  grades: () => [...pricesKeys.all, 'grades'] as const,
  calendar: (gradeCode: string, start: string, end: string) =>
    [...pricesKeys.all, 'calendar', gradeCode, start, end] as const,
  seasons: () => [...pricesKeys.all, 'seasons'] as const,
  arrivalRules: () => [...pricesKeys.all, 'arrival-rules'] as const,
  stayLimits: () => [...pricesKeys.all, 'stay-limits'] as const,
  stopSells: () => [...pricesKeys.all, 'stop-sells'] as const,
};
