import type { TAdminActivity } from '@parkstays/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/storage';
import { user as demoUser } from '../../../test/fixtures';
import { json, mockFetch, renderWithProviders } from '../../../test/utils';
import { ActivityForm } from './index';

const parks = [
  { id: 3, park_code: 'RH', title: "Robin Hood's Bay" },
  { id: 4, park_code: 'WC', title: 'Whitecliff Cove' },
];

const activity: TAdminActivity = {
  id: 9,
  activity_code: 'RH-ARCH',
  park: parks[0]!,
  name: 'Archery Taster',
  description: '<p>Learn to shoot.</p>',
  image_url: '/media/activities/RH-ARCH.svg',
  owner_only: false,
  minimum_hours_before_booking: 2,
  maximum_hours_before_booking: null,
  position: 0,
  ticket_types: [],
  upcoming_sessions: 4,
  activity_bookings: 0,
};

beforeEach(() => {
  sessionStore.setSession({ user: demoUser, token: 'staff-token' }, true);
});

describe('the activity form', () => {
  it('previews the description sanitised, without its script or onerror handler', async () => {
    mockFetch();
    renderWithProviders(<ActivityForm parks={parks} />);
    const description = screen.getByLabelText('Description', { exact: true });
    await userEvent.type(
      description,
      '<p>Crabs</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      {
        skipClick: false,
      },
    );
    const preview = screen.getByRole('region', { name: 'Preview of the description' });
    expect(within(preview).getByText('Crabs')).toBeDefined();
    expect(preview.innerHTML).not.toMatch(/script|onerror/);
  });

  it('checks the fields by the contract before sending, and puts the API’s refusal on its field', async () => {
    const { calls } = mockFetch({
      'PUT /api/admin/activities/9': () =>
        json(
          {
            success: false,
            message: 'Another activity has this code',
            code: 'ACTIVITY_CODE_TAKEN',
            errors: [{ field: 'activity_code', message: 'Another activity has this code' }],
          },
          409,
        ),
    });
    renderWithProviders(<ActivityForm activity={activity} parks={parks} />);
    const max = screen.getByLabelText('At most (hours before)');
    await userEvent.type(max, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save activity' }));
    expect(
      await screen.findAllByText('The maximum hours must be more than the minimum hours'),
    ).not.toHaveLength(0);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(max);
    await userEvent.click(screen.getByRole('button', { name: 'Save activity' }));
    expect(await screen.findAllByText('Another activity has this code')).not.toHaveLength(0);
    const sent = calls.find((c) => c.method === 'PUT');
    expect(sent?.body).toMatchObject({
      activity_code: 'RH-ARCH',
      park_id: 3,
      maximum_hours_before_booking: null,
    });
  });

  it('draws the picture field a screen passes in place of the address box', () => {
    mockFetch();
    renderWithProviders(
      <ActivityForm
        activity={activity}
        parks={parks}
        imageField={({ id, value }) => (
          <p id={id} data-testid="uploader">
            Uploader for {value}
          </p>
        )}
      />,
    );
    expect(screen.getByTestId('uploader').textContent).toBe('Uploader for /media/activities/RH-ARCH.svg');
    expect(screen.queryByLabelText('Image address')).toBeNull();
  });
});
