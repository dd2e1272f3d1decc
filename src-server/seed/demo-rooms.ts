// Demo housekeeping rooms for Harbour Bistro (issue 32 §1): twelve rooms on three floors with a
// morning's mix of statuses, so the Rooms settings screen and the attendant's dashboard have data.
import type { CreateRoom } from '../../src-shared/housekeeping/room-resource.js';
import { rooms } from '../db/schema/housekeeping.js';
import { roomCrud } from '../housekeeping/room-service.js';
import type { SeedContext, SeedStep } from './seed-step.js';
import { seedTenantOnce } from './tenant-seed.js';

const TYPES = ['Double', 'Twin', 'Double', 'Suite'] as const;
const CLEANLINESS = ['dirty', 'dirty', 'clean', 'inspected'] as const;
const OCCUPANCY = ['departed', 'vacant', 'occupied', 'due_out'] as const;

/** Rooms 101–104, 201–204, 301–304. */
export const DEMO_ROOMS: CreateRoom[] = [1, 2, 3].flatMap((floor) =>
  [0, 1, 2, 3].map((i) => ({
    number: `${floor}0${i + 1}`,
    floor,
    room_type: TYPES[i] ?? 'Double',
    cleanliness: CLEANLINESS[(i + floor) % 4] ?? 'dirty',
    occupancy: OCCUPANCY[i] ?? 'vacant',
    out_of_order: false,
    ooo_return_status: null,
    ooo_return_date: null,
    out_of_service: floor === 3 && i === 3,
    status: 1 as const,
  })),
);

export const demoRoomsStep: SeedStep = {
  name: 'demo-rooms',
  async run(ctx: SeedContext) {
    await seedTenantOnce(
      ctx,
      { slug: 'harbour-bistro', what: 'rooms', marker: rooms },
      async (write, timeZone) => {
        const writeCtx = { restaurantId: write.restaurantId, timeZone, actorName: 'Demo data' };
        for (const room of DEMO_ROOMS) await roomCrud.create(write, writeCtx, room);
      },
    );
  },
};
