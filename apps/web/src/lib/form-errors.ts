/**
 * The error summary's rows and the server's field errors now live with the form's resolver and
 * field helper in `./forms` (docs/decisions/050-one-way-to-write-a-form.md); this entry stays
 * for the forms that import it until each uses `useFormFields`.
 */
export { applyServerErrors, summaryErrors } from './forms';
