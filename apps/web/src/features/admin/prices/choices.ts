import type { TPricedGrade } from '@parkstays/contract';

type Option = { value: string; label: string };

/** The parks that have grades, by title. */
export function parkOptions(grades: readonly TPricedGrade[]): Option[] {
  const parks = new Map<string, string>();
  for (const g of grades) parks.set(g.park_code, g.park_title);
  return [...parks]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The holiday types a park sells (it has a grade of them). */
export function holidayTypeOptions(grades: readonly TPricedGrade[], parkCode: string): Option[] {
  const types = new Map<number, string>();
  for (const g of grades) if (g.park_code === parkCode) types.set(g.holiday_type_id, g.holiday_type_title);
  return [...types].sort((a, b) => a[0] - b[0]).map(([id, title]) => ({ value: String(id), label: title }));
}

/** Grades as choices: "Park – Grade (CODE)". */
export function gradeOptions(grades: readonly TPricedGrade[]): Option[] {
  return grades.map((g) => ({
    value: g.grade_code,
    label: `${g.park_title} – ${g.title} (${g.grade_code})`,
  }));
}
