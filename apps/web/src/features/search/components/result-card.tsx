import type { TAccommodation } from '@parkstays/contract';
import { Button } from '../../../components/ui/button';
import { Carousel } from '../../../components/ui/carousel';
import type { SearchResult } from '../results';
import { AvailabilityColumn, type Party } from './availability-column';
import styles from './result-card.module.css';

export function accommodationImages(accommodation: TAccommodation) {
  const count = accommodation.images.length;
  return accommodation.images.map((image, index) => ({
    src: image.image_url,
    srcSet: image.srcset,
    // Staff's words for the photo when they gave some; else its place among the grade's photos.
    alt: image.alt || `${accommodation.title}, photo ${index + 1} of ${count}`,
  }));
}

export type ResultCardProps = {
  result: SearchResult;
  arrivalDate: string;
  onMoreInformation: (accommodation: TAccommodation) => void;
  /** The first cards load their first photo straight away. */
  eager?: boolean;
  party?: Party;
};

export function ResultCard({ result, arrivalDate, onMoreInformation, eager, party }: ResultCardProps) {
  const { accommodation, columns } = result;
  const headingId = `result-${accommodation.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.media}>
        <Carousel
          images={accommodationImages(accommodation)}
          label={`Photos of ${accommodation.title}`}
          eager={eager}
        />
      </div>
      <div className={styles.details}>
        <p className={styles.park}>{accommodation.park.title}</p>
        <h3 id={headingId} className={styles.title}>
          {accommodation.title}
        </h3>
        {accommodation.subtitle ? <p className={styles.subtitle}>{accommodation.subtitle}</p> : null}
        <p className={styles.excerpt}>{accommodation.excerpt || accommodation.description}</p>
        <p className={styles.capacity}>
          <svg aria-hidden="true" viewBox="0 0 24 24" focusable="false" className={styles.icon}>
            <circle cx="9" cy="8" r="3.5" />
            <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.4c2.1.7 3.5 2.8 3.5 5.6" />
          </svg>
          Sleeps {accommodation.capacity}
        </p>
        <Button variant="secondary" className={styles.more} onClick={() => onMoreInformation(accommodation)}>
          More Information<span className="visually-hidden"> about {accommodation.title}</span>
        </Button>
      </div>
      <ul className={styles.columns} aria-label={`Stays at ${accommodation.title}`}>
        {columns.map((column) => (
          <li key={column.date}>
            <AvailabilityColumn
              {...column}
              title={accommodation.title}
              chosen={column.date === arrivalDate}
              party={party}
            />
          </li>
        ))}
      </ul>
    </article>
  );
}
