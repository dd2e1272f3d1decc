// What other areas may use of the requests area: the client profile's Request History tab.
export { ClientRequests } from './client-requests.js';
