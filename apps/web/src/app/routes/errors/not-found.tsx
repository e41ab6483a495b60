import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import styles from './not-found.module.css';

export function NotFoundRoute() {
  return (
    <section className={styles.panel} aria-labelledby="not-found-heading">
      <title>Page not found</title>
      <h1 id="not-found-heading">Sorry! The page you're looking for doesn't exist</h1>
      <p>
        <Link to={paths.home}>Go to the home page</Link> to search for your next holiday.
      </p>
    </section>
  );
}
