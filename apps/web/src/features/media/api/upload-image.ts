import { type TUploadedImage, ZApiError, ZUploadImageResponse } from '@parkstays/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/storage';

/**
 * POST /api/admin/media: the file's bytes as they are (admins); the server decodes them to judge
 * them, whatever type they claim. 400 NOT_AN_IMAGE when they are no photo; the answer holds the
 * largest copy's address and every copy. The one call whose body is not JSON, so it is sent here
 * rather than through `apiRequest` (which every page's script carries), and fails the same way.
 */
export async function uploadImage(file: Blob): Promise<TUploadedImage> {
  const token = sessionStore.getToken();
  let response: Response;
  try {
    response = await fetch('/api/admin/media', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/octet-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = ZApiError.safeParse(json);
    if (!refusal.success) throw new ApiError(response.status, GENERIC_ERROR_MESSAGE);
    const { message, errors, code } = refusal.data;
    throw new ApiError(response.status, message, errors, code, json);
  }
  const answer = ZUploadImageResponse.safeParse(json);
  if (!answer.success) throw new ApiError(response.status, GENERIC_ERROR_MESSAGE);
  return answer.data.data;
}

export function useUploadImage() {
  return useMutation({ mutationKey: ['media', 'upload'], mutationFn: uploadImage });
}
