import { staffRoleAllows } from '@parkstays/contract';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
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
import styles from './owners.module.css';

const PER_PAGE = 20;

/** The search as the address holds it, so it can be shared, reloaded and gone back to. */
function searchFrom(params: URLSearchParams): OwnerSearch {
  return { q: params.get('q') ?? '', park_id: params.get('park_id') ?? '' };
}

/** The Owners screen: find an owner by name, customer number, e-mail or park; admins add one. */
export function AdminOwnersRoute() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const canChange = staffRoleAllows(useSession().user?.staff_role, ['admin']);
  const [adding, setAdding] = useState(false);
  const search = searchFrom(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const found = useFindOwners({ ...toFindOwnersQuery(search, page), per_page: PER_PAGE });

  const go = (next: OwnerSearch, nextPage = 1) => {
    const entries = Object.entries({ ...next, page: nextPage > 1 ? String(nextPage) : '' }).filter(
      ([, value]) => value !== '',
    );
    setParams(new URLSearchParams(entries));
  };

  return (
    <PageFrame
      title="Owners"
      actions={canChange ? <Button onClick={() => setAdding(true)}>Add owner</Button> : null}
    >
      <OwnerSearchForm key={params.toString()} initial={search} onSearch={(next) => go(next)} />
      {found.isPending ? (
        <div aria-busy="true" className={styles.loading}>
          <span className="visually-hidden">Finding owners…</span>
          <Skeleton shape="block" />
          <Skeleton shape="block" />
        </div>
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
