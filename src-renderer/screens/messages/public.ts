// What the messages area offers the shell: the header's bell and messages link, the unread messages
// count (the sidebar's Messages entry), and the service that keeps their state live while a user is
// signed in.
import { useNotificationCentreService } from './notification-centre.js';

export { useMessagesUnread } from './notification-centre.js';

export { NotificationBell } from './notification-bell.js';
export { MessagesLink } from './messages-link.js';

/** Mounted once by the shell for a signed-in user: loads the centre and follows the user's events. */
export function NotificationCentreService(): null {
  useNotificationCentreService();
  return null;
}
