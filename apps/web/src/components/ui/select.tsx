export { Select, type SelectOption, type SelectProps } from './field';
