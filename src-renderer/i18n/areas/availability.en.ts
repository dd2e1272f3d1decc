// Settings › Availability: the access rules list's own filters and actions, English.
export const availabilityEn = {
  rules: {
    filterFailed: 'Could not filter the rules: {{error}}',
    seatingArea: 'Seating area',
    allAreas: 'All seating areas',
    channel: 'Booking channel',
    allChannels: 'All booking channels',
    dates: 'Live between dates',
    allDates: 'All dates',
    clearDates: 'Clear the dates',
    duplicate: 'Duplicate',
    duplicated: 'Access rule duplicated as {{name}} (inactive until you activate it)',
  },
};
