// The template screens' module, loaded lazily by the screen table.
export { EmailTemplatesScreen } from './email-templates-screen.js';
export { SmsTemplatesScreen } from './sms-templates-screen.js';
