// useWriteAccess(route): what the signed-in user may do on a screen of the route table — open it or
// not (a 403 in its place), change it or only read it — with the role and permission as people read
// them. <ScreenAccessGate> applies it around a screen: the 403 panel, or the screen with the kit's
// read-only context and the notice that says why.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../../src-shared/permissions.js';
import {
  ForbiddenPanel,
  ReadOnlyNotice,
  WriteAccessProvider,
  type WriteAccess,
} from '../kit/write-access.js';
import { routeAccess, screenAccess, type ScreenAccess } from '../routes/route-access.js';
import type { ScreenEntry } from '../screens/screen-entry.js';
import { useAtomValue } from '../state/jotai.js';
import { sessionAtom } from './session-atoms.js';
import { usePermissions } from './use-permissions.js';
import { useRoleName } from './use-role-name.js';

export interface WriteAccessOfScreen extends WriteAccess {
  access: ScreenAccess;
}

export function useWriteAccess(route: Pick<ScreenEntry, 'path' | 'anyOf' | 'sidebar' | 'write'>) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const session = useAtomValue(sessionAtom);
  const roleName = useRoleName();
  const access = screenAccess(routeAccess(route), permissions);
  const stored = session?.grants?.role ?? session?.role ?? session?.user?.roleName ?? '';
  const permission = (p: Permission) => t(`admin.roles.permissions.${p}`);
  return {
    access,
    readOnly: access.kind === 'read-only',
    role: roleName(stored),
    permission: access.kind === 'full' ? '' : permission(access.permission),
  } satisfies WriteAccessOfScreen;
}

/** A screen as the user's permissions allow it: a 403 in its place, read-only with why, or whole. */
export function ScreenAccessGate({
  route,
  screen,
  headingOrder,
  children,
}: {
  route: ScreenEntry;
  /** The screen's name as people read it (the 403 names it). */
  screen: string;
  headingOrder?: 1 | 2;
  children: ReactNode;
}) {
  const access = useWriteAccess(route);
  if (access.access.kind === 'forbidden')
    return (
      <ForbiddenPanel
        screen={screen}
        role={access.role}
        permission={access.permission}
        {...(headingOrder ? { headingOrder } : {})}
      />
    );
  return (
    <WriteAccessProvider value={access}>
      <ReadOnlyNotice />
      {children}
    </WriteAccessProvider>
  );
}
