import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../../lib/download-file';

/** GET …/ledger-entries/{entry_no}/invoice.pdf: the invoice as the owner gets it, saved as a file. */
export function useDownloadOwnerInvoice() {
  return useMutation({
    mutationKey: ['admin', 'owners', 'download-invoice'],
    mutationFn: ({ url, documentNo }: { url: string; documentNo: string }) =>
      downloadFile(url, `invoice-${documentNo}.pdf`),
  });
}
