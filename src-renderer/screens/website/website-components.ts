// Settings › Website (issue 17), loaded by the screen table as one chunk.
export {
  ReservationWidgetScreen,
  EventWidgetScreen,
  WaitlistWidgetScreen,
  LandingPageWidgetScreen,
  CustomAudienceWidgetScreen,
} from './widget-screens.js';
export { WebsiteTemplateScreen } from './template-screen.js';
