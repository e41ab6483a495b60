import { addDays } from '@parkstays/contract';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate, formatNights, formatPence } from '../../../lib/format';
import styles from './stay-summary.module.css';

export type StaySummaryProps = {
  /** Undefined while the accommodation loads. */
  title?: string;
  park?: string;
  imageUrl?: string;
  /** The photo's copies at other widths (an uploaded photo's srcset). */
  imageSrcSet?: string;
  arrivalDate: string;
  nights: number;
  /** The price for the stay, in pence. */
  pricePence: number;
  priceLabel?: string;
};

/** The chosen stay, beside the booking steps: what, where, when and for how much. */
export function StaySummary({
  title,
  park,
  imageUrl,
  imageSrcSet,
  arrivalDate,
  nights,
  pricePence,
  priceLabel = 'Price for the stay',
}: StaySummaryProps) {
  return (
    <aside className={styles.summary} aria-labelledby="stay-summary-heading">
      <h2 id="stay-summary-heading" className={styles.heading}>
        Your stay
      </h2>
      {imageUrl ? (
        // The largest paint of the booking pages: fetched ahead of other images.
        <img
          className={styles.image}
          src={imageUrl}
          srcSet={imageSrcSet}
          alt=""
          width={480}
          height={300}
          fetchPriority="high"
        />
      ) : title === undefined ? (
        <Skeleton shape="block" className={styles.image} />
      ) : null}
      {title === undefined ? (
        <p>
          <Skeleton />
          <Skeleton short />
        </p>
      ) : (
        <>
          <p className={styles.title}>{title}</p>
          {park ? <p className={styles.park}>{park}</p> : null}
        </>
      )}
      <dl className={styles.facts}>
        <dt>Arrival</dt>
        <dd>{formatDate(arrivalDate)}</dd>
        <dt>Departure</dt>
        <dd>{formatDate(addDays(arrivalDate, nights))}</dd>
        <dt>Nights</dt>
        <dd>{formatNights(nights)}</dd>
        <dt>{priceLabel}</dt>
        <dd className={styles.price}>{formatPence(pricePence)}</dd>
      </dl>
    </aside>
  );
}
