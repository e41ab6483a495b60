/**
 * The back office's Terms section (admins, decision 056): each holiday type's cancellation and
 * change terms, every save a new version, so bookings already paid keep theirs.
 */
export { TermsEditor } from './components/terms-editor';
