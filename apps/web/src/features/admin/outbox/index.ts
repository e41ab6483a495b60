/** The back office's Outbox section (decision 033): every e-mail sent to guests and owners, for reception. */
export { OutboxBrowser, type OutboxBrowserProps } from './components/outbox-browser';
export { OutboxMessage } from './components/outbox-message';
