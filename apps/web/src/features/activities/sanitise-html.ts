// The sanitiser is generic (the back office's outbox uses it too); activities keep their import.
export { dropEventHandlerAttributes, sanitiseHtml } from '../../lib/sanitise-html';
