// What other screen areas may use of the integrations area: a client's POS checks.
export { ClientPosChecks } from './pos-checks.js';
