// Small words of the messages area that are no sentence: a status's colour, a body's first line.
import type { MessageStatus } from '../../../src-shared/notifications/notification-schemas.js';

/** Unread stands out; Read is quiet; Reply says it was answered. Dark shades: white text meets AA. */
export const STATUS_COLOUR: Record<MessageStatus, string> = {
  Unread: 'red.9',
  Read: 'gray.8',
  Reply: 'teal.9',
};

/** A body's first non-empty line (the list shows it under the subject). */
export function firstLine(body: string): string {
  return (
    body
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}
