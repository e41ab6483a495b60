import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/privacy/my-data: everything the park holds of the signed-in person, as a JSON file. */
export function downloadMyData() {
  return downloadFile('/api/privacy/my-data', 'my-data.json');
}

export function useDownloadMyData() {
  return useMutation({ mutationKey: ['privacy', 'download'], mutationFn: downloadMyData });
}
