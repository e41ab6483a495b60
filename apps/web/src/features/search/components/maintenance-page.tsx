import { telHref } from '../../../lib/format';
import styles from './notices.module.css';

/** What the home page shows while the availability service answers 503 (maintenance). */
export function MaintenancePage({ email, phone }: { email: string; phone: string }) {
  return (
    <section className={styles.maintenance} aria-labelledby="maintenance-heading">
      <title>Website Under Maintenance</title>
      <h1 id="maintenance-heading">Website Under Maintenance</h1>
      <p className={styles.lead}>We'll be back soon</p>
      <p>
        We're making some improvements. Please try again shortly.
        {email || phone ? ' If you need us in the meantime, ' : ''}
        {email ? <a href={`mailto:${email}`}>email {email}</a> : null}
        {email && phone ? ' or ' : ''}
        {phone ? <a href={telHref(phone)}>call {phone}</a> : null}
        {email || phone ? '.' : ''}
      </p>
    </section>
  );
}
