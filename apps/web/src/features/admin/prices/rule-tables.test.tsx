import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders, stubLayoutApis } from '../../../test/utils';
import { ArrivalRulesPanel, SeasonsPanel, StayLimitsPanel, StopSellsPanel, useGradeTitle } from '.';

const GRADES = [
  {
    grade_code: 'RH-BRC',
    title: 'Bronze Caravan',
    park_code: 'RH',
    park_title: 'Robin Hood',
    holiday_type_id: 1,
    holiday_type_title: 'Holiday homes',
  },
  {
    grade_code: 'RH-TNT',
    title: 'Tent pitch',
    park_code: 'RH',
    park_title: 'Robin Hood',
    holiday_type_id: 3,
    holiday_type_title: 'Touring',
  },
];
const SEASON = { id: 7, name: 'Summer holidays 2027', start_date: '2027-07-18', end_date: '2027-09-01' };
const RULE = {
  id: 4,
  park_code: 'RH',
  park_title: 'Robin Hood',
  holiday_type_id: 1,
  holiday_type_title: 'Holiday homes',
  no_of_nights: 7,
  weekdays: [5],
};
const LIMIT = {
  id: 5,
  park_code: 'RH',
  park_title: 'Robin Hood',
  holiday_type_id: 1,
  holiday_type_title: 'Holiday homes',
  start_date: '2027-07-01',
  end_date: '2027-08-31',
  min_nights: 3,
  max_nights: 14,
};
const STOP = {
  id: 3,
  grade_code: 'RH-BRC',
  grade_title: 'Bronze Caravan',
  park_code: 'RH',
  start_date: '2027-07-10',
  end_date: '2027-07-10',
  reason: 'Roof repairs',
};

function setup() {
  return mockFetch({
    'GET /api/admin/prices/grades': () => json({ success: true, data: GRADES }),
    'GET /api/admin/seasons': () => json({ success: true, data: [SEASON] }),
    'PUT /api/admin/seasons/7': ({ body }) =>
      json({ success: true, message: 'Summer 2027 is saved.', data: { ...SEASON, ...(body as object) } }),
    'GET /api/admin/arrival-rules': () => json({ success: true, data: [RULE] }),
    'POST /api/admin/arrival-rules': () =>
      json(
        {
          success: false,
          message: 'Check the rule',
          errors: [{ field: 'weekdays', message: 'A rule for 7 nights exists' }],
        },
        400,
      ),
    'GET /api/admin/stay-limits': () => json({ success: true, data: [LIMIT] }),
    'PUT /api/admin/stay-limits/5': () =>
      json({ success: true, message: 'The stay limit is saved.', data: LIMIT }),
    'GET /api/admin/stop-sells': () => json({ success: true, data: [STOP] }),
    'DELETE /api/admin/stop-sells/3': () => json({ success: true, message: 'Removed', data: STOP }),
  });
}

/** The screen shows the stop-sells once it knows the grades (its heading names the chosen one). */
function StopSellsOnScreen({ gradeCode }: { gradeCode: string }) {
  const title = useGradeTitle(gradeCode);
  return title === gradeCode ? null : <StopSellsPanel gradeCode={gradeCode} />;
}

const sent = (calls: ReturnType<typeof mockFetch>['calls'], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

beforeEach(() => {
  stubLayoutApis();
});

describe('the price rule tables', () => {
  it('lists the seasons and changes one, sending its words and dates to its own address', async () => {
    const { calls } = setup();
    renderWithProviders(<SeasonsPanel />);
    const list = await screen.findByRole('list', { name: 'Seasons' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Summer holidays 2027');
    expect(item).toHaveTextContent('Dates18/07/2027 to 01/09/2027');
    expect(screen.getByRole('form', { name: 'Add a season' })).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: /^Change/ }));
    const form = screen.getByRole('form', { name: 'Change Summer holidays 2027' });
    const name = within(form).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: 'Save season' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: /Enter a name/ })).toHaveAttribute(
      'href',
      '#season-name',
    );
    expect(sent(calls, 'PUT', '/api/admin/seasons/7')).toHaveLength(0);

    await userEvent.type(name, 'Summer 2027');
    await userEvent.click(within(form).getByRole('button', { name: 'Save season' }));
    expect(await screen.findByText('Summer 2027 is saved.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add a season' })).toBeInTheDocument();
    const [put] = sent(calls, 'PUT', '/api/admin/seasons/7');
    expect(put!.body).toEqual({ name: 'Summer 2027', start_date: '2027-07-18', end_date: '2027-09-01' });
  });

  it('adds arrival days from the choices of the parks with grades, and shows the API’s field errors', async () => {
    const { calls } = setup();
    renderWithProviders(<ArrivalRulesPanel />);
    const item = within(await screen.findByRole('list', { name: 'Arrival-day rules' })).getByRole('listitem');
    expect(item).toHaveTextContent('Robin Hood, Holiday homes: 7 nights');
    expect(item).toHaveTextContent('Guests arrive on');
    const form = screen.getByRole('form', { name: 'Add arrival days' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add arrival days' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '#arrival-rule-park_code',
      '#arrival-rule-holiday_type_id',
      '#arrival-rule-no_of_nights',
      '#arrival-rule-weekdays',
    ]);
    expect(within(summary).getByRole('link', { name: 'Choose a park' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Choose a holiday type' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /Choose at least one weekday/ })).toHaveAttribute(
      'href',
      '#arrival-rule-weekdays',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const park = within(form).getByLabelText('Park');
    await waitFor(() => expect(park).toHaveTextContent('Robin Hood'));
    await userEvent.selectOptions(park, 'RH');
    await userEvent.selectOptions(within(form).getByLabelText('Holiday type'), '3');
    await userEvent.selectOptions(within(form).getByLabelText('Stay length'), '7');
    await userEvent.click(within(form).getByLabelText('Friday'));
    await userEvent.click(within(form).getByRole('button', { name: 'Add arrival days' }));
    expect(await within(form).findAllByText('A rule for 7 nights exists')).not.toHaveLength(0);
    const [post] = sent(calls, 'POST', '/api/admin/arrival-rules');
    expect(post!.body).toMatchObject({ park_code: 'RH', holiday_type_id: 3, no_of_nights: 7, weekdays: [5] });
  });

  it('checks a stay limit with the contract before it changes one', async () => {
    const { calls } = setup();
    renderWithProviders(<StayLimitsPanel />);
    const item = within(await screen.findByRole('list', { name: 'Stay limits' })).getByRole('listitem');
    expect(item).toHaveTextContent('Stays of3 to 14 nights');
    await userEvent.click(within(item).getByRole('button', { name: /^Change/ }));
    const form = screen.getByRole('form', { name: 'Change the stay limit' });
    await userEvent.selectOptions(within(form).getByLabelText('Longest stay'), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save stay limit' }));
    expect(
      await within(form).findAllByText('The longest stay must be at least the shortest'),
    ).not.toHaveLength(0);
    expect(sent(calls, 'PUT', '/api/admin/stay-limits/5')).toHaveLength(0);

    await userEvent.selectOptions(within(form).getByLabelText('Longest stay'), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save stay limit' }));
    expect(await screen.findByText('The stay limit is saved.')).toBeInTheDocument();
    const [put] = sent(calls, 'PUT', '/api/admin/stay-limits/5');
    expect(put!.body).toEqual({
      park_code: 'RH',
      holiday_type_id: 1,
      start_date: '2027-07-01',
      end_date: '2027-08-31',
      min_nights: 3,
      max_nights: 10,
    });
  });

  it('starts a stop-sell on the screen’s grade, and asks before it puts one back on sale', async () => {
    const { calls } = setup();
    renderWithProviders(<StopSellsOnScreen gradeCode="RH-TNT" />);
    const form = await screen.findByRole('form', { name: 'Stop selling a grade' });
    expect(within(form).getByLabelText('Accommodation')).toHaveValue('RH-TNT');
    const item = within(await screen.findByRole('list', { name: 'Stop-sells' })).getByRole('listitem');
    expect(item).toHaveTextContent('Bronze Caravan (RH-BRC)');
    expect(item).toHaveTextContent('NightsThe night of 10/07/2027');
    expect(item).toHaveTextContent('ReasonRoof repairs');

    await userEvent.click(within(item).getByRole('button', { name: /^End stop-sell/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Put Bronze Caravan back on sale?' });
    expect(dialog).toHaveTextContent('The night of 10/07/2027: guests can book them again at once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End stop-sell' }));
    expect(await screen.findByText('Bronze Caravan (RH-BRC) is removed.')).toBeInTheDocument();
    expect(sent(calls, 'DELETE', '/api/admin/stop-sells/3')).toHaveLength(1);
  });
});
