import { LoadFailed } from '../../../components/ui/load-failed';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeal } from '../api/get-deal';
import { dealRows } from '../owner-format';
import styles from './owners.module.css';

/** Current Deal: only its non-zero, non-empty fields. */
export function CurrentDeal({ dealNo }: { dealNo: string | null }) {
  const deal = useDeal(dealNo);
  return (
    <Panel
      as="section"
      className={styles.panel}
      aria-labelledby="current-deal-heading"
      aria-busy={deal.isLoading}
    >
      <h2 id="current-deal-heading">Current Deal</h2>
      {!dealNo ? <p>You have no current deal with us.</p> : null}
      {deal.isLoading ? (
        <div className={styles.loading}>
          <span className="visually-hidden" role="status">
            Loading your deal…
          </span>
          <Skeleton />
          <Skeleton />
          <Skeleton short />
        </div>
      ) : null}
      {deal.isError ? <LoadFailed title="We could not load your deal" query={deal} /> : null}
      {deal.data ? (
        <dl className={styles.dealFacts}>
          <div>
            <dt>Deal No</dt>
            <dd>{deal.data.deal_no}</dd>
          </div>
          {dealRows(deal.data).map((row) => (
            <div key={row.key} className={row.value.length > 24 ? styles.dealWide : undefined}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Panel>
  );
}
