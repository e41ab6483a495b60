import { PageFrame } from '../../../components/ui/page-frame';
import { PrivacyRequests } from '../../../features/admin/privacy';

/** /admin/privacy: what guests and owners asked of their data, each due within 30 days. */
export function AdminPrivacyRoute() {
  return (
    <PageFrame
      title="Privacy requests"
      lead="Requests for a copy of data, a correction, erasure, and complaints. Each must be answered within 30 days."
    >
      <title>Privacy requests – Back office</title>
      <PrivacyRequests />
    </PageFrame>
  );
}
