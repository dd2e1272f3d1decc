// The money settings screens' module, loaded lazily by the screen table.
export { CurrencyScreen } from './currency-screen.js';
export { PaymentIntegrationScreen } from './payment-integration-screen.js';
export { TaxScreen } from './tax-screen.js';
