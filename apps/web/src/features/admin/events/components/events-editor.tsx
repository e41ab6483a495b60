import { londonToday, type TAdminEvent } from '@parkstays/contract';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-step';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Select } from '../../../../components/ui/field';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { LoadingSkeleton } from '../../../../components/ui/read-states';
import { formatLongDate, formatMonthYear } from '../../../../lib/format';
import { type OnEventsChanged, useRemoveEvent } from '../api/change-event';
import { useAdminEvents } from '../api/list-events';
import { calendarLabel, EventDialog } from './event-dialog';
import styles from './events.module.css';

/** yyyy-mm `months` on (or back). */
export function addMonths(month: string, months: number): string {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export type EventsEditorProps = {
  calendarId: number;
  /** yyyy-mm. */
  month: string;
  onShow: (view: { calendarId: number; month: string }) => void;
  /** What else asks again after a change (the screen's choice: this tab's public calendar). */
  onChanged?: OnEventsChanged;
};

type Editing = { mode: 'add' } | { mode: 'edit'; event: TAdminEvent };

/**
 * A calendar's events a month at a time, as staff edit them (admins, activities): added, edited
 * and removed (after a question) in dialogs. Guests' events page shows each change on its next look.
 */
export function EventsEditor({ calendarId, month, onShow, onChanged }: EventsEditorProps) {
  const events = useAdminEvents(calendarId, month);
  const remove = useRemoveEvent(onChanged);
  const [editing, setEditing] = useState<Editing>();
  const [removing, setRemoving] = useState<TAdminEvent>();
  const [news, setNews] = useState<string>();
  const monthName = formatMonthYear(month);
  const today = londonToday();
  const firstDay = today.startsWith(month) ? today : `${month}-01`;
  const data = events.data;
  const parkName = (code: string) => data?.parks.find((park) => park.park_code === code)?.title ?? code;

  const days = new Map<string, TAdminEvent[]>();
  for (const event of data?.events ?? []) days.set(event.date, [...(days.get(event.date) ?? []), event]);

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar}>
        <Select
          id="events-calendar"
          label="Calendar"
          value={String(calendarId)}
          onChange={(event) => onShow({ calendarId: Number(event.target.value), month })}
          options={(data?.calendars ?? [calendarId]).map((calendar) => ({
            value: String(calendar),
            label: calendarLabel(calendar),
          }))}
        />
        <div className={styles.monthNav}>
          <Button
            variant="secondary"
            className={styles.prev}
            onClick={() => onShow({ calendarId, month: addMonths(month, -1) })}
          >
            Previous month
          </Button>
          <h2 className={styles.month} aria-live="polite">
            {monthName}
          </h2>
          <Button
            variant="secondary"
            className={styles.next}
            onClick={() => onShow({ calendarId, month: addMonths(month, 1) })}
          >
            Next month
          </Button>
        </div>
        <Button onClick={() => setEditing({ mode: 'add' })} disabled={!data}>
          Add an event
        </Button>
      </div>
      <div aria-live="polite" className={styles.news}>
        {news ? <Alert variant="success">{news}</Alert> : null}
      </div>

      {events.isPending ? (
        <LoadingSkeleton className={styles.loading} label={`Loading the events of ${monthName}`} />
      ) : events.isError ? (
        <LoadFailed title="We could not load the events" query={events} />
      ) : days.size === 0 ? (
        <EmptyState>
          No events on this calendar in {monthName}. Add one: guests see it on the events page at once.
        </EmptyState>
      ) : (
        <div className={styles.days} aria-busy={events.isFetching}>
          {[...days].map(([date, dayEvents]) => (
            <section key={date} className={styles.day} aria-labelledby={`events-day-${date}`}>
              <h3 id={`events-day-${date}`} className={styles.dayHeading}>
                {formatLongDate(date)}
              </h3>
              <ul className={styles.events}>
                {dayEvents.map((event) => (
                  <li key={event.id} className={styles.event}>
                    <div className={styles.eventText}>
                      <span className={styles.eventTime}>
                        {event.start_time}–{event.end_time}
                      </span>
                      <span className={styles.eventName}>{event.name}</span>
                      <span className={styles.eventPlace}>
                        {[event.park_code ? parkName(event.park_code) : 'Every park', event.location]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                      {event.description ? (
                        <p className={styles.eventDescription}>{event.description}</p>
                      ) : null}
                    </div>
                    <div className={styles.eventActions}>
                      <Button variant="secondary" onClick={() => setEditing({ mode: 'edit', event })}>
                        Edit<span className="visually-hidden">{` ${event.name}`}</span>
                      </Button>
                      <Button variant="ghost" onClick={() => setRemoving(event)}>
                        Remove<span className="visually-hidden">{` ${event.name}`}</span>
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      {data ? (
        <EventDialog
          choices={data}
          editing={editing?.mode === 'edit' ? editing.event : undefined}
          firstDay={firstDay}
          onChanged={onChanged}
          open={editing !== undefined}
          onClose={() => setEditing(undefined)}
          onSaved={(message, date, savedCalendar) => {
            setEditing(undefined);
            setNews(message);
            // Show the month the event is in.
            if (!date.startsWith(month) || savedCalendar !== calendarId)
              onShow({ calendarId: savedCalendar, month: date.slice(0, 7) });
          }}
        />
      ) : null}

      <ConfirmDialog
        open={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        call={remove}
        title={`Remove ${removing?.name ?? ''}?`}
        className={styles.confirm}
        confirmLabel="Remove event"
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: (answer) => {
              setRemoving(undefined);
              setNews(answer.message);
            },
          })
        }
        busyText="Removing…"
      >
        <p>
          {removing
            ? `${removing.name} on ${formatLongDate(removing.date)}, ${removing.start_time}–${removing.end_time}, goes from the calendar: guests no longer see it.`
            : null}
        </p>
      </ConfirmDialog>
    </div>
  );
}
