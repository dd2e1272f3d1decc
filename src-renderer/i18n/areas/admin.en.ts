// Users, roles, the profile and the platform admin screens, English.
export const adminEn = {};
