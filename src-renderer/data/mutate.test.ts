import { describe, expect, it } from 'vitest';
import { errorText } from './mutate.js';

describe('errorText', () => {
  it('says each reason once: a message that is its field reason is not repeated', () => {
    expect(
      errorText({ message: 'Tag name is required', errors: { tag_name: ['Tag name is required'] } }),
    ).toBe('Tag name is required');
    expect(
      errorText({
        message: 'Validation failed',
        errors: {
          email: ['Email is invalid'],
          'body.email': ['Email is invalid'],
          name: ['Name is required'],
        },
      }),
    ).toBe('Validation failed: Email is invalid; Name is required');
    expect(errorText({ message: 'The server is unreachable' })).toBe('The server is unreachable');
  });
});
