// Users, roles, role templates, role assignments and permissions (spec §7 "Auth and user",
// /roles, /permissions) declared as entities; their contracts are in user-contracts.ts and
// access-contracts.ts, their screens are the console's own.
import { defineEntity, pickCalls } from '../entities/define-entity.js';
import { ACCESS_CONTRACTS, MY_PERMISSIONS_PATH, roleTypesByRestaurantRoute } from './access-contracts.js';
import { USER_CONTRACTS } from './user-contracts.js';

export const userEntity = defineEntity({
  key: 'user',
  noun: 'user',
  plural: 'users',
  mirror: null,
  callPrefix: 'users',
  calls: USER_CONTRACTS,
});

export const roleEntity = defineEntity({
  key: 'role',
  noun: 'role',
  plural: 'roles',
  mirror: null,
  callPrefix: 'access',
  calls: {
    ...pickCalls(ACCESS_CONTRACTS, [
      'rolesByRestaurant',
      'roleGet',
      'roleCreate',
      'roleUpdate',
      'roleDelete',
      'roleHierarchy',
    ]),
    roleTypesByRestaurant: roleTypesByRestaurantRoute,
  },
});

export const roleTemplateEntity = defineEntity({
  key: 'roleTemplate',
  noun: 'role template',
  plural: 'role templates',
  mirror: null,
  callPrefix: 'access',
  calls: pickCalls(ACCESS_CONTRACTS, [
    'roleTemplates',
    'roleTemplateSearch',
    'roleTemplateStats',
    'roleTemplateCompare',
    'roleTemplateByKey',
    'roleTemplateClone',
  ]),
});

export const roleAssignmentEntity = defineEntity({
  key: 'roleAssignment',
  noun: 'role assignment',
  plural: 'role assignments',
  mirror: null,
  callPrefix: 'access',
  calls: pickCalls(ACCESS_CONTRACTS, [
    'assignments',
    'assignmentCreate',
    'assignmentDelete',
    'assignmentSetRole',
    'assignmentBulk',
    'assignmentValidate',
    'assignmentHistory',
    'assignmentContext',
    'assignmentsByShift',
  ]),
});

export const permissionEntity = defineEntity({
  key: 'permission',
  noun: 'permission',
  plural: 'permissions',
  mirror: null,
  callPrefix: 'access',
  calls: pickCalls(ACCESS_CONTRACTS, [
    'permissionCategories',
    'permissionCheck',
    'permissionCheckShift',
    'userPermissions',
    'permissionCacheStats',
    'permissionCacheInvalidate',
  ]),
  // The caller's own grants: any signed-in user of the restaurant, answered outside the contract.
  handWritten: { me: { method: 'GET', path: MY_PERMISSIONS_PATH } },
});

export const ACCESS_ENTITIES = [
  userEntity,
  roleEntity,
  roleTemplateEntity,
  roleAssignmentEntity,
  permissionEntity,
] as const;
