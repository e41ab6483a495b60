import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { ButtonLink } from '../../../../components/ui/button-link';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Select } from '../../../../components/ui/field';
import { Spinner } from '../../../../components/ui/spinner';
import { backOfficeGradePath } from '../../../../config/back-office-paths';
import { errorMessage } from '../../../../lib/api-client';
import { useAdminGrades } from '../api/list-grades';
import { useAdminParks } from '../api/list-parks';
import styles from './catalogue.module.css';
import { CatalogueCard } from './catalogue-card';

/** Every grade in the order guests see them, by park, each opened to edit it and its units. */
export function GradesList() {
  const grades = useAdminGrades();
  const parks = useAdminParks();
  const [parkId, setParkId] = useState('');

  if (grades.isPending || parks.isPending) return <Spinner label="Loading the grades…" />;
  if (grades.isError || parks.isError)
    return <Alert variant="error">{errorMessage(grades.error ?? parks.error)}</Alert>;

  const shown = parkId ? grades.data.filter((grade) => String(grade.park_id) === parkId) : grades.data;
  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <div className={styles.toolbarField}>
          <Select
            id="grades-park"
            label="Park"
            value={parkId}
            onChange={(event) => setParkId(event.currentTarget.value)}
            options={[
              { value: '', label: 'Every park' },
              ...parks.data.map((park) => ({ value: String(park.id), label: park.title })),
            ]}
          />
        </div>
        <ButtonLink to={backOfficeGradePath('new')} variant="secondary">
          Add a grade
        </ButtonLink>
      </div>
      {shown.length === 0 ? (
        <EmptyState variant="box">
          {parkId ? 'This park sells no grades yet.' : 'There are no grades yet.'} Add one with “Add a grade”.
        </EmptyState>
      ) : (
        <ul className={styles.cards} aria-label="Grades">
          {shown.map((grade) => (
            <CatalogueCard
              key={grade.id}
              photoUrl={grade.photo_url}
              title={grade.title}
              code={`${grade.grade_code} · ${grade.park_title}`}
              facts={
                <>
                  <li>{grade.holiday_type_title}</li>
                  <li>Sleeps {grade.capacity}</li>
                  <li>{grade.pets_allowed ? 'Pets welcome' : 'No pets'}</li>
                  <li>
                    {grade.units_let} unit{grade.units_let === 1 ? '' : 's'} let
                    {grade.units_retired ? `, ${grade.units_retired} retired` : ''}
                  </li>
                </>
              }
              action={
                <ButtonLink to={backOfficeGradePath(grade.id)} variant="secondary">
                  Edit<span className="visually-hidden"> {grade.title}</span>
                </ButtonLink>
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
