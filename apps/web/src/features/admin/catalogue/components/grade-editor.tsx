import { Alert } from '../../../../components/ui/alert';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { useAdminGrade } from '../api/get-grade';
import styles from './catalogue.module.css';
import { GradeForm } from './grade-form';
import type { PhotoField } from './photo-slot';
import { UnitsPanel } from './units-panel';

/** One grade: its form beside its units (under it on narrow screens). */
export function GradeEditor({ gradeId, photoField }: { gradeId: number; photoField: PhotoField }) {
  const grade = useAdminGrade(gradeId);
  if (grade.isPending) return <Spinner label="Loading the grade…" />;
  if (grade.isError) return <Alert variant="error">{errorMessage(grade.error)}</Alert>;
  return (
    <div className={styles.gradeGrid}>
      <GradeForm key={grade.data.id} grade={grade.data} photoField={photoField} onSaved={() => undefined} />
      <UnitsPanel grade={grade.data} />
    </div>
  );
}

/** The grade's name for the page's heading, once loaded. */
export function useGradeTitle(gradeId: number) {
  const grade = useAdminGrade(gradeId);
  return grade.data ? `${grade.data.title} (${grade.data.grade_code})` : undefined;
}
