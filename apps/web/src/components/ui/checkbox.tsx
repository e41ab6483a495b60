export { Checkbox, type CheckboxProps } from './field';
