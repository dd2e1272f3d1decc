// The integration settings screens' module, loaded lazily by the screen table.
export { PointOfSaleScreen } from './point-of-sale-screen.js';
export { EmailProviderScreen } from './email-provider-screen.js';
