import {
  type TCheckInTicketRefusal,
  type TCheckInTicketRequest,
  TICKET_CODE_SHAPE_MESSAGE,
  type TScannedTicket,
} from '@parkstays/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../../lib/format';
import { json, mockFetch, renderWithProviders } from '../../../test/utils';
import { TicketScanner } from './components/ticket-scanner';

const ticket: TScannedTicket = {
  code: 'AB0000012-1',
  activity_booking_no: 'AB0000012',
  ticket_no: 1,
  ticket_name: 'Adult',
  ticket_type: { code: 'ADULT', type: 'adult' },
  guest_name: 'Emily Carter',
  booked_for: { kind: 'stay', booking_no: 'BK9000001' },
  used: null,
  session: {
    id: 7,
    session_no: 'S000007',
    activity_code: 'RH-BNGO',
    activity_name: 'Family Bingo Night',
    park_code: 'RH',
    park_title: "Robin Hood's Bay",
    date: '2026-11-27',
    start_time: '20:00',
    end_time: '23:30',
    capacity: 80,
    tickets_sold: 3,
    tickets_valid: 3,
    tickets_used: 1,
    cancelled_at: null,
  },
};
// Just now, so "today" on the parks' clock.
const usedAt = new Date();
const used = {
  ...ticket,
  used: { at: usedAt.toISOString(), by: { id: 3, name: 'Aisha Khan', role: 'activities' } },
};

/** The door's API: admits AB0000012-1 once, then refuses it; knows no other ticket. */
function door() {
  let admitted = false;
  return mockFetch({
    'POST /api/admin/tickets/check-in': (request) => {
      const body = request.body as TCheckInTicketRequest;
      if (body.code.toUpperCase().replace(/\s/g, '') !== 'AB0000012-1') {
        return json(
          {
            success: false,
            code: 'TICKET_NOT_FOUND',
            message: `No ticket ${body.code} was found. Check the number and try again.`,
          },
          404,
        );
      }
      if (admitted) {
        const refusal: TCheckInTicketRefusal = {
          success: false,
          code: 'TICKET_ALREADY_USED',
          message: 'This ticket was already used at 14:05 today by Aisha Khan (Activities).',
          ticket: used,
        };
        return json(refusal, 409);
      }
      admitted = true;
      return json({ success: true, message: 'Admitted: Emily Carter, Adult.', data: used });
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('TicketScanner, typing the ticket number', () => {
  it('admits a ticket, then refuses it the second time saying when and by whom', async () => {
    const { calls } = door();
    const events = userEvent.setup();
    renderWithProviders(<TicketScanner sessionId={7} />);
    const field = screen.getByLabelText('Or type the ticket number');
    const results = screen.getByRole('status');

    await events.type(field, 'ab0000012-1');
    await events.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await within(results).findByText('Admitted')).toBeInTheDocument();
    expect(results).toHaveTextContent('Emily Carter, Adult');
    expect(field).toHaveValue('');
    expect(calls.find((call) => call.path === '/api/admin/tickets/check-in')?.body).toEqual({
      code: 'ab0000012-1',
      session_id: 7,
    });

    await events.type(field, 'AB0000012-1');
    await events.click(screen.getByRole('button', { name: 'Check in' }));
    expect(
      await within(results).findByText(`Already used at ${formatTime(usedAt)} by Aisha Khan (Activities)`),
    ).toBeInTheDocument();
    expect(results).toHaveTextContent('Do not admit.');
    expect(within(results).queryByText('Admitted')).not.toBeInTheDocument();
  });

  it('says when no ticket has that number', async () => {
    door();
    const events = userEvent.setup();
    renderWithProviders(<TicketScanner />);
    await events.type(screen.getByLabelText('Or type the ticket number'), 'AB0000099-2');
    await events.click(screen.getByRole('button', { name: 'Check in' }));
    const results = screen.getByRole('status');
    expect(await within(results).findByText('Ticket not found')).toBeInTheDocument();
    expect(results).toHaveTextContent('No ticket AB0000099-2 was found.');
  });

  it('asks for the number as printed before calling the API', async () => {
    const { calls } = door();
    const events = userEvent.setup();
    renderWithProviders(<TicketScanner />);
    await events.type(screen.getByLabelText('Or type the ticket number'), 'BK9000001');
    await events.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('link', { name: TICKET_CODE_SHAPE_MESSAGE })).toBeInTheDocument();
    expect(screen.getByLabelText('Or type the ticket number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === '/api/admin/tickets/check-in')).toBe(false);
  });
});

describe('TicketScanner, a ticket for another session', () => {
  it('refuses it, names its session and offers to open that one', async () => {
    mockFetch({
      'POST /api/admin/tickets/check-in': () =>
        json(
          {
            success: false,
            code: 'WRONG_SESSION',
            message:
              "This ticket is for another session: Family Bingo Night at Robin Hood's Bay on 27/11/2026 at 20:00.",
            ticket,
          },
          409,
        ),
    });
    const onOpenSession = vi.fn();
    const events = userEvent.setup();
    renderWithProviders(<TicketScanner sessionId={9} onOpenSession={onOpenSession} />);
    await events.type(screen.getByLabelText('Or type the ticket number'), 'AB0000012-1');
    await events.click(screen.getByRole('button', { name: 'Check in' }));
    const results = screen.getByRole('status');
    expect(await within(results).findByText('Not for this session')).toBeInTheDocument();
    expect(results).toHaveTextContent('This ticket is for another session: Family Bingo Night');
    await events.click(within(results).getByRole('button', { name: 'Open Family Bingo Night at 20:00' }));
    expect(onOpenSession).toHaveBeenCalledWith(ticket.session);
  });
});

describe('TicketScanner, a ticket for another day with no session chosen', () => {
  it('does not admit it: says the day and time it is for, and offers to open that session', async () => {
    const tomorrow = { ...ticket, session: { ...ticket.session, date: '2026-11-28', start_time: '19:36' } };
    mockFetch({
      'POST /api/admin/tickets/check-in': () =>
        json(
          {
            success: false,
            code: 'NOT_TODAY',
            message:
              "This ticket is for Sat 28/11, 19:36: Family Bingo Night at Robin Hood's Bay. Choose that session to admit it.",
            ticket: tomorrow,
          },
          409,
        ),
    });
    const onOpenSession = vi.fn();
    const events = userEvent.setup();
    renderWithProviders(<TicketScanner onOpenSession={onOpenSession} />);
    await events.type(screen.getByLabelText('Or type the ticket number'), 'AB0000012-1');
    await events.click(screen.getByRole('button', { name: 'Check in' }));
    const results = screen.getByRole('status');
    expect(await within(results).findByText('Not for today')).toBeInTheDocument();
    expect(results).toHaveTextContent('This ticket is for Sat 28/11, 19:36');
    expect(results).toHaveTextContent('Do not admit.');
    expect(results).not.toHaveTextContent('Admitted');
    await events.click(
      within(results).getByRole('button', { name: 'Open Family Bingo Night on 28/11/2026 at 19:36' }),
    );
    expect(onOpenSession).toHaveBeenCalledWith(tomorrow.session);
  });
});

describe('TicketScanner, with the camera', () => {
  it('says so when the camera is not allowed, and the typed entry still works', async () => {
    door();
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: vi.fn(async () => {
          throw new DOMException('Permission denied', 'NotAllowedError');
        }),
      },
    });
    const events = userEvent.setup();
    renderWithProviders(<TicketScanner />);
    await events.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The camera was not allowed.');
    await events.type(screen.getByLabelText('Or type the ticket number'), 'AB0000012-1');
    await events.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Admitted'));
  });

  it('says so when the device has no camera', async () => {
    door();
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    const events = userEvent.setup();
    renderWithProviders(<TicketScanner />);
    await events.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera was found on this device.');
  });
});
