import type { TAllocationBoard } from '@parkstays/contract';
import type { Path } from 'react-hook-form';
import { TextField } from '../../../../components/ui/field';
import { Select } from '../../../../components/ui/select';
import type { FormFields } from '../../../../lib/forms';
import { unitIdOf, unitOptions } from './unit-options';

/** What a move and a unit block both ask for: a unit of the board's park and the first night there. */
type UnitAndFirstNight = { unit_id: number; arrival_date: string };

export type UnitAndFirstNightFieldsProps<T extends UnitAndFirstNight> = {
  board: TAllocationBoard;
  /** The form's fields (`move-unit_id`, `block-arrival_date`…: the error summary links to them). */
  fields: FormFields<T>;
  unitHint?: string;
  unitPlaceholder?: string;
  nightHint?: string;
};

/** The unit select (read as the contract's number) and the first night, as the move and block forms show them. */
export function UnitAndFirstNightFields<T extends UnitAndFirstNight>({
  board,
  fields,
  unitHint,
  unitPlaceholder,
  nightHint,
}: UnitAndFirstNightFieldsProps<T>) {
  // Every such form has these two fields (T extends UnitAndFirstNight); TypeScript cannot see a
  // literal as a path of a form type it does not know yet.
  const unitId = 'unit_id' as Path<T>;
  const arrivalDate = 'arrival_date' as Path<T>;
  return (
    <>
      <Select
        {...fields.field(unitId, { label: 'Unit', hint: unitHint, register: { setValueAs: unitIdOf } })}
        placeholder={unitPlaceholder}
        options={unitOptions(board)}
      />
      <TextField {...fields.field(arrivalDate, { label: 'First night', hint: nightHint })} type="date" />
    </>
  );
}
