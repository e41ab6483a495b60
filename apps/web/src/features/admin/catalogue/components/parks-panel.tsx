import type { TAdminPark } from '@parkstays/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { useFacilities } from '../api/get-facilities';
import { useAdminParks } from '../api/list-parks';
import styles from './catalogue.module.css';
import { CatalogueCard } from './catalogue-card';
import { ParkForm } from './park-form';
import type { PhotoField } from './photo-slot';

/** Every park as a card, each opened to edit; a new park added from the same form. */
export function ParksPanel({ photoField }: { photoField: PhotoField }) {
  const parks = useAdminParks();
  const facilities = useFacilities();
  const [editing, setEditing] = useState<TAdminPark | 'new' | undefined>();
  const [saved, setSaved] = useState<string>();

  if (parks.isPending || facilities.isPending) return <Spinner label="Loading the parks…" />;
  if (parks.isError || facilities.isError)
    return <Alert variant="error">{errorMessage(parks.error ?? facilities.error)}</Alert>;

  const facilityTitle = new Map(facilities.data.map((f) => [f.id, f.title]));
  const close = () => setEditing(undefined);

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          What guests read about each park, its photo and facilities. Saved changes show on the site at once.
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setSaved(undefined);
            setEditing('new');
          }}
        >
          Add a park
        </Button>
      </div>
      {saved ? <Alert variant="success">{saved}</Alert> : null}
      {parks.data.length === 0 ? (
        <EmptyState variant="box">There are no parks yet. Add the first with “Add a park”.</EmptyState>
      ) : (
        <ul className={styles.cards} aria-label="Parks">
          {parks.data.map((park) => (
            <CatalogueCard
              key={park.id}
              photoUrl={park.image_url}
              title={park.title}
              code={park.park_code}
              facts={
                <>
                  <li>
                    {park.grade_count} grade{park.grade_count === 1 ? '' : 's'}
                  </li>
                  <li>{park.has_owners ? 'Owners’ park' : 'No owners'}</li>
                  <li>
                    {park.facility_ids.length
                      ? park.facility_ids.map((id) => facilityTitle.get(id) ?? id).join(', ')
                      : 'No facilities listed'}
                  </li>
                </>
              }
              action={
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSaved(undefined);
                    setEditing(park);
                  }}
                >
                  Edit<span className="visually-hidden"> {park.title}</span>
                </Button>
              }
            />
          ))}
        </ul>
      )}
      <Modal
        open={editing !== undefined}
        onClose={close}
        size="wide"
        title={editing === 'new' ? 'Add a park' : `Edit ${editing?.title ?? 'park'}`}
      >
        {editing !== undefined ? (
          <ParkForm
            park={editing === 'new' ? undefined : editing}
            facilities={facilities.data}
            photoField={photoField}
            onCancel={close}
            onSaved={(message) => {
              setSaved(message);
              close();
            }}
          />
        ) : null}
      </Modal>
    </div>
  );
}
