import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { type DataColumn, DataTable } from './data-table';
import { EmptyState } from './empty-state';
import { FormActions } from './form-actions';
import { PageFrame } from './page-frame';
import { Toolbar } from './toolbar';

type Row = { code: string; name: string; amount: number };
const COLUMNS: DataColumn<Row>[] = [
  { key: 'code', header: 'Code', rowHeader: true, cell: (row) => row.code },
  { key: 'name', header: <abbr title="Full name">Name</abbr>, label: 'Full name', cell: (row) => row.name },
  { key: 'amount', header: 'Amount', numeric: true, cell: (row) => `£${row.amount}` },
];

describe('DataTable', () => {
  it('names the table, heads each row and labels every cell for the phone cards', () => {
    render(
      <DataTable
        caption="Things found"
        columns={COLUMNS}
        rows={[
          { code: 'A1', name: 'Alpha', amount: 5 },
          { code: 'B2', name: 'Beta', amount: 7 },
        ]}
        rowKey={(row) => row.code}
      />,
    );
    const table = screen.getByRole('table', { name: 'Things found' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const alpha = within(table).getByRole('rowheader', { name: 'A1' });
    expect(alpha).toHaveAttribute('data-label', 'Code');
    expect(within(table).getByRole('cell', { name: 'Alpha' })).toHaveAttribute('data-label', 'Full name');
    expect(within(table).getByRole('cell', { name: '£5' })).toHaveAttribute('data-label', 'Amount');
    expect(within(table).getByRole('columnheader', { name: 'Amount' })).toHaveClass('number');
  });

  it('is named by a heading, and shows what it was given instead when there are no rows', () => {
    const { rerender } = render(
      <>
        <h2 id="list-heading">Payments</h2>
        <DataTable labelledBy="list-heading" columns={COLUMNS} rows={[]} rowKey={(row) => row.code} />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Payments' })).toBeInTheDocument();
    rerender(
      <DataTable
        caption="Things found"
        columns={COLUMNS}
        rows={[]}
        rowKey={(row) => row.code}
        empty={<EmptyState>Nothing found yet.</EmptyState>}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing found yet.')).toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('is a line of words, or a panel with a heading and what to do next', () => {
    const { rerender } = render(<EmptyState>No entries yet.</EmptyState>);
    expect(screen.getByText('No entries yet.').tagName).toBe('P');
    rerender(
      <EmptyState title="No matches" headingLevel={3} action={<Button>Clear the search</Button>}>
        Try another name.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No matches' })).toBeInTheDocument();
    expect(screen.getByText('Try another name.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear the search' })).toBeInTheDocument();
  });
});

describe('PageFrame, Toolbar and FormActions', () => {
  it('names the screen by its heading and keeps its actions beside it', () => {
    render(
      <PageFrame title="Things" lead="Everything we keep." actions={<Button>New thing</Button>}>
        <Toolbar>
          <input aria-label="Search" />
        </Toolbar>
        <FormActions align="end">
          <Button>Save</Button>
        </FormActions>
      </PageFrame>,
    );
    const frame = screen.getByRole('region', { name: 'Things' });
    expect(within(frame).getByRole('heading', { level: 1, name: 'Things' })).toBeInTheDocument();
    expect(within(frame).getByText('Everything we keep.')).toBeInTheDocument();
    expect(within(frame).getByRole('button', { name: 'New thing' })).toBeInTheDocument();
    expect(within(frame).getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(within(frame).getByRole('button', { name: 'Save' }).parentElement).toHaveClass('actions', 'end');
  });
});
