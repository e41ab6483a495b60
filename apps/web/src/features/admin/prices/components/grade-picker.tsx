import { useEffect } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Select } from '../../../../components/ui/select';
import { errorMessage } from '../../../../lib/api-client';
import { usePricedGrades } from '../api/list-priced-grades';
import { gradeOptions } from '../choices';

/** Which grade's prices the screen shows; the first grade until one is chosen. */
export function GradePicker({ value, onChange }: { value: string; onChange: (gradeCode: string) => void }) {
  const grades = usePricedGrades();
  const first = grades.data?.[0]?.grade_code;
  const known = grades.data?.some((g) => g.grade_code === value) ?? false;
  useEffect(() => {
    if (grades.isSuccess && !known && first) onChange(first);
  }, [grades.isSuccess, known, first, onChange]);
  if (grades.isError) return <Alert variant="error">{errorMessage(grades.error)}</Alert>;
  return (
    <Select
      id="prices-grade"
      label="Accommodation grade"
      hint="The rate calendar and bulk editor work on one grade at a time"
      value={known ? value : ''}
      placeholder={grades.isPending ? 'Loading grades…' : undefined}
      onChange={(event) => onChange(event.target.value)}
      options={gradeOptions(grades.data ?? [])}
    />
  );
}

/** The chosen grade's name, for headings. */
export function useGradeTitle(gradeCode: string): string {
  const grades = usePricedGrades();
  return grades.data?.find((g) => g.grade_code === gradeCode)?.title ?? gradeCode;
}
