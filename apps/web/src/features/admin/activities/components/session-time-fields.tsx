import type { ComponentProps } from 'react';
import { TextField } from '../../../../components/ui/field';

/** A session's times and capacity as the forms hold them (text as typed). */
export type SessionTimes = { start_time: string; end_time: string; capacity: string };

/** The times and capacity as a request has them; an empty capacity is named on its field. */
export function sessionTimesBody(values: SessionTimes) {
  const capacity = values.capacity.trim();
  return {
    times: {
      start_time: values.start_time,
      end_time: values.end_time,
      capacity: capacity === '' ? Number.NaN : Number(capacity),
    },
    problems: capacity === '' ? { capacity: 'Enter the capacity' } : {},
  };
}

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** Starts, ends and capacity: the fields adding sessions and changing one share. */
export function SessionTimeFields({
  start,
  end,
  capacity,
}: {
  start: FieldProps;
  end: FieldProps;
  capacity: FieldProps;
}) {
  return (
    <>
      <TextField label="Starts" type="time" {...start} />
      <TextField label="Ends" type="time" {...end} />
      <TextField label="Capacity" type="number" inputMode="numeric" min={1} {...capacity} />
    </>
  );
}
