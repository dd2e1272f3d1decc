// A role's name as people read it, in the console's language (src-shared/access/role-names.ts).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { roleDisplayName } from '../../src-shared/access/role-names.js';

export function useRoleName(): (role: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((role: string) => roleDisplayName(role, language), [language]);
}
