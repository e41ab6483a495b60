import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame';
import { OutboxBrowser } from '../../../features/admin/outbox';

/** /admin/outbox (?to= starts with an address): the e-mails sent to guests and owners. */
export function AdminOutboxRoute() {
  const [params] = useSearchParams();
  return (
    <PageFrame
      title="Outbox"
      lead="Every e-mail sent to guests and owners. Links and codes that only the addressee may use are hidden."
    >
      <title>Outbox – Back office</title>
      <OutboxBrowser initialTo={params.get('to') ?? ''} />
    </PageFrame>
  );
}
