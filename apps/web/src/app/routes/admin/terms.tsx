import { PageFrame } from '../../../components/ui/page-frame';
import { TermsEditor } from '../../../features/admin/terms';

/** /admin/terms (admins): the cancellation and change terms guests agree to, per holiday type. */
export function AdminTermsRoute() {
  return (
    <PageFrame
      title="Terms"
      lead="The cancellation and change terms of each holiday type, shown to guests above the pay button and in their confirmation e-mail. Saving adds a new version: bookings already paid keep the terms their guest agreed to."
    >
      <title>Terms – Back office</title>
      <TermsEditor />
    </PageFrame>
  );
}
