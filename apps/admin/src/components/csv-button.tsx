/**
 * 'Xuất CSV': downloads every row the list's current filter and search match, written by the API
 * (decision 0041: UTF-8 with BOM for Excel), and says how many rows the file holds, or that it
 * stopped at the export's limit.
 */
import type { Endpoint } from '@app/shared/contracts/endpoint';
import { App, Button } from 'antd';
import { useState } from 'react';
import { download, errorText } from '../lib/api-client.ts';
import { messages } from '../messages.ts';

const t = messages.csv;

/** Hands the bytes to the browser as a download named `fileName`. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CsvButton({
  endpoint,
  params,
  query,
  fileName,
  label = t.button,
  testId = 'csv-export',
}: {
  endpoint: Endpoint;
  params?: object;
  query?: object;
  /** The name when the API gives none (without `.csv`). */
  fileName: string;
  /** The button's text when not "Xuất CSV". */
  label?: string;
  testId?: string;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const file = await download(endpoint, { params, query } as never);
      save(file.blob, file.fileName ?? `${fileName}.csv`);
      const rows = Number(file.headers.get('x-export-rows') ?? 0);
      if (file.headers.get('x-export-truncated')) message.warning(t.truncated(rows));
      else message.success(t.done(rows));
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={onClick} loading={busy} data-testid={testId}>
      {label}
    </Button>
  );
}
