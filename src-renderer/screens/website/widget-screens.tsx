// Settings › Website: the five widget settings screens (issue 17). Placeholder until built.
import { NotBuiltPage } from '../../pages/not-built-page.js';
import type { ScreenProps } from '../screen-table.js';

const notBuilt = ({ entry }: ScreenProps) => <NotBuiltPage screen={entry.screen} />;
export const ReservationWidgetScreen = notBuilt;
export const EventWidgetScreen = notBuilt;
export const WaitlistWidgetScreen = notBuilt;
export const LandingPageWidgetScreen = notBuilt;
export const CustomAudienceWidgetScreen = notBuilt;
