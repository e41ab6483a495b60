import styles from './notices.module.css';

/** Holiday type 5 (the resort) is booked on its own site now: no results here, a way there. */
export function ResortNotice({
  holidayTypeTitle,
  url,
}: {
  holidayTypeTitle: string | undefined;
  /** The resort's own booking page ('' while unknown). */
  url: string;
}) {
  const name = holidayTypeTitle ?? 'the resort';
  return (
    <section className={styles.resort} aria-labelledby="resort-heading">
      <h2 id="resort-heading">Bookings for {name} have moved</h2>
      <p>Stays at {name} are now booked on its own booking page, with the latest prices and availability.</p>
      {url ? (
        <p>
          <a href={url} className={styles.resortLink}>
            Go to the {name} booking page
          </a>
        </p>
      ) : (
        <p>Please call us and we'll help you book.</p>
      )}
    </section>
  );
}
