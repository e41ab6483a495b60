import styles from './home-route.module.css';

/** The home screen; the search bar and results arrive in a later issue. */
export function HomeRoute() {
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <title>Holiday parks across the UK</title>
      <h1 id="home-heading" className={styles.heading}>
        Holidays the whole family will love
      </h1>
      <p className={styles.lead}>
        Lodges, caravans, pitches and hotel rooms at holiday parks across the UK, booked in a few minutes.
      </p>
    </section>
  );
}
