// Spec §8 Venue settings: the text a failed venue settings call shows, from its status.
import { VENUE_SETTINGS_ERRORS } from '../errors.js';

export interface CallFailure {
  message: string;
  status?: number | undefined;
  code?: string | undefined;
}

/** 400/422 keep the server's message; the others have fixed texts; no answer is the network text. */
export function venueSettingsErrorText(error: CallFailure, action: string): string {
  const { status, message } = error;
  // Refused before sending because the terminal is offline: main's text says nothing was saved.
  if (status === undefined && error.code === 'network')
    return message.startsWith('You are offline') ? message : VENUE_SETTINGS_ERRORS.network;
  if (status === 400) return message || VENUE_SETTINGS_ERRORS[400];
  if (status === 401) return VENUE_SETTINGS_ERRORS[401];
  if (status === 403) return VENUE_SETTINGS_ERRORS[403];
  if (status === 404) return VENUE_SETTINGS_ERRORS[404];
  if (status === 422) return message || VENUE_SETTINGS_ERRORS[422];
  if (status !== undefined && status >= 500) return VENUE_SETTINGS_ERRORS[500];
  return message || `Failed to ${action}`;
}
