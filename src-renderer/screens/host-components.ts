// The host-stand screens, loaded by the screen table (screen-table.ts) as one chunk.
export { ClientProfileScreen } from './clients/client-profile-screen.js';
export { ClientsScreen } from './clients/clients-screen.js';
export { FloorplanScreen } from './floorplan/floorplan-screen.js';
export { GridScreen } from './grid/grid-screen.js';
export { GuestListScreen } from './guest-list/guest-list-screen.js';
export { ReservationScreen } from './reservations/reservation-screen.js';
export { RefusedChangesScreen } from './sync/refused-changes-screen.js';
