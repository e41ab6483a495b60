/** The privacy centre (decision 055): download my data, delete my account, marketing, privacy requests. */
export { usePrivacyCentre } from './api/get-privacy-centre';
export { DeleteAccount } from './components/delete-account';
export { DownloadMyData } from './components/download-my-data';
export { MarketingChoice } from './components/marketing-choice';
export { MyPrivacyRequests } from './components/my-privacy-requests';
export { PrivacyRequestForm } from './components/privacy-request-form';
