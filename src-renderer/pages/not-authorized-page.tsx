import { StatusPage } from './status-page.js';

export function NotAuthorizedPage() {
  return (
    <StatusPage
      code="403"
      title="Not authorized"
      message="Your role does not give you access to this page. Ask an administrator of your venue if you need it."
    />
  );
}
