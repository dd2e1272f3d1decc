// The one page every route without its screen yet uses: it says so plainly, never shows fake data.
import { NotBuiltNotice } from './not-built-notice.js';
import { PageFrame } from './page-frame.js';

export function NotBuiltPage({ screen }: { screen: string }) {
  return (
    <PageFrame title={screen}>
      <NotBuiltNotice>
        The {screen} screen arrives with later work. Nothing here is taken from, or stands in for, your
        venue&apos;s data.
      </NotBuiltNotice>
    </PageFrame>
  );
}
