import { useSearchParams } from 'react-router';
import { OutboxBrowser } from '../../../features/admin/outbox';
import styles from './admin-screens.module.css';

/** /admin/outbox (?to= starts with an address): the e-mails sent to guests and owners. */
export function AdminOutboxRoute() {
  const [params] = useSearchParams();
  return (
    <div className={styles.screen}>
      <title>Outbox – Back office</title>
      <header className={styles.header}>
        <h1>Outbox</h1>
        <p className={styles.lead}>
          Every e-mail sent to guests and owners. Links and codes that only the addressee may use are hidden.
        </p>
      </header>
      <OutboxBrowser initialTo={params.get('to') ?? ''} />
    </div>
  );
}
