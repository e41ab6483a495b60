import {
  addDays,
  CUSTOMER_NO_CHARACTERS_MESSAGE,
  LINK_CODE_SHAPE_MESSAGE,
  LINK_OWNER_FAILED_MESSAGE,
  londonToday,
  type TUser,
  type TVisit,
} from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/storage';
import { user as plainUser } from '../../test/fixtures';
import { renderAt } from '../../test/render-app';
import { json, mockFetch } from '../../test/utils';
import { visitFormSchema } from './components/create-visit-form';
import { dealRows, splitName, visitImageUrl } from './owner-format';
import { deal, entries, owner, ownerUser, parks, ukDate, visit } from './test-data';

function signIn(who: TUser) {
  sessionStore.setSession({ user: who, token: 'tok' }, true);
}

/** The answers an owner's portal needs, with visits that a test can change. */
function ownerApi(visits: TVisit[], extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/ping': () => json({ success: true, user: ownerUser }),
    'GET /api/owners-portal/owner': () => json({ success: true, data: owner }),
    'POST /api/owners-portal/deal': () => json({ success: true, data: deal }),
    'GET /api/owners-portal/customer-ledger-entries': () => json({ success: true, data: { entries } }),
    'GET /api/users/visits': () => json({ success: true, data: visits }),
    'GET /api/parks': () => json({ success: true, data: parks }),
    ...extra,
  });
}

type LinkBody = { email: string; customer_no: string; code?: string };

/**
 * A signed-in user who is not an owner yet, and the portal's answers: `refuse` may answer a link
 * request itself (a refusal, or asking for the e-mailed code); otherwise the request links the user
 * to owner C10003 (Gwen Pritchard), whose portal then loads. `attempts` counts the link requests.
 */
function linkingApi(refuse: (body: LinkBody) => ReturnType<typeof json> | undefined) {
  let current: TUser = { ...plainUser };
  signIn(current);
  let attempts = 0;
  const api = mockFetch({
    'GET /api/ping': () => json({ success: true, user: current }),
    'POST /api/owners-portal/link': (request) => {
      attempts += 1;
      const refusal = refuse(request.body as LinkBody);
      if (refusal) return refusal;
      current = { ...current, customer_no: 'C10003' };
      return json({
        success: true,
        code_required: false,
        message: 'Linked',
        data: { customer_no: 'C10003' },
      });
    },
    'GET /api/users': () => json({ success: true, data: current }),
    'GET /api/owners-portal/owner': () =>
      json({ success: true, data: { ...owner, name: 'Gwen Pritchard', customer_no: 'C10003' } }),
    'POST /api/owners-portal/deal': () => json({ success: true, data: deal }),
    'GET /api/owners-portal/customer-ledger-entries': () => json({ success: true, data: { entries: [] } }),
    'GET /api/users/visits': () => json({ success: true, data: [] }),
  });
  return { ...api, attempts: () => attempts };
}

describe('owner portal helpers', () => {
  it('keeps only the non-zero, non-empty deal fields, with readable labels', () => {
    const rows = Object.fromEntries(dealRows(deal).map((row) => [row.label, row.value]));
    expect(rows).toEqual({
      'Park Code': 'WB',
      'Plot No': 'A12',
      'Completed Date': '14/04/2023',
      'Deposit Amount': '£2,500.00',
      'Customer Contribution': '£1,250.50',
      'Site Fee Contribution': '£600.00',
      'Unit No': 'U-77',
      'Unit Description': 'Willerby Sierra',
      'Unit Manufacturer': 'Willerby',
      'Unit Model': 'Sierra',
      'Unit Year': '2022',
      'Unit Length': '38',
      'Unit Width': '12',
    });
  });

  it('uses http image URLs as they are and serves others from the API host', () => {
    expect(visitImageUrl('https://images.example/a.jpg')).toBe('https://images.example/a.jpg');
    expect(visitImageUrl('/media/parks/WB.svg')).toBe('/media/parks/WB.svg');
    expect(visitImageUrl('media/parks/WB.svg')).toBe('/media/parks/WB.svg');
  });

  it('splits an owner name into first name and surname', () => {
    expect(splitName('David Hughes')).toEqual({ first_name: 'David', last_name: 'Hughes' });
    expect(splitName('Mary Ann  Jones')).toEqual({ first_name: 'Mary Ann', last_name: 'Jones' });
    expect(splitName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
  });
});

describe('Owner Portal: guards', () => {
  it('sends a signed-out visitor home', async () => {
    mockFetch();
    const router = renderAt('/owners-portal/owner-portal');
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });

  it('shows the Owner Portal link in the header once signed in', async () => {
    signIn(ownerUser);
    ownerApi([]);
    renderAt('/events');
    const link = await screen.findByRole('link', { name: 'Owner Portal' });
    expect(link).toHaveAttribute('href', '/owners-portal/owner-portal');
  });
});

// Typing whole forms with user-event outlasts the 5 s default on a busy machine.
describe('Owner Portal: Link Customer Account', { timeout: 20_000 }, () => {
  it('asks for the e-mail, shows the server refusal in red, then links with the e-mailed code', async () => {
    const { calls, attempts } = linkingApi((body) => {
      if (body.email === 'wrong@example.com') {
        return json({ success: false, message: LINK_OWNER_FAILED_MESSAGE }, 400);
      }
      if (!body.code) {
        return json(
          {
            success: true,
            code_required: true,
            message: 'We have e-mailed a code to the owner’s address. Enter it to finish linking.',
            data: { customer_no: null },
          },
          202,
        );
      }
      return undefined;
    });
    const events = userEvent.setup();
    renderAt('/owners-portal/owner-portal');
    const form = await screen.findByRole('form', { name: 'Link Customer Account' });
    expect(within(form).getByLabelText('Customer Number (optional)')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Code')).not.toBeInTheDocument();

    await events.click(within(form).getByRole('button', { name: 'Link Account' }));
    expect(await within(form).findByRole('link', { name: 'Email is required' })).toBeInTheDocument();
    expect(attempts()).toBe(0);

    await events.type(within(form).getByLabelText('Email'), 'wrong@example.com');
    await events.click(within(form).getByRole('button', { name: 'Link Account' }));
    const refusal = await within(form).findByText(LINK_OWNER_FAILED_MESSAGE);
    expect(refusal.closest('[role="alert"]')).toHaveAttribute('data-variant', 'error');

    await events.clear(within(form).getByLabelText('Email'));
    await events.type(within(form).getByLabelText('Email'), 'newowner@brackenbay.example');
    // A customer number or a code of the wrong shape is named beside its field, and never sent.
    const sent = attempts();
    await events.type(within(form).getByLabelText('Customer Number (optional)'), 'C10003!');
    await events.click(within(form).getByRole('button', { name: 'Link Account' }));
    expect(
      await within(form).findByRole('link', { name: CUSTOMER_NO_CHARACTERS_MESSAGE }),
    ).toBeInTheDocument();
    expect(attempts()).toBe(sent);
    await events.clear(within(form).getByLabelText('Customer Number (optional)'));
    await events.type(within(form).getByLabelText('Customer Number (optional)'), 'C10003');
    await events.click(within(form).getByRole('button', { name: 'Link Account' }));
    expect(await within(form).findByText(/We have e-mailed a code/)).toBeInTheDocument();
    const code = within(form).getByLabelText('Code');
    await waitFor(() => expect(code).toHaveFocus());

    await events.click(within(form).getByRole('button', { name: 'Link Account' }));
    expect(await within(form).findByRole('link', { name: 'Code is required' })).toBeInTheDocument();
    await events.type(code, '48291x');
    await events.click(within(form).getByRole('button', { name: 'Link Account' }));
    expect(await within(form).findByRole('link', { name: LINK_CODE_SHAPE_MESSAGE })).toBeInTheDocument();
    expect(attempts()).toBe(sent + 1);
    await events.clear(code);
    await events.type(code, '482 913');
    await events.click(within(form).getByRole('button', { name: 'Link Account' }));

    expect(
      await screen.findByText('Your account is now linked to customer number C10003.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Gwen Pritchard')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Link Customer Account' })).not.toBeInTheDocument();
    expect(sessionStore.getSession()?.user.customer_no).toBe('C10003');
    const linkCalls = calls.filter((call) => call.path === '/api/owners-portal/link');
    expect(linkCalls.at(-1)?.body).toEqual({
      email: 'newowner@brackenbay.example',
      customer_no: 'C10003',
      code: '482913',
    });
  });
});

describe('Owner Portal: a code from the owners team', { timeout: 20_000 }, () => {
  it('takes the code with the first request, so the one staff sent is not replaced by another', async () => {
    const { calls } = linkingApi((body) =>
      body.code === '731904' ? undefined : json({ success: false, message: 'Wrong code' }, 400),
    );
    const events = userEvent.setup();
    renderAt('/owners-portal/owner-portal');
    const form = await screen.findByRole('form', { name: 'Link Customer Account' });
    await events.click(within(form).getByRole('button', { name: 'I have a code from the owners team' }));
    await events.type(within(form).getByLabelText('Email'), 'newowner@brackenbay.example');
    await events.type(within(form).getByLabelText('Customer Number (optional)'), 'C10003');
    await events.click(within(form).getByRole('button', { name: 'Link Account' }));
    expect(await within(form).findByRole('link', { name: 'Code is required' })).toBeInTheDocument();
    await events.type(within(form).getByLabelText('Code'), '731904');
    await events.click(within(form).getByRole('button', { name: 'Link Account' }));
    expect(
      await screen.findByText('Your account is now linked to customer number C10003.'),
    ).toBeInTheDocument();
    const linkCalls = calls.filter((call) => call.path === '/api/owners-portal/link');
    expect(linkCalls.map((call) => call.body)).toEqual([
      { email: 'newowner@brackenbay.example', customer_no: 'C10003', code: '731904' },
    ]);
  });
});

describe('Owner Portal: an owner', { timeout: 20_000 }, () => {
  it('shows owner details, balance, the deal, visits and the ledger', async () => {
    signIn(ownerUser);
    const first = visit(31, 0, 10, 4);
    const second = { ...visit(32, 1, 30, 2), activitybookings: [] };
    ownerApi([second, first]);
    renderAt('/owners-portal/owner-portal');
    expect(await screen.findByRole('heading', { name: 'Owner Portal', level: 1 })).toBeInTheDocument();

    const details = await screen.findByRole('region', { name: 'Owner Details' });
    expect(within(details).getByText('David Hughes')).toBeInTheDocument();
    expect(within(details).getByText('C10001')).toBeInTheDocument();
    expect(within(details).getByText('14 Harbour Walk')).toBeInTheDocument();
    expect(within(details).getByText('YO21 3TE')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '01947 600123' })).toHaveAttribute(
      'href',
      'tel:01947600123',
    );
    expect(within(details).getByText('owner@brackenbay.example')).toBeInTheDocument();

    const balance = screen.getByRole('region', { name: 'Account Balance' });
    expect(within(balance).getByText('Balance').nextElementSibling).toHaveTextContent('£5,350.00');
    expect(within(balance).getByText('Pending Payments').nextElementSibling).toHaveTextContent('£0.00');
    expect(within(balance).getByText('Pending Balance').nextElementSibling).toHaveTextContent('£5,350.00');

    const dealSection = screen.getByRole('region', { name: 'Current Deal' });
    expect(await within(dealSection).findByText('Site Fee Contribution')).toBeInTheDocument();
    expect(within(dealSection).getByText('£600.00')).toBeInTheDocument();
    expect(within(dealSection).getByText('D1001')).toBeInTheDocument();
    expect(within(dealSection).queryByText('VAT Amount')).not.toBeInTheDocument();
    expect(within(dealSection).queryByText('Sub Park')).not.toBeInTheDocument();
    expect(within(dealSection).queryByText('Unit No. of Bedrooms')).not.toBeInTheDocument();

    const visits = screen.getByRole('region', { name: 'Visits' });
    const cards = await within(visits).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Whitby Bay Holiday Park',
      'Robin Hood Park',
    ]);
    const [whitby, robinHood] = cards as [HTMLElement, HTMLElement];
    expect(
      within(whitby).getByText(`From ${ukDate(first.visit_start_date)} to ${ukDate(first.visit_end_date)}`),
    ).toBeInTheDocument();
    expect(whitby.querySelector('img')).toHaveAttribute('src', '/media/parks/WB.svg');
    expect(robinHood.querySelector('img')).toHaveAttribute('src', 'https://images.example/rh.jpg');
    expect(within(whitby).getByRole('link', { name: /^View Visit/ })).toHaveAttribute(
      'href',
      '/owners-portal/visit/31',
    );
    expect(within(whitby).getByRole('link', { name: /^Book Activities/ })).toHaveAttribute(
      'href',
      '/owners-portal/visit/31/activites',
    );

    const ledger = screen.getByRole('table', { name: 'Ledger Entries' });
    const rows = within(ledger).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Posting Date',
      'Document Type',
      'Document No',
      'Description',
      'Amount',
      'Remaining',
      'Open',
      'Due Date',
      'Details',
    ]);
    // Newest first.
    expect(rows[1]).toHaveTextContent('05/01/2026');
    expect(rows[1]).toHaveTextContent('Invoice');
    expect(rows[1]).toHaveTextContent('SI-1001');
    expect(rows[1]).toHaveTextContent('£4,250.00');
    expect(rows[1]).toHaveTextContent('Yes');
    expect(rows[1]).toHaveTextContent('31/03/2026');
    expect(within(rows[1]!).getByRole('link', { name: /View details\s*of Invoice SI-1001/ })).toHaveAttribute(
      'href',
      '/owners-portal/ledger-entry/12',
    );
    expect(rows[2]).toHaveTextContent('Credit Memo');
    expect(rows[2]).toHaveTextContent('-£150.00');
    expect(rows[3]).toHaveTextContent('PAY-0009');
    expect(rows[3]).toHaveTextContent('No');
    // A payment has no due date: said in words, not "None".
    expect(rows[3]).toHaveTextContent('No due date');
    expect(within(ledger).queryByText('None')).not.toBeInTheDocument();
    // The phone layout: one card per entry, with the same facts.
    const phoneCards = screen.getByRole('list', { name: 'Ledger Entries' });
    expect(within(phoneCards).getAllByRole('listitem')).toHaveLength(3);
    expect(within(phoneCards).getByRole('heading', { name: 'Invoice SI-1001' })).toBeInTheDocument();
  });

  it('says what to do when there are no visits or entries, and offers a retry when loading fails', async () => {
    signIn(ownerUser);
    let failing = true;
    ownerApi([], {
      'GET /api/owners-portal/customer-ledger-entries': () =>
        failing
          ? json({ success: false, message: 'The owners system is not answering.' }, 503)
          : json({ success: true, data: { entries: [] } }),
    });
    const events = userEvent.setup();
    renderAt('/owners-portal/owner-portal');
    expect(
      await screen.findByText('You have no visits planned. Use Plan a Visit to add one.'),
    ).toBeInTheDocument();
    const ledger = screen.getByRole('region', { name: 'Ledger Entries' });
    expect(await within(ledger).findByText('The owners system is not answering.')).toBeInTheDocument();
    failing = false;
    await events.click(within(ledger).getByRole('button', { name: 'Try again' }));
    expect(await within(ledger).findByText('There are no entries on your account yet.')).toBeInTheDocument();
  });

  it('plans a visit: a park is required, the dates come from calendars, and the new visit appears', async () => {
    signIn(ownerUser);
    const existing = visit(31, 0, 10, 4);
    const planned: TVisit[] = [existing];
    const { calls } = ownerApi(planned, {
      'POST /api/users/visits': (request) => {
        const body = request.body as {
          park_id: number;
          start_date: string;
          end_date: string;
          no_of_adults: number;
          no_of_children: number;
        };
        const created = {
          ...visit(40, 1, 0, 0),
          visit_start_date: body.start_date,
          visit_end_date: body.end_date,
          no_of_adults: body.no_of_adults,
          no_of_children: body.no_of_children,
        };
        planned.push(created);
        return json({ success: true, data: created }, 201);
      },
    });
    const events = userEvent.setup();
    renderAt('/owners-portal/owner-portal');
    const visits = await screen.findByRole('region', { name: 'Visits' });
    await within(visits).findAllByRole('article');
    const toggle = within(visits).getByRole('button', { name: 'Plan a Visit' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = within(visits).getByRole('form', { name: 'Plan a Visit' });
    const park = within(form).getByLabelText('Park');
    expect(park).toHaveFocus();
    // The owner's own park is chosen to start with; the dates start empty, so one click on Save
    // cannot plan a visit by accident.
    await waitFor(() => expect(park).toHaveValue('1'));
    const today = londonToday();
    const startButton = within(form).getByRole('button', { name: /^Start date/ });
    const endButton = within(form).getByRole('button', { name: /^End date/ });
    expect(startButton).toHaveTextContent('Choose a date');
    expect(endButton).toHaveTextContent('Choose a date');
    await events.click(within(form).getByRole('button', { name: 'Save Visit' }));
    expect(await within(form).findByRole('link', { name: 'Start date is required' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'End date is required' })).toBeInTheDocument();

    await events.selectOptions(park, '');
    await events.click(within(form).getByRole('button', { name: 'Save Visit' }));
    expect(await within(form).findByRole('link', { name: 'Park is required' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/users/visits')).toBe(false);

    // A start two weeks on and an end a week after it, by keyboard.
    await events.selectOptions(park, 'Robin Hood Park');
    await events.click(startButton);
    const calendar = await screen.findByRole('dialog', { name: 'Choose start date' });
    await within(calendar).findByRole('grid', {}, { timeout: 10_000 });
    await events.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const start = addDays(today, 14);
    expect(startButton).toHaveTextContent(ukDate(start));
    await events.click(endButton);
    const endCalendar = await screen.findByRole('dialog', { name: 'Choose end date' });
    await within(endCalendar).findByRole('grid', {}, { timeout: 10_000 });
    await events.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(endButton).toHaveTextContent(ukDate(addDays(start, 7)));

    // Who is coming: two adults unless changed; a visit's tickets per session are at most its party.
    const adults = within(form).getByLabelText('Adults');
    expect(adults).toHaveValue(2);
    expect(within(form).getByLabelText('Children')).toHaveValue(0);
    await events.clear(adults);
    await events.click(within(form).getByRole('button', { name: 'Save Visit' }));
    expect(
      await within(form).findByRole('link', { name: 'At least one adult must be going' }),
    ).toBeInTheDocument();
    await events.type(adults, '3');
    await events.clear(within(form).getByLabelText('Children'));
    await events.type(within(form).getByLabelText('Children'), '1');

    await events.click(within(form).getByRole('button', { name: 'Save Visit' }));
    expect(await within(form).findByText(/Your visit to Robin Hood Park is planned/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/users/visits')?.body).toEqual({
      park_id: 2,
      start_date: start,
      end_date: addDays(start, 7),
      no_of_adults: 3,
      no_of_children: 1,
    });
    await waitFor(() => expect(within(visits).getAllByRole('article')).toHaveLength(2));
    const added = within(visits).getByRole('heading', { name: 'Robin Hood Park' }).closest('article')!;
    expect(added).toHaveTextContent(`From ${ukDate(start)} to ${ukDate(addDays(start, 7))}`);
    expect(added).toHaveTextContent('3 adults, 1 child');

    await events.click(within(form).getByRole('button', { name: 'Close' }));
    expect(within(visits).queryByRole('form', { name: 'Plan a Visit' })).not.toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('refuses a visit that ends before it starts', () => {
    const today = londonToday();
    const result = visitFormSchema.safeParse({
      park_id: '1',
      start_date: addDays(today, 5),
      end_date: addDays(today, 4),
      no_of_adults: '2',
      no_of_children: '0',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'End date must not be before the start date',
    ]);
    expect(
      visitFormSchema
        .safeParse({ park_id: '', start_date: '', end_date: '', no_of_adults: '2', no_of_children: '0' })
        .error?.issues.map((i) => i.message),
    ).toEqual(['Park is required', 'Start date is required', 'End date is required']);
  });

  it('cancels a visit after asking, and shows why a visit with activity bookings cannot go', async () => {
    signIn(ownerUser);
    const busy = { ...visit(31, 0, 10, 4) };
    const free = visit(32, 1, 30, 2);
    const planned = [busy, free];
    ownerApi(planned, {
      'DELETE /api/users/visits/31': () =>
        json(
          { success: false, message: 'This visit has activity bookings. Cancel them first, or call us.' },
          409,
        ),
      'DELETE /api/users/visits/32': () => {
        planned.splice(planned.indexOf(free), 1);
        return json({ success: true, message: 'Visit cancelled' });
      },
    });
    const events = userEvent.setup();
    renderAt('/owners-portal/owner-portal');
    const visits = await screen.findByRole('region', { name: 'Visits' });
    const [whitby] = await within(visits).findAllByRole('article');

    const cancelWhitby = within(whitby!).getByRole('button', { name: /^Cancel Visit/ });
    await events.click(cancelWhitby);
    let dialog = await screen.findByRole('dialog', { name: 'Cancel Visit' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel your visit to Whitby Bay Holiday Park');
    await events.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Visit' }));
    expect(
      await within(dialog).findByText('This visit has activity bookings. Cancel them first, or call us.'),
    ).toBeInTheDocument();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(visits).getAllByRole('article')).toHaveLength(2);
    await waitFor(() => expect(cancelWhitby).toHaveFocus());

    const robinHood = within(visits).getByRole('heading', { name: 'Robin Hood Park' }).closest('article')!;
    await events.click(within(robinHood).getByRole('button', { name: /^Cancel Visit/ }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel Visit' });
    await events.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Visit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(visits).getAllByRole('article')).toHaveLength(1));
    expect(within(visits).queryByRole('heading', { name: 'Robin Hood Park' })).not.toBeInTheDocument();
    expect(within(visits).getByText(/Your visit to Robin Hood Park, .* is cancelled\./)).toBeInTheDocument();
    await waitFor(() => expect(within(visits).getByRole('heading', { name: 'Visits' })).toHaveFocus());
  });
});
