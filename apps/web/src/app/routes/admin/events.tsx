import { DEFAULT_EVENTS_CALENDAR_ID, londonToday } from '@parkstays/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame';
import { EventsEditor } from '../../../features/admin/events';
import { refreshEvents } from '../../../features/events/events-cache';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * /admin/events (admins, activities): the events calendars, a month at a time. The calendar and
 * the month are in the address (?calendar=&month=), so a month can be reloaded or shared.
 */
export function AdminEventsRoute() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : londonToday().slice(0, 7);
  const calendar = Number(params.get('calendar'));
  const calendarId = Number.isInteger(calendar) && calendar > 0 ? calendar : DEFAULT_EVENTS_CALENDAR_ID;
  return (
    <PageFrame
      title="Events"
      lead="What is on at the parks. The website’s events page shows calendar 6; a change shows there at once."
    >
      <title>Events – Back office</title>
      <EventsEditor
        calendarId={calendarId}
        month={month}
        onChanged={() => refreshEvents(queryClient)}
        onShow={(view) =>
          setParams(
            new URLSearchParams({
              ...(view.calendarId !== DEFAULT_EVENTS_CALENDAR_ID
                ? { calendar: String(view.calendarId) }
                : {}),
              month: view.month,
            }),
          )
        }
      />
    </PageFrame>
  );
}
