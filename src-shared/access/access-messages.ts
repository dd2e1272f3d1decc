// The refusals of role and user administration, as staff read them.
import { API_MESSAGES } from '../errors.js';

export const ACCESS_MESSAGES = {
  superAdminOnly: API_MESSAGES.superAdminOnly,
  aboveOwn: 'You cannot grant a role above your own',
  raiseOwn: 'You cannot raise your own role',
  scopedSelf: 'You cannot give yourself a role on top of your own',
  targetAbove: 'You cannot change someone whose role is above yours',
  roleAtOrAbove: 'You cannot change the permissions of a role at or above your own',
  createAbove: 'You cannot create a role above your own',
  builtIn: 'Built-in roles cannot be renamed or deleted',
  nameTaken: (name: string) => `This restaurant already has a role called ${name}`,
  unknownRole: (name: string) => `This restaurant has no role called ${name}`,
  unknownTemplate: (key: string) => `There is no role template called ${key}`,
  grantNotHeld: (permission: string) => `You cannot grant "${permission}": your own role does not hold it`,
  adminAreaOnly: (permission: string) =>
    `"${permission}" belongs to the admin area: only the super_admin, admin and Table_Management_Admin_User roles can hold it`,
  roleInUse: (name: string, users: number) =>
    `${users} user${users === 1 ? ' holds' : 's hold'} ${name}; give them another role first`,
  noRoleHere: 'This user holds no role in this restaurant',
  unknownShift: 'No shift with this id in this restaurant',
} as const;
