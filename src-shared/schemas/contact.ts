// The contact of the person a row is about (a booking's guest, a client, a guest-list entry, a
// waitlist entry): the columns as stored, and the checks an entered contact passes (spec texts).
import { z } from 'zod';

/** Stored contact columns, as the server sends them. */
export const contactColumns = {
  first_name: z.string(),
  last_name: z.string(),
  mobileNumber: z.string(),
  email: z.string(),
};

/** An entered contact: a first name is required; the mobile number is free text up to 20 characters. */
export const contactInputFields = {
  first_name: z
    .string({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(100, 'First name cannot exceed 100 characters'),
  last_name: z.string().trim().max(100, 'Last name cannot exceed 100 characters'),
  mobileNumber: z.string().trim().max(20, 'Mobile number cannot exceed 20 characters'),
  email: z.email('Enter a valid email address').max(320).or(z.literal('')),
};
