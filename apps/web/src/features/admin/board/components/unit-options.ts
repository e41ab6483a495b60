import type { TAllocationBoard } from '@parkstays/contract';
import type { SelectOption } from '../../../../components/ui/select';

/** Every unit of the board's park, for a select: "A001 · Gold Caravan". */
export function unitOptions(board: TAllocationBoard): SelectOption[] {
  return board.grades.flatMap((g) =>
    g.units.map((u) => ({ value: String(u.unit_id), label: `${u.unit_code} · ${g.title}` })),
  );
}

/** A select's value as the contract's number (empty stays undefined, so the schema names it). */
export const unitIdOf = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));
