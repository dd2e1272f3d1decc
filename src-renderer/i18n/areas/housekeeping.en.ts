// Housekeeping: the attendant's rooms dashboard (issue 32 §1).
export const housekeepingEn = {
  title: 'Housekeeping',
  subtitle:
    'Mark each room as you finish it. Changes made offline are kept and sent when the terminal is back online.',
  rooms: 'Rooms',
  none: 'No rooms yet: add them in Settings › Floorplan › Rooms.',
  floor: 'Floor {{floor}}',
  pending: 'Waiting to sync',
  outOfOrder: 'Out of order',
  outOfService: 'Out of service',
  cleanliness: { dirty: 'Dirty', clean: 'Clean', inspected: 'Inspected', pickup: 'Pickup' },
  occupancy: { vacant: 'Vacant', occupied: 'Occupied', due_out: 'Due out', departed: 'Departed' },
  mark: { dirty: 'Dirty', clean: 'Clean', inspected: 'Inspected' },
  markLabel: {
    dirty: 'Mark room {{number}} dirty',
    clean: 'Mark room {{number}} clean',
    inspected: 'Mark room {{number}} inspected',
  },
  saved: 'Room {{number}} is now {{status}}',
  queued: 'Room {{number}} marked {{status}}: waiting to sync',
};
