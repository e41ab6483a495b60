/** Query keys of the Prices screen: every edit invalidates `all`. */
export const pricesKeys = {
  all: ['prices'] as const,
  grades: () => [...pricesKeys.all, 'grades'] as const,
  calendar: (gradeCode: string, start: string, end: string) =>
    [...pricesKeys.all, 'calendar', gradeCode, start, end] as const,
  /** One rule table's list: 'seasons', 'arrival-rules', 'stay-limits' or 'stop-sells'. */
  rules: (table: string) => [...pricesKeys.all, table] as const,
};
