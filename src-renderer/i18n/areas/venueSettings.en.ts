// Settings › General › Venue: the four groups of venue settings, English. The spec's error and
// rule texts are the shared modules' own (the server and the schemas send the same).
import { VALIDATION_MESSAGES, VENUE_SETTINGS_ERRORS } from '../../../src-shared/errors.js';
import { VENUE_SETTINGS_RULES } from '../../../src-shared/schemas/venue-settings.js';
import { venueSettingsErrorText } from '../../../src-shared/venue/venue-settings-errors.js';

const titles = {
  internal_terms_email: 'Internal summary emails',
  guest_communication: 'Guest communication',
  reservation_config: 'Reservation config',
  charges: 'Charges',
};

const byGroup = (text: (title: string) => string) =>
  Object.fromEntries(Object.entries(titles).map(([group, title]) => [group, text(title)])) as Record<
    keyof typeof titles,
    string
  >;

/** The "Failed to …" text a call without a message shows (spec §8). */
const failed = (action: string) => venueSettingsErrorText({ message: '' }, action);

export const venueSettingsEn = {
  /** What the leave-with-unsaved-changes guard names. */
  unsavedWhat: 'Venue settings',
  titles,
  /** Each group's button and outcomes, built from its title as the screen always wrote them. */
  save: byGroup((title) => `Save ${title.toLowerCase()}`),
  saved: byGroup((title) => `${title} saved`),
  notSaved: byGroup((title) => `${title} were not saved: correct the fields marked below.`),
  /** The text when a call fails without a message (spec §8 "Failed to …"). */
  failed: {
    load: failed('load venue settings'),
    reset: failed('reset venue settings'),
    ...byGroup((title) => failed(`save ${title.toLowerCase()}`)),
  },
  /** Spec §8 venue settings texts, by status. */
  errors: VENUE_SETTINGS_ERRORS,
  /** Spec §5 rule texts (and ours in their style). */
  rules: {
    reservationSummaryTimes: VALIDATION_MESSAGES.reservationSummaryTimes,
    feedbackSummaryTime: VALIDATION_MESSAGES.feedbackSummaryTime,
    invalidTime: VALIDATION_MESSAGES.invalidTime('{{value}}'),
    ...VENUE_SETTINGS_RULES,
  },
  loadFailed: 'Venue settings could not be loaded',
  tryAgain: 'Try again',
  loading: 'Loading venue settings',
  unsaved: 'Unsaved changes',
  savedBadge: 'Saved',
  alsoUnsaved: 'Also unsaved: {{groups}}. Each tab saves its own group.',
  discard: 'Discard changes',
  restoreDefaults: 'Restore defaults',
  restored: 'Venue settings restored to their defaults',
  confirmTitle: 'Restore the default venue settings?',
  confirmText: 'Every group (all four tabs) returns to its default. Your saved settings are removed.',
  cancel: 'Cancel',
  timePlaceholder: 'HH:MM',
  internal: {
    summaryEnabled: 'Send the reservation summary email',
    summaryEnabledDescription:
      "At each time below, the day's bookings still to come, by mail to the venue's staff who may read reports",
    summaryTimes: 'Reservation summary times',
    summaryTime: 'Reservation summary time {{n}}',
    removeSummaryTime: 'Remove reservation summary time {{n}}',
    addSummaryTime: 'Add a summary time',
    feedbackEnabled: 'Send the feedback summary email',
    feedbackTime: 'Feedback summary time',
    feedbackSecondTime: 'Second feedback summary time',
    feedbackNotYet:
      'Feedback summary mails start once guest feedback is collected. Until then, nothing is sent.',
  },
  guest: {
    bookingNotifications: 'Booking notifications',
    notifyOn: 'Notify the guest on',
    notificationOptions: {
      confirmation: 'Confirmation',
      modification: 'Modification',
      cancellation: 'Cancellation',
    },
    qrNotification: 'QR code notification',
    reminder: 'Reservation reminder',
    reminderTiming: 'Reminder timing (hours before the booking)',
    arrivalSms: 'Arrival SMS',
    feedbackEmails: 'Feedback emails',
    feedbackCategories: 'Feedback categories',
    defaultMethod: 'Default notification method',
    methods: { EMAIL: 'Email', SMS: 'SMS', BOTH: 'Email and SMS' },
    headerBackground: 'Email header background',
    white: 'White',
    customColour: 'Custom colour',
    buttonLinkColour: 'Button and link colour',
    sameAsBackground: 'Same as the header background',
  },
  config: {
    requiredFields: 'Required booking fields',
    requiredFieldsDescription: 'Besides the first name and the party size, a booking needs these',
    requiredFieldsNone: 'No other field is required',
    requirable: {
      last_name: 'Last name',
      mobileNumber: 'Mobile number',
      email: 'Email',
      special_request: 'Special request',
      reservationType: 'Reservation type',
    },
    autoAssign: 'Assign tables automatically',
    autoAssignDescription: 'A booking without a table gets the suggested one',
    showProblems: 'Show problem reservations',
    preventMultiple: 'Prevent multiple reservations',
    preventMultipleDescription: 'A guest (same email or mobile number) cannot hold two bookings in the scope',
    scope: 'Multiple reservation scope',
    scopePlaceholder: 'Choose a scope',
    scopes: { same_day: 'Same day', same_shift: 'Same shift', overlapping: 'Overlapping times' },
    accessRuleAlert: 'Access rule alert',
    waitTimes: 'Show wait times',
    intervalTimes: 'Show interval times',
    inRoomDining: 'In-room dining',
    inRoomDiningDescription:
      "Guests order to their rooms. Off: the IRD entry opens the restaurant's live orders",
    confirmationMethod: 'Reservation confirmation method',
    confirmationMethods: { all: 'All reservations', main_dining: 'Main dining only' },
  },
  charges: {
    collectionMethod: 'Credit card collection method',
    collectionMethods: {
      manually_enter: 'Enter manually or send a paylink',
      paylink: 'Send a paylink or enter manually',
      manually_enter_only: 'Enter manually only',
      paylink_only: 'Paylink only',
    },
    autoCancel: 'Auto-cancel unpaid bookings after (minutes)',
    autoCancelDescription: 'Empty: never',
    serviceCharge: 'Default service charge (%)',
    gratuity: 'Default gratuity (%)',
    costOptions: 'Show cost options',
  },
};
