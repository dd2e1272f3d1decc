// The audit trail's entries (who changed what, from where) declared as an entity: read, filtered
// and exported, never written through the API. The contracts are in audit-contracts.ts.
import { defineEntity } from '../entities/define-entity.js';
import { AUDIT_CONTRACTS } from './audit-contracts.js';

export const auditEntryEntity = defineEntity({
  key: 'auditEntry',
  noun: 'audit entry',
  plural: 'audit entries',
  mirror: null,
  callPrefix: 'audit',
  calls: AUDIT_CONTRACTS,
});
