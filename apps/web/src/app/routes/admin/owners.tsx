import { staffRoleAllows } from '@parkstays/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadingSkeleton } from '../../../components/ui/read-states';
import { backOfficeOwnerPath } from '../../../config/back-office-paths';
import {
  OwnerFormDialog,
  OwnerResults,
  type OwnerSearch,
  OwnerSearchForm,
  toFindOwnersQuery,
  useFindOwners,
} from '../../../features/admin/owners';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { useAddressSearch } from './address-state';
import styles from './owners.module.css';

const PER_PAGE = 20;

/** The search as the address holds it, so it can be shared, reloaded and gone back to. */
function searchFrom(params: URLSearchParams): OwnerSearch {
  return { q: params.get('q') ?? '', park_id: params.get('park_id') ?? '' };
}

/** The Owners screen: find an owner by name, customer number, e-mail or park; admins add one. */
export function AdminOwnersRoute() {
  const { search, page, go, key } = useAddressSearch(searchFrom);
  const navigate = useNavigate();
  const canChange = staffRoleAllows(useSession().user?.staff_role, ['admin']);
  const [adding, setAdding] = useState(false);
  const found = useFindOwners({ ...toFindOwnersQuery(search, page), per_page: PER_PAGE });

  return (
    <PageFrame
      title="Owners"
      actions={canChange ? <Button onClick={() => setAdding(true)}>Add owner</Button> : null}
    >
      <OwnerSearchForm key={key} initial={search} onSearch={(next) => go(next)} />
      {found.isPending ? (
        <LoadingSkeleton className={styles.loading} label="Finding owners…" shapes={['block', 'block']} />
      ) : found.isError ? (
        <Alert variant="error" title="The owners could not be found">
          {errorMessage(found.error)}
        </Alert>
      ) : found.data.total === 0 ? (
        <EmptyState title="No owners match">
          {search.q || search.park_id
            ? 'Check the spelling of the name, number or e-mail, or choose all parks.'
            : 'There are no owners yet. Use Add owner when someone buys a holiday home.'}
        </EmptyState>
      ) : (
        <OwnerResults
          owners={found.data.owners}
          total={found.data.total}
          page={found.data.page}
          perPage={found.data.per_page}
          onPageChange={(next) => go(search, next)}
          ownerPath={backOfficeOwnerPath}
        />
      )}
      {canChange ? (
        <OwnerFormDialog
          open={adding}
          onClose={() => setAdding(false)}
          onSaved={(owner) => {
            setAdding(false);
            navigate(backOfficeOwnerPath(owner.customer_no));
          }}
        />
      ) : null}
    </PageFrame>
  );
}
