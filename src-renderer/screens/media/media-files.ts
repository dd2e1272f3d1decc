// The media screen's check before sending: each picked or dropped file is refused here, in the
// server's words, when it is too large or of a type the library does not take; the rest are sent.
import { mediaFileProblem } from '../../../src-shared/media/media-calls.js';

export interface FileResult {
  name: string;
  ok: boolean;
  error: string | null;
}

export function checkMediaFiles(files: readonly File[]): { refused: FileResult[]; accepted: File[] } {
  const refused: FileResult[] = [];
  const accepted: File[] = [];
  for (const file of files) {
    const problem = mediaFileProblem(file);
    if (problem) refused.push({ name: file.name, ok: false, error: problem });
    else accepted.push(file);
  }
  return { refused, accepted };
}
