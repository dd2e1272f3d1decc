// An export to a CSV file: the call the server answers with the file's name, text and row count,
// saved as a download. While it runs the button shows it is busy; its answer (the rows and file
// saved, or why not) is a notice the screen shows in its notice line.
import { useState } from 'react';
import type { IpcResult } from '../../src-shared/ipc/channels.js';

export interface CsvFile {
  filename: string;
  csv: string;
  rows: number;
}

/** Saves CSV text as a file download (a Blob URL, so a long export is not squeezed into a URL). */
export function saveCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useCsvExport(texts: { failed: (reason: string) => string; done: (file: CsvFile) => string }) {
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (call: Promise<IpcResult<CsvFile>>) => {
    setBusy(true);
    const result = await call;
    setBusy(false);
    if (!result.ok) {
      setNotice({ ok: false, text: texts.failed(result.error.message) });
      return;
    }
    saveCsv(result.value.filename, result.value.csv);
    setNotice({ ok: true, text: texts.done(result.value) });
  };
  return { notice, setNotice, busy, run };
}
