import { ChangeLog } from '../../../../components/ui/change-log';
import { changeLogOf } from '../../../../lib/audit-log';
import { useAuditHistory } from '../../../../reads/audit-history';
import { DeskSection } from './booking-details';

/** What staff have done to the booking, newest first: who, when, what, before → after. */
export function BookingHistory({ bookingNo }: { bookingNo: string }) {
  const history = useAuditHistory({ entityType: 'booking', entityId: bookingNo });
  return (
    <DeskSection title="History">
      <ChangeLog items={changeLogOf(history)} empty="Staff have not changed this booking yet." />
    </DeskSection>
  );
}
