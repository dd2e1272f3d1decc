// Pieces the template screen's parts share: a part's title and load failure with a retry, the venue
// time of an instant, and the samples shown only when the server has no templates (spec §8).
import { Alert, Button, Loader } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError, IpcResult } from '../../../src-shared/ipc/channels.js';
import type { DataState } from '../../data/use-data.js';
import { useDates } from '../../kit/dates.js';
import { HeadingRow } from '../../kit/heading-row.js';

// The one message line of the email/SMS template editors: a failure is never shown as a success.
import type { Message as Notice } from '../templates/public.js';
export { MessageLine, type Message as Notice } from '../templates/public.js';

export function PartTitle({ id, children, extra }: { id: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <HeadingRow id={id} order={3} size="h4" aside={extra} align="center">
      {children}
    </HeadingRow>
  );
}

/** A part that failed to load: the server's message and a retry. */
export function LoadFailed({ part, error, onRetry }: { part: string; error: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('website.template.loadFailed', { part })}>
      {error}
      <Button size="xs" variant="light" color="red" ml="sm" onClick={onRetry}>
        {t('website.template.retry')}
      </Button>
    </Alert>
  );
}

/**
 * A part's spinner while it loads with nothing to show, or its failure with a retry (and what
 * `failedToo` adds below it); once it has data, the part itself.
 */
export function PartLoad({
  state,
  part,
  loading,
  failedToo,
  children,
}: {
  state: Pick<DataState<unknown>, 'data' | 'error' | 'loading' | 'reload'>;
  part: string;
  loading: string;
  failedToo?: ReactNode;
  children: ReactNode;
}) {
  if (state.loading && state.data === null) return <Loader size="sm" aria-label={loading} />;
  if (state.error && state.data === null)
    return (
      <>
        <LoadFailed part={part} error={state.error} onRetry={state.reload} />
        {failedToo}
      </>
    );
  return children;
}

/**
 * A part's calls to the server with what they are busy with and the notice under the part: the
 * notice clears as a call starts; a refusal shows `failed` with its reason (the server's message
 * by default) and nothing else happens; an answer goes to `done`.
 */
export function useNoticeCall<B>(idle: B) {
  const [busy, setBusy] = useState<B>(idle);
  const [notice, setNotice] = useState<Notice>(null);
  async function run<T>(
    mark: B,
    call: () => Promise<IpcResult<T>>,
    failed: (reason: string) => string,
    done: (value: T) => void,
    reason: (error: IpcError) => string = (error) => reasonOf(error.message),
  ) {
    setBusy(mark);
    setNotice(null);
    const result = await call();
    setBusy(idle);
    if (!result.ok) return setNotice({ kind: 'error', text: failed(reason(result.error)) });
    done(result.value);
  }
  return { busy, notice, setNotice, run };
}

/** A server's message inside a sentence of ours: without its own closing full stop. */
export const reasonOf = (message: string) => message.trim().replace(/[.\s]+$/, '');

/**
 * A refused save: the server's field messages go onto the form's fields (the edit stays as typed)
 * and its reason, without the closing full stop, comes back for the notice's sentence.
 */
export function refusalOf(form: { setErrors: (errors: Record<string, string>) => void }, error: IpcError) {
  if (error.errors)
    form.setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v.join(' ')])));
  return reasonOf(error.message);
}

/** A font of the picker as a CSS stack, so a machine without it shows its kind (serif or not). */
export const fontStack = (font: string) =>
  ['Georgia', 'Times New Roman'].includes(font) ? `"${font}", serif` : `"${font}", system-ui, sans-serif`;

/** Black or white, whichever reads better on `hex` (WCAG relative luminance); white for a bad colour. */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '#ffffff';
  const lin = (c: string) => {
    const v = parseInt(c, 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(m[1] ?? '0') + 0.7152 * lin(m[2] ?? '0') + 0.0722 * lin(m[3] ?? '0');
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** An instant as the venue's date and time. */
export function useVenueWhen() {
  return useDates().at;
}

/** Spec §8 fallback samples: shown, labelled, only when the server offers no templates. */
export const SAMPLE_TEMPLATES = [
  {
    id: 'sample-modern-restaurant',
    template_name: 'Modern Restaurant',
    template_description: 'A bold hero picture, the menu, a gallery and the booking widget on one page.',
    features: ['online-booking', 'menu', 'gallery'],
  },
  {
    id: 'sample-classic-elegance',
    template_name: 'Classic Elegance',
    template_description: 'Serif headings, a quiet palette and room for a long story of the house.',
    features: ['online-booking', 'menu', 'story'],
  },
  {
    id: 'sample-minimalist-cafe',
    template_name: 'Minimalist Cafe',
    template_description: 'One column, opening hours up front and a short menu.',
    features: ['menu', 'opening-hours'],
  },
] as const;
