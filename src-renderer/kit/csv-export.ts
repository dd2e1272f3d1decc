// A screen's CSV export: ask the API for the file, save it as a download and say what was saved,
// or say why nothing was (the screen words both). Busy while the request is on its way.
import { useState } from 'react';
import type { IpcResult } from '../../src-shared/ipc/channels.js';

export interface CsvFile {
  filename: string;
  csv: string;
  rows: number;
}

/** Saves CSV text as a file download under the given name. */
export function saveCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useCsvExport(onNotice: (notice: { ok: boolean; text: string }) => void) {
  const [busy, setBusy] = useState(false);
  const run = async (
    request: () => Promise<IpcResult<CsvFile>>,
    texts: { failed: (error: string) => string; done: (file: CsvFile) => string },
  ) => {
    setBusy(true);
    const result = await request();
    setBusy(false);
    if (!result.ok) {
      onNotice({ ok: false, text: texts.failed(result.error.message) });
      return;
    }
    saveCsv(result.value.filename, result.value.csv);
    onNotice({ ok: true, text: texts.done(result.value) });
  };
  return { busy, run };
}
