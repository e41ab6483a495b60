import { ZPrivacyCentreResponse } from '@parkstays/contract';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import { readOptions } from '../../../lib/query-options';
import { privacyKeys } from './keys';

/** GET /api/privacy: the newsletter choice with when it was given, and the requests made. */
export function getPrivacyCentre(signal?: AbortSignal) {
  return requestData('/api/privacy', { auth: true, schema: ZPrivacyCentreResponse, signal });
}

export const getPrivacyCentreQueryOptions = readOptions(privacyKeys.centre, getPrivacyCentre);

export function usePrivacyCentre() {
  return useQuery(getPrivacyCentreQueryOptions());
}
