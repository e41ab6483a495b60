import type { TAdminOwner, TDeal } from '@parkstays/contract';
import { Fragment } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FactList } from '../../../../components/ui/fact-list';
import { FormActions } from '../../../../components/ui/form-actions';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate, formatPence } from '../../../../lib/format';
import { useSetCurrentDeal } from '../api/set-current-deal';
import { DealFormDialog } from './deal-form-dialog';
import { OwnerSection, useSectionDialog } from './owner-section';
import styles from './owners.module.css';

/** A deal's facts: only those that are set, as the owners portal shows them. */
function DealFacts({ deal }: { deal: TDeal }) {
  const money: [string, number][] = [
    ['Deposit', deal.deposit_amount_pence],
    ['VAT', deal.vat_amount_pence],
    ['Customer contribution', deal.customer_contribution_pence],
    ['Selling price of extras', deal.selling_price_of_extras_pence],
    ['Site fee contribution', deal.site_fee_contribtuion_pence],
  ];
  const unit = [
    deal.unit_manufacturer,
    deal.unit_model,
    deal.unit_year ? String(deal.unit_year) : '',
    deal.unit_no_of_bedrooms !== null ? `${deal.unit_no_of_bedrooms} bedrooms` : '',
    deal.unit_length && deal.unit_width ? `${deal.unit_length} × ${deal.unit_width} ft` : '',
  ].filter(Boolean);
  return (
    <FactList compact stackOnPhone breakValues>
      <dt>Park</dt>
      <dd>
        {deal.park_code}
        {deal.sub_park ? `, ${deal.sub_park}` : ''}
        {deal.plot_no ? `, plot ${deal.plot_no}` : ''}
      </dd>
      {deal.unit_no || deal.unit_description ? (
        <>
          <dt>Unit</dt>
          <dd>{[deal.unit_no, deal.unit_description].filter(Boolean).join(': ')}</dd>
        </>
      ) : null}
      {unit.length ? (
        <>
          <dt>Home</dt>
          <dd>{unit.join(', ')}</dd>
        </>
      ) : null}
      {deal.unit_chassis_no ? (
        <>
          <dt>Chassis</dt>
          <dd>{deal.unit_chassis_no}</dd>
        </>
      ) : null}
      {money
        .filter(([, pence]) => pence !== 0)
        .map(([label, pence]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{formatPence(pence)}</dd>
          </Fragment>
        ))}
      <dt>Completed</dt>
      <dd>{deal.completed_date ? formatDate(deal.completed_date) : 'Not yet'}</dd>
    </FactList>
  );
}

/** The owner's deals: the current one marked; admins add, edit and choose the current one. */
export function DealsSection({ owner, canChange }: { owner: TAdminOwner; canChange: boolean }) {
  const dialog = useSectionDialog<TDeal | 'new' | null>(null);
  const editing = dialog.target;
  const current = useSetCurrentDeal(owner.customer_no);
  return (
    <OwnerSection
      title="Deals"
      actions={
        canChange ? (
          <Button variant="secondary" onClick={() => dialog.start('new')}>
            Add deal
          </Button>
        ) : null
      }
    >
      {dialog.done ? <Alert variant="success">{dialog.done}</Alert> : null}
      {current.isError ? <Alert variant="error">{errorMessage(current.error)}</Alert> : null}
      {owner.deals.length === 0 ? (
        <p className={styles.muted}>
          No deals yet.{canChange ? ' Use Add deal when the owner buys a holiday home.' : ''}
        </p>
      ) : (
        <ul className={styles.plainList}>
          {owner.deals.map((deal) => {
            const isCurrent = deal.deal_no === owner.current_deal_no;
            return (
              <li key={deal.deal_no} className={styles.card} aria-label={`Deal ${deal.deal_no}`}>
                <div className={styles.cardHeader}>
                  <h3 className={styles.cardTitle}>Deal {deal.deal_no}</h3>
                  {isCurrent ? <span className={styles.badge}>Current deal</span> : null}
                </div>
                <DealFacts deal={deal} />
                {canChange ? (
                  <FormActions>
                    <Button variant="secondary" onClick={() => dialog.start(deal)}>
                      Edit<span className="visually-hidden"> deal {deal.deal_no}</span>
                    </Button>
                    {isCurrent ? null : (
                      <Button
                        variant="link"
                        busy={current.isPending && current.variables === deal.deal_no}
                        busyText="Saving…"
                        onClick={() =>
                          current.mutate(deal.deal_no, {
                            onSuccess: (answer) => dialog.setDone(answer.message ?? ''),
                          })
                        }
                      >
                        Make current<span className="visually-hidden"> deal {deal.deal_no}</span>
                      </Button>
                    )}
                  </FormActions>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {editing ? (
        <DealFormDialog
          key={editing === 'new' ? 'new' : editing.deal_no}
          customerNo={owner.customer_no}
          deal={editing === 'new' ? undefined : editing}
          defaultParkCode={owner.park?.park_code}
          open={dialog.open}
          onClose={dialog.close}
          onSaved={dialog.saved}
        />
      ) : null}
    </OwnerSection>
  );
}
