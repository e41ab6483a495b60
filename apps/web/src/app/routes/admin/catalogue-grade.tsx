import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { backOfficeGradePath, backOfficePaths } from '../../../config/back-office-paths';
import { paths } from '../../../config/paths';
import { GradeEditor, GradeForm, useGradeTitle } from '../../../features/admin/catalogue';
import styles from './admin-screens.module.css';
import { catalogueImageUploadField } from './catalogue-photo-field';

function BackToGrades() {
  return <Link to={backOfficePaths.catalogue}>← All grades</Link>;
}

function NewGrade() {
  const navigate = useNavigate();
  return (
    <div className={styles.screen}>
      <title>Add a grade – Back office</title>
      <header className={styles.header}>
        <BackToGrades />
        <h1>Add a grade</h1>
        <p className={styles.lead}>Its units are added once it is saved.</p>
      </header>
      <GradeForm
        photoField={catalogueImageUploadField}
        onSaved={(grade) => navigate(backOfficeGradePath(grade.id), { replace: true })}
      />
    </div>
  );
}

function EditGrade({ gradeId }: { gradeId: number }) {
  const title = useGradeTitle(gradeId);
  return (
    <div className={styles.screen}>
      <title>{`${title ?? 'Grade'} – Back office`}</title>
      <header className={styles.header}>
        <BackToGrades />
        <h1>{title ?? 'Grade'}</h1>
      </header>
      <GradeEditor gradeId={gradeId} photoField={catalogueImageUploadField} />
    </div>
  );
}

/** /admin/catalogue/grades/:id (admins): a grade's words, features, photos and units; 'new' adds one. */
export function AdminCatalogueGradeRoute() {
  const { grade_id = '' } = useParams();
  if (grade_id === 'new') return <NewGrade />;
  const id = Number(grade_id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.notFound} replace />;
  return <EditGrade key={id} gradeId={id} />;
}
