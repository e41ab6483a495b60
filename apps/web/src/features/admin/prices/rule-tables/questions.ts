import { holidayTypeOptions, parkOptions } from '../choices';
import type { RuleField } from '../components/rule-table';

/** The park and holiday type questions of the rules made per park and holiday type. */
type ParkAnswers = { park_code: string; holiday_type_id: string };

export const parkField: RuleField<ParkAnswers> = {
  kind: 'select',
  name: 'park_code',
  label: 'Park',
  placeholder: ({ loadingGrades }) => (loadingGrades ? 'Loading parks…' : 'Choose a park'),
  options: ({ grades }) => parkOptions(grades),
};

/** The holiday types the chosen park sells. */
export const holidayTypeField: RuleField<ParkAnswers> = {
  kind: 'select',
  name: 'holiday_type_id',
  label: 'Holiday type',
  placeholder: ({ answers }) => (answers.park_code ? 'Choose a holiday type' : 'Choose a park first'),
  options: ({ grades, answers }) => holidayTypeOptions(grades, answers.park_code),
};

/** A chosen number, or NaN while none is chosen (the contract then names the question). */
export const numberOrNaN = (value: string) => (value ? Number(value) : Number.NaN);
