// Spec §2: the sidebar is hidden on /login and on paths starting with /admin; the search trigger
// shows only with a user and off /admin. Without a user there is no /{restaurant}/{role} to link to,
// so the sidebar waits for one too.
export function isSidebarVisible(pathname: string, hasUser: boolean): boolean {
  if (!hasUser) return false;
  if (pathname === '/login' || pathname.startsWith('/login/')) return false;
  return !pathname.startsWith('/admin');
}

export function isSearchTriggerVisible(pathname: string, hasUser: boolean): boolean {
  return hasUser && !pathname.startsWith('/admin');
}
