import { ChangeLog } from '../../../../components/ui/change-log';
import { changeLogOf } from '../../../../lib/audit-log';
import { useOwnerHistory } from '../api/get-owner-history';
import { OwnerSection } from './owner-section';

/** What staff have done to the owner's record, newest first. */
export function OwnerHistory({ customerNo }: { customerNo: string }) {
  const history = useOwnerHistory(customerNo);
  return (
    <OwnerSection title="History">
      <ChangeLog items={changeLogOf(history)} empty="Staff have not changed this owner yet." />
    </OwnerSection>
  );
}
