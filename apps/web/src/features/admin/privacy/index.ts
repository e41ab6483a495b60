/** The back office's Privacy requests section (decision 055): requests to answer within 30 days, for admins. */
export { PrivacyRequests } from './components/privacy-requests';
