import { describe, expect, it } from 'vitest';
import { venueSettingsErrorText } from './venue-settings-errors.js';

describe('spec §8 venue settings error texts', () => {
  it('answers each status with its text', () => {
    const text = (status: number | undefined, message = '', code?: string) =>
      venueSettingsErrorText({ message, status, code }, 'save venue settings');
    expect(text(400, 'Bad thing')).toBe('Bad thing');
    expect(text(400)).toBe('Invalid request data');
    expect(text(401, 'x')).toBe('Unauthorized access. Please log in again.');
    expect(text(403, 'x')).toBe('Access forbidden. You do not have permission to perform this action.');
    expect(text(404, 'x')).toBe('Venue settings not found');
    expect(text(422, 'Feedback summary time is required when feedback summary is enabled')).toBe(
      'Feedback summary time is required when feedback summary is enabled',
    );
    expect(text(422)).toBe('Validation failed');
    expect(text(503, 'x')).toBe('Server error. Please try again later.');
    expect(text(undefined, 'fetch failed', 'network')).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(
      text(undefined, 'You are offline: "x" needs a connection to the server. Nothing was saved.', 'network'),
    ).toMatch(/^You are offline/);
    expect(text(undefined, '')).toBe('Failed to save venue settings');
    expect(text(409, 'Conflict here')).toBe('Conflict here');
  });
});
