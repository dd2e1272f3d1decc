// What other screen areas may use of the orders area: a table's or a guest's linked orders.
export { LinkedOrders, TableOrders } from './linked-orders.js';
