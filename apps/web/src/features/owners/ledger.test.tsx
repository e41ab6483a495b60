import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/storage';
import { AUTHORISED, cardPaymentRoutes, fillCard } from '../../test/card-payment';
import { renderAt } from '../../test/render-app';
import { json, mockFetch } from '../../test/utils';
import { filenameFromDisposition, invoiceFilename } from './api/download-invoice';
import { entries, ledgerEntry, owner, ownerUser } from './test-data';

function signIn() {
  sessionStore.setSession({ user: ownerUser, token: 'owner-token' }, true);
}

afterEach(() => {
  vi.restoreAllMocks();
});

const invoice = entries[0]!;
const creditMemo = entries[2]!;

function entryApi(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/ping': () => json({ success: true, user: ownerUser }),
    'GET /api/owners-portal/owner': () => json({ success: true, data: owner }),
    'GET /api/owners-portal/customer-ledger-entries/12': () => json({ success: true, data: invoice }),
    'GET /api/owners-portal/customer-ledger-entries/10': () => json({ success: true, data: creditMemo }),
    ...extra,
  });
}

describe('invoice file names', () => {
  it('reads the server’s file name, else names the file after the document', () => {
    expect(filenameFromDisposition('attachment; filename="SI-1001.pdf"')).toBe('SI-1001.pdf');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''Invoice%20SI-1001.pdf")).toBe(
      'Invoice SI-1001.pdf',
    );
    expect(filenameFromDisposition(null)).toBeUndefined();
    expect(invoiceFilename('SI/1001')).toBe('SI-1001.pdf');
  });
});

describe('Ledger entry details', () => {
  it('sends a signed-out visitor to log in, and back to the entry afterwards', async () => {
    mockFetch();
    const router = renderAt('/owners-portal/ledger-entry/12');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.location.search).get('redirect')).toBe('ledgerEntryDetails/12');
    expect(await screen.findByRole('heading', { name: 'Please Login' })).toBeInTheDocument();

    entryApi();
    signIn();
    await waitFor(() => expect(router.location.pathname).toBe('/owners-portal/ledger-entry/12'));
    expect(await screen.findByRole('heading', { name: 'Invoice SI-1001' })).toBeInTheDocument();
  });

  it('shows every field of an invoice, Make Payment and Download Invoice', async () => {
    signIn();
    entryApi();
    renderAt('/owners-portal/ledger-entry/12');
    expect(
      await screen.findByRole('heading', { name: 'Ledger Entry Details', level: 1 }),
    ).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'Invoice SI-1001' });
    const value = (label: string) => within(details).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Entry No')).toHaveTextContent('12');
    expect(value('Document Type')).toHaveTextContent('Invoice');
    expect(value('Document No')).toHaveTextContent('SI-1001');
    expect(value('Description')).toHaveTextContent('Site fees 2026');
    expect(value('Posting Date')).toHaveTextContent('05/01/2026');
    expect(value('Due Date')).toHaveTextContent('31/03/2026');
    expect(value('Open')).toHaveTextContent('Yes');
    expect(value('Amount')).toHaveTextContent('£4,250.00');
    expect(value('Remaining Amount')).toHaveTextContent('£4,250.00');
    expect(value('Pending Payments')).toHaveTextContent('£0.00');
    expect(value('Currency')).toHaveTextContent('GBP');
    expect(value('Reason Code')).toHaveTextContent('No reason code');
    // Empty fields are said in words, never the literal "None".
    expect(within(details).queryByText('None')).not.toBeInTheDocument();
    expect(within(details).getByRole('button', { name: /^Download Invoice/ })).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: /^Make Payment/ })).toHaveAttribute(
      'href',
      '/owners-portal/payment/12',
    );
    expect(within(details).getByText('£4,250.00', { selector: 'strong' })).toBeInTheDocument();
  });

  it('downloads the invoice with the session’s token as a PDF named after the document', async () => {
    signIn();
    const { fetchMock } = entryApi();
    const answer = fetchMock.getMockImplementation()!;
    const pdf = '%PDF-1.4 invoice';
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === invoice.invoice_url) {
        const headers = new Headers(init?.headers);
        if (headers.get('Authorization') !== 'Bearer owner-token') return new Response('', { status: 401 });
        return new Response(pdf, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="SI-1001.pdf"',
          },
        });
      }
      return answer(input, init);
    });
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const href = `blob:test/${blobs.size}`;
      blobs.set(href, blob as Blob);
      return href;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    const events = userEvent.setup();
    renderAt('/owners-portal/ledger-entry/12');
    await events.click(await screen.findByRole('button', { name: /^Download Invoice/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('SI-1001.pdf');
    expect(await saved[0]!.blob.text()).toBe(pdf);
  });

  it('says so when the invoice cannot be downloaded', async () => {
    signIn();
    const { fetchMock } = entryApi();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === invoice.invoice_url ? new Response('', { status: 404 }) : answer(input, init),
    );
    const events = userEvent.setup();
    renderAt('/owners-portal/ledger-entry/12');
    await events.click(await screen.findByRole('button', { name: /^Download Invoice/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not download the invoice. Please try again.',
    );
  });

  it('offers neither payment nor invoice on a credit memo, and shows Open as Yes or No', async () => {
    signIn();
    entryApi({
      'GET /api/owners-portal/customer-ledger-entries/9': () => json({ success: true, data: entries[1] }),
    });
    const router = renderAt('/owners-portal/ledger-entry/10');
    const memo = await screen.findByRole('region', { name: 'Credit Memo CM-0010' });
    expect(within(memo).getByText('Open', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Yes');
    expect(within(memo).getByText('Amount', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '-£150.00',
    );
    expect(within(memo).queryByRole('link', { name: /Make Payment/ })).not.toBeInTheDocument();
    expect(within(memo).queryByRole('button', { name: /Download Invoice/ })).not.toBeInTheDocument();

    await router.navigate('/owners-portal/ledger-entry/9');
    const payment = await screen.findByRole('region', { name: 'Payment PAY-0009' });
    expect(within(payment).getByText('Open', { selector: 'dt' }).nextElementSibling).toHaveTextContent('No');
    expect(within(payment).getByText('Due Date', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'No due date',
    );
    expect(within(payment).queryByText('None')).not.toBeInTheDocument();
  });

  it('shows a paid invoice without Make Payment', async () => {
    signIn();
    entryApi({
      'GET /api/owners-portal/customer-ledger-entries/7': () =>
        json({
          success: true,
          data: ledgerEntry({
            entry_no: 7,
            document_no: 'SI-0007',
            open: false,
            remaining_amount_lcy: '0.00',
            payable_pence: 0,
            invoice_url: '/api/owners-portal/customer-ledger-entries/7/invoice',
          }),
        }),
    });
    renderAt('/owners-portal/ledger-entry/7');
    const paid = await screen.findByRole('region', { name: 'Invoice SI-0007' });
    expect(within(paid).getByText('This invoice is paid.')).toBeInTheDocument();
    expect(within(paid).queryByRole('link', { name: /Make Payment/ })).not.toBeInTheDocument();
    expect(within(paid).getByRole('button', { name: /^Download Invoice/ })).toBeInTheDocument();
  });

  it('says clearly when the entry does not exist', async () => {
    signIn();
    entryApi();
    renderAt('/owners-portal/ledger-entry/999');
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Ledger entry not found');
    expect(problem).toHaveTextContent('There is no such entry on your owner account.');
    expect(within(problem).getByRole('link', { name: 'Owner Portal' })).toHaveAttribute(
      'href',
      '/owners-portal/owner-portal',
    );
  });
});

describe('Owner Account Payment', { timeout: 20_000 }, () => {
  it('takes part of an open invoice by card as an Invoice payment, then shows Payment Complete', async () => {
    signIn();
    let paidPence = 0;
    const { calls } = entryApi({
      'GET /api/owners-portal/customer-ledger-entries/12': () =>
        json({ success: true, data: { ...invoice, payable_pence: invoice.payable_pence - paidPence } }),
      ...cardPaymentRoutes(AUTHORISED, {
        onPay: () => {
          paidPence = 10_000;
        },
      }),
    });
    const events = userEvent.setup();
    const router = renderAt('/owners-portal/payment/12');
    expect(
      await screen.findByRole('heading', { name: 'Owner Account Payment', level: 1 }),
    ).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Invoice SI-1001' });
    expect(within(summary).getByText('Available to pay now').nextElementSibling).toHaveTextContent(
      '£4,250.00',
    );

    const form = await screen.findByRole('form', { name: 'Card payment' });
    const amount = within(form).getByLabelText('Amount (£)');
    expect(amount).toHaveAttribute('max', '4250');
    // The billing address starts as the owner's.
    expect(within(form).getByLabelText('First name')).toHaveValue('David');
    expect(within(form).getByLabelText('Surname')).toHaveValue('Hughes');
    expect(within(form).getByLabelText('Address')).toHaveValue('14 Harbour Walk');
    expect(within(form).getByLabelText('City')).toHaveValue('Whitby');
    expect(within(form).getByLabelText('Post code')).toHaveValue('YO21 3TE');
    expect(within(form).getByLabelText('I have read and agree to the privacy policy')).not.toBeChecked();

    await events.type(amount, '100');
    await fillCard(events, { name: 'David Hughes', within: within(form) });
    await events.click(within(form).getByRole('button', { name: 'Make payment' }));

    await waitFor(() => expect(router.location.pathname).toBe('/owners-portal/payment-complete'));
    expect(await screen.findByRole('heading', { name: 'Payment Complete', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('£100.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Owner Portal' })).toHaveAttribute(
      'href',
      '/owners-portal/owner-portal',
    );
    expect(screen.getByRole('link', { name: 'View Ledger Entry' })).toHaveAttribute(
      'href',
      '/owners-portal/ledger-entry/12',
    );
    expect(calls.find((call) => call.path === '/api/payments')?.body).toMatchObject({
      type: 'Invoice',
      entryNumber: 12,
      amount: 100,
      customerFirstName: 'David',
      customerLastName: 'Hughes',
      postalCode: 'YO213TE',
    });
  });

  it('has nothing to take on a credit memo', async () => {
    signIn();
    entryApi();
    renderAt('/owners-portal/payment/10');
    expect(await screen.findByText(/There is nothing to pay on this entry by card/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();
  });

  it('thanks the owner even when the amount is not known', async () => {
    mockFetch();
    renderAt('/owners-portal/payment-complete');
    expect(await screen.findByRole('heading', { name: 'Payment Complete', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('We have received your payment.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Ledger Entry' })).not.toBeInTheDocument();
  });
});
