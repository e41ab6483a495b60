import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useDownloadInvoice } from '../api/download-invoice';

/** Download Invoice: fetches the PDF with the session's token and saves it as "{document_no}.pdf". */
export function InvoiceDownload({ url, documentNo }: { url: string; documentNo: string }) {
  const download = useDownloadInvoice();
  return (
    <>
      <Button
        variant="link"
        busy={download.isPending}
        busyText="Downloading…"
        onClick={() => download.mutate({ url, documentNo })}
      >
        Download Invoice<span className="visually-hidden">{` ${documentNo} (PDF)`}</span>
      </Button>
      {download.isError ? <Alert variant="error">{errorMessage(download.error)}</Alert> : null}
    </>
  );
}
