import { StatusPage } from './status-page.js';

export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      title="Page not found"
      message="There is no page at this address for your restaurant and role. Check the address, or go back to your home page."
    />
  );
}
