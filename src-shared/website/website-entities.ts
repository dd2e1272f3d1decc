// The restaurant's website: its configuration and pages, templates and template migrations, the
// widgets' UI configuration, and the public widget's waitlist, declared as entities. Their
// contracts are in website-calls.ts, template-calls.ts, widget-calls.ts and waitlist.ts, keyed by
// their whole call names.
import { defineEntity, pickCalls } from '../entities/define-entity.js';
import { WEBSITE_TEMPLATE_CALLS } from './template-calls.js';
import { WAITLIST_CALLS } from './waitlist.js';
import { WEBSITE_CALLS } from './website-calls.js';
import { WIDGET_CALLS } from './widget-calls.js';

export const websitePageEntity = defineEntity({
  key: 'websitePage',
  noun: 'website page',
  plural: 'website pages',
  mirror: null,
  callPrefix: '',
  calls: pickCalls(WEBSITE_CALLS, [
    'website.config',
    'website.updateConfig',
    'website.content',
    'website.pageContent',
    'website.updatePageContent',
    'website.contentVersions',
    'website.restoreContent',
    'website.media',
    'website.mediaBulk',
    'website.health',
  ]),
});

export const websiteTemplateEntity = defineEntity({
  key: 'websiteTemplate',
  noun: 'website template',
  plural: 'website templates',
  mirror: null,
  callPrefix: '',
  calls: {
    ...WEBSITE_TEMPLATE_CALLS,
    ...pickCalls(WEBSITE_CALLS, [
      'website.currentTemplate',
      'website.assignTemplate',
      'website.customize',
      'website.compareTemplates',
    ]),
  },
});

export const templateMigrationEntity = defineEntity({
  key: 'templateMigration',
  noun: 'template migration',
  plural: 'template migrations',
  mirror: null,
  callPrefix: '',
  calls: pickCalls(WEBSITE_CALLS, [
    'website.migrationStatus',
    'website.migrationCompatibility',
    'website.migrationQueue',
    'website.queueMigration',
    'website.executeMigration',
    'website.rollbackMigration',
    'website.cancelMigration',
    'website.migrationLogs',
    'website.migrationHealth',
    'website.bulkMigration',
  ]),
});

export const websiteWidgetEntity = defineEntity({
  key: 'websiteWidget',
  noun: 'website widget',
  plural: 'website widgets',
  mirror: null,
  callPrefix: '',
  calls: WIDGET_CALLS,
});

export const waitlistEntryEntity = defineEntity({
  key: 'waitlistEntry',
  noun: 'waitlist entry',
  plural: 'waitlist entries',
  mirror: 'waitlist',
  callPrefix: '',
  calls: WAITLIST_CALLS,
});

export const WEBSITE_ENTITIES = [
  websitePageEntity,
  websiteTemplateEntity,
  templateMigrationEntity,
  websiteWidgetEntity,
  waitlistEntryEntity,
] as const;
