// What other screen areas may use of the reservations area: the one booking drawer.
export { ReservationDrawer, type DrawerMode } from './reservation-drawer.js';
