// The mailing API of the integration tests: a test API whose guest email goes to an SMTP sink.
import { afterAll, beforeAll } from 'vitest';
import { freePort, smtpSink, type SmtpSink } from '../../support/smtp-sink.js';
import { startTestApi } from './api-server.js';

export type { SmtpSink } from '../../support/smtp-sink.js';

/**
 * A test API sending guest email to a fresh SMTP sink, retrying a failed send after a second (the
 * runner polling every half second), and the sink; the test stops both.
 */
export async function startMailingApi(): Promise<{
  sink: SmtpSink;
  api: Awaited<ReturnType<typeof startTestApi>>;
}> {
  const sink = smtpSink(await freePort());
  const api = await startTestApi({
    smtpUrl: sink.url,
    jobs: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
  });
  return { sink, api };
}

/**
 * Starts the calling file's mailing API and sink (beforeAll, with its job queue ready; the sink
 * starts down) and stops both afterwards.
 */
export function useMailingApi(): () => Awaited<ReturnType<typeof startMailingApi>> {
  let current: Awaited<ReturnType<typeof startMailingApi>> | undefined;
  beforeAll(async () => {
    current = await startMailingApi();
    await current.api.server.jobs?.ready();
  });
  afterAll(async () => {
    await current?.api.stop();
    await current?.sink.down();
  });
  return () => {
    if (!current) throw new Error('The mailing API is not started yet; call it inside a test or hook.');
    return current;
  };
}
