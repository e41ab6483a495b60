/**
 * The catalogue as staff edit it (admins): parks, holiday types, grades with
 * their words, features and photos, and their units. Photo fields come from the screen (the media
 * feature's uploader), so the two features stay apart.
 */
export { GradeEditor, useGradeTitle } from './components/grade-editor';
export { GradeForm } from './components/grade-form';
export { GradesList } from './components/grades-list';
export { HolidayTypesPanel } from './components/holiday-types-panel';
export { ParksPanel } from './components/parks-panel';
export type { PhotoField, PhotoValue } from './components/photo-slot';
