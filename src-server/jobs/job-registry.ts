// Every background job the server runs. Adding one: defineJob in your area's file, add it here,
// and enqueue it with enqueueJob(tx, job, payload) in the write that causes it (README "Background jobs").
import { auditRetentionJob } from '../audit/audit-retention.js';
import { eventRetentionJob } from '../ops/event-retention.js';
import { productImportJob } from '../menus/product-import.js';
import { sendGuestMessageJob } from '../messaging/guest-message-job.js';
import { arrivalsJob } from '../notifications/arrivals-job.js';
import { deliverNotificationsJob } from '../notifications/notification-delivery.js';
import { reportScheduleJob } from '../reports/report-schedule-job.js';
import { requestExpiryJob, requestReminderJob } from '../requests/request-timers.js';
import { autoCancelUnpaidJob } from '../payments/payment-auto-cancel.js';
import { keepHoldJob } from '../payments/payment-holds.js';
import { removeOldWebhookJob } from '../payments/webhook-rotation.js';
import type { AnyJobDefinition } from './job-definition.js';

export const JOB_DEFINITIONS: readonly AnyJobDefinition[] = [
  sendGuestMessageJob,
  auditRetentionJob,
  eventRetentionJob,
  productImportJob,
  reportScheduleJob,
  requestReminderJob,
  requestExpiryJob,
  deliverNotificationsJob,
  arrivalsJob,
  autoCancelUnpaidJob,
  keepHoldJob,
  removeOldWebhookJob,
];
