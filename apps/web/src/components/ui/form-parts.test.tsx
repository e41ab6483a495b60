import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { ConfirmDialog } from './confirm-step';
import { FormFrame } from './form-frame';
import { LoadFailed } from './load-failed';
import { PagedTable } from './paged-table';

const refusal = (errors: { field: string; message: string }[]) =>
  new ApiError(400, 'Not saved: the code is taken', errors);

describe('FormFrame', () => {
  it('says a refusal no field can show, is busy while its call runs, and offers Cancel', async () => {
    const onCancel = vi.fn();
    const call = { isPending: true, isError: true, error: refusal([]) };
    const { rerender } = render(
      <FormFrame
        label="Add a thing"
        onSubmit={vi.fn()}
        summary={{ errors: [] }}
        call={call}
        submitLabel="Add"
        busyText="Adding…"
        onCancel={onCancel}
      >
        <input aria-label="Name" />
      </FormFrame>,
    );
    const form = screen.getByRole('form', { name: 'Add a thing' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Not saved: the code is taken');
    expect(within(form).getByRole('button', { name: 'Adding…' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();

    // A refusal that names its fields is said beside them, not above.
    rerender(
      <FormFrame
        label="Add a thing"
        onSubmit={vi.fn()}
        summary={{ errors: [] }}
        call={{ ...call, error: refusal([{ field: 'name', message: 'Taken' }]) }}
        submitLabel="Add"
      >
        <input aria-label="Name" />
      </FormFrame>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('asks, keeps it by default, and forgets its call on closing', async () => {
    const call = { isPending: false, isError: true, error: refusal([]), reset: vi.fn() };
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Remove the thing?"
        onClose={onClose}
        call={call}
        confirmLabel="Remove"
        onConfirm={vi.fn()}
      >
        <p>It goes at once.</p>
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove the thing?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not saved: the code is taken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(call.reset).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('LoadFailed and PagedTable', () => {
  it('offers Try again, and pages what a search found under a heading with the count', async () => {
    const refetch = vi.fn();
    render(<LoadFailed title="We could not load the things" query={{ error: new Error('down'), refetch }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();

    const onPageChange = vi.fn();
    render(
      <PagedTable
        found={{ one: 'thing', many: 'things', order: 'by name' }}
        columns={[
          { key: 'name', header: 'Name', rowHeader: true, cell: (row: { name: string }) => row.name },
        ]}
        rows={[{ name: 'Alpha' }, { name: 'Beta' }]}
        rowKey={(row) => row.name}
        paging={{ total: 3, page: 1, perPage: 2, onPageChange }}
      />,
    );
    const found = screen.getByRole('region', { name: '3 things found' });
    expect(within(found).getByRole('table', { name: 'Things found, by name' })).toBeInTheDocument();
    expect(within(found).getByRole('navigation', { name: 'Pages of things' })).toBeInTheDocument();
    await userEvent.click(within(found).getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
