// callApi: a declared special call (src-shared/calls/call-table.ts) through main's `api.call`
// channel, typed from its contract. Answers an IpcResult like every channel, so a screen shows the
// failure it got and never a success it did not. useCallData loads a GET call for a screen.
import { useEffect, useState } from 'react';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import type { CallArgs, CallResult, UploadPart } from '../../src-shared/calls/call-input.js';
import type { CallName } from '../../src-shared/calls/call-table.js';
import type { IpcResult } from '../../src-shared/ipc/channels.js';
import type { MirroredEntity } from '../../src-shared/sync/protocol.js';
import { settle, useData, type DataState } from './use-data.js';
import { venue } from './venue.js';

export function callApi<N extends CallName>(call: N, args: CallArgs<N>): Promise<IpcResult<CallResult<N>>> {
  return settle(() => venue()['api.call']({ call, ...args }) as Promise<IpcResult<CallResult<N>>>);
}

/**
 * Loads a call's answer and reloads it when `key` changes, when `reload()` is called, or when main
 * says one of `entities` changed in the mirror.
 */
export function useCallData<N extends CallName>(
  call: N,
  args: CallArgs<N>,
  key: string,
  entities: readonly MirroredEntity[] = [],
): DataState<CallResult<N>> {
  return useData(() => callApi(call, args), `${call}:${key}`, entities);
}

/** A picked file as an upload part of a call (base64; main sends it as multipart form data). */
export async function uploadPartOf(field: string, file: File): Promise<UploadPart> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return { field, name: file.name, type: file.type, base64: btoa(binary) };
}

/**
 * The tenant API's base URL (with /api/v1), for the paths the API answers for pictures and files
 * (an <img> or a download link loads them directly); null until main has said it.
 */
export function useApiBase(): string | null {
  const [apiBase, setApiBase] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const core = venue();
    void core['app.info']().then((r) => {
      if (live && r.ok) setApiBase(`${r.value.apiUrl}${API_BASE_PATH}`);
    });
    return () => {
      live = false;
    };
  }, []);
  return apiBase;
}
