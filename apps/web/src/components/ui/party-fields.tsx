import { TextField, type TextFieldProps } from './field';

/** One count box: its id, error and the form library's input props (name, ref, onChange…). */
type CountProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'min' | 'max' | 'step'>;

/**
 * Who is coming: Adults (at least 1) and Children (at least 0) as two whole-number boxes side by
 * side, each with its own error. `className` lays the pair out (two columns by default of the form).
 */
export function PartyFields({
  adults,
  kids,
  max,
  className,
}: {
  adults: CountProps;
  kids: CountProps;
  /** The most of each. */
  max: number;
  className?: string;
}) {
  return (
    <div className={className}>
      <TextField label="Adults" type="number" inputMode="numeric" min={1} max={max} step={1} {...adults} />
      <TextField label="Children" type="number" inputMode="numeric" min={0} max={max} step={1} {...kids} />
    </div>
  );
}
