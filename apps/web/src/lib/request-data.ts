import { type AnswerSchema, apiRequest, type RequestOptions } from './api-client';

/**
 * `apiRequest` for the many answers that carry what was asked for in `data` (`{ data, message? }`):
 * answers that `data`, so a read's fetcher (and the cache it fills) holds the thing itself.
 *
 * The home page's reads (search, reads/catalogue.ts, reads/site-settings.ts) await `apiRequest`
 * themselves: on their first visit this module would be one more script to fetch, and the home
 * page's JavaScript budget has no room for it.
 */
export async function requestData<T>(path: string, options: RequestOptions<AnswerSchema<{ data: T }>>) {
  const answer = await apiRequest(path, options);
  return answer.data;
}
