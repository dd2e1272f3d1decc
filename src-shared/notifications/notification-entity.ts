// The notification centre and staff messages declared as entities (issue 30 §4–5, spec §7
// "Notifications: settings, user, read, read-all, delete", `GET /user/notifications/{id}`, and
// "Messages/user requests"). Online only: each row is one user's, so a route answers the caller's own
// rows and a row of anyone else is a 404. The server is src-server/notifications/.
import { defineEntity } from '../entities/define-entity.js';
import type { RouteContract } from '../resources/route-contract.js';
import {
  notificationDeletedSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationSettingsSchema,
  readAllSchema,
  replyStaffMessageSchema,
  sendStaffMessageSchema,
  staffMessageListSchema,
  staffMessageSchema,
  staffReplySchema,
  unreadCountSchema,
  updateNotificationSettingsSchema,
  updateVenueNotificationSettingsSchema,
  venueNotificationSettingsSchema,
} from './notification-schemas.js';

export const NOTIFICATION_CALLS = {
  list: {
    method: 'GET',
    path: '/user/notifications',
    summary: "The caller's own notifications in this restaurant, newest first, with the unread count",
    permission: null,
    query: notificationListQuerySchema,
    response: notificationListSchema,
    status: 200,
  },
  get: {
    method: 'GET',
    path: '/user/notifications/{id}',
    summary: 'One of the caller’s notifications (another user’s is not found)',
    permission: null,
    params: notificationIdParamsSchema,
    response: notificationSchema,
    status: 200,
  },
  read: {
    method: 'PUT',
    path: '/user/notifications/{id}/read',
    summary: 'Marks one of the caller’s notifications read; their other terminals are told',
    permission: null,
    params: notificationIdParamsSchema,
    response: notificationSchema,
    status: 200,
  },
  readAll: {
    method: 'PUT',
    path: '/user/notifications/read-all',
    summary: 'Marks every notification of the caller in this restaurant read',
    permission: null,
    response: readAllSchema,
    status: 200,
  },
  delete: {
    method: 'DELETE',
    path: '/user/notifications/{id}',
    summary: 'Deletes one of the caller’s notifications',
    permission: null,
    params: notificationIdParamsSchema,
    response: notificationDeletedSchema,
    status: 200,
  },
  settings: {
    method: 'GET',
    path: '/user/notifications/settings',
    summary: 'The caller’s notification settings: every kind, in console and by email',
    permission: null,
    response: notificationSettingsSchema,
    status: 200,
  },
  settingsUpdate: {
    method: 'PUT',
    path: '/user/notifications/settings',
    summary: 'Changes the caller’s notification settings for the kinds listed',
    permission: null,
    body: updateNotificationSettingsSchema,
    response: notificationSettingsSchema,
    status: 200,
  },
  venueSettings: {
    method: 'GET',
    path: '/notifications/venue-settings',
    summary: 'What the venue counts as a large party',
    permission: 'settings.read',
    response: venueNotificationSettingsSchema,
    status: 200,
  },
  venueSettingsUpdate: {
    method: 'PUT',
    path: '/notifications/venue-settings',
    summary: 'Changes what the venue counts as a large party',
    permission: 'settings.manage',
    body: updateVenueNotificationSettingsSchema,
    response: venueNotificationSettingsSchema,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;

export const STAFF_MESSAGE_CALLS = {
  list: {
    method: 'GET',
    path: '/messages',
    summary: 'The caller’s staff messages in this restaurant, newest first, with the unread count',
    permission: null,
    response: staffMessageListSchema,
    status: 200,
  },
  unreadCount: {
    method: 'GET',
    path: '/messages/unread-count',
    summary: 'How many of the caller’s staff messages are Unread (the sidebar’s count)',
    permission: null,
    response: unreadCountSchema,
    status: 200,
  },
  open: {
    method: 'GET',
    path: '/messages/{id}',
    summary: 'Opens one of the caller’s messages: an Unread one becomes Read',
    permission: null,
    params: notificationIdParamsSchema,
    response: staffMessageSchema,
    status: 200,
  },
  send: {
    method: 'POST',
    path: '/messages',
    summary: 'Sends a staff message to a user of this restaurant',
    permission: 'messages.send',
    body: sendStaffMessageSchema,
    response: staffMessageSchema,
    status: 201,
  },
  reply: {
    method: 'POST',
    path: '/messages/{id}/reply',
    summary: 'Replies to one of the caller’s messages: it turns into Reply and its sender gets the answer',
    permission: 'messages.send',
    params: notificationIdParamsSchema,
    body: replyStaffMessageSchema,
    response: staffReplySchema,
    status: 201,
  },
} as const satisfies Record<string, RouteContract>;

export const notificationEntity = defineEntity({
  key: 'notification',
  noun: 'notification',
  plural: 'notifications',
  mirror: null,
  callPrefix: 'notifications',
  permission: { read: null, manage: null },
  calls: NOTIFICATION_CALLS,
});

export const staffMessageEntity = defineEntity({
  key: 'staffMessage',
  noun: 'staff message',
  plural: 'staff messages',
  mirror: null,
  callPrefix: 'staffMessages',
  permission: { read: null, manage: 'messages.send' },
  calls: STAFF_MESSAGE_CALLS,
});

export const NOTIFICATION_ENTITIES = [notificationEntity, staffMessageEntity] as const;
