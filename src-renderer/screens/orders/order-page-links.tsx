// The order pages of one outlet linked from each other (issue 29 item 3): dashboard, live board,
// history, pre-orders, tabs and export are one click apart, whichever is open.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { OrderService } from '../../../src-shared/schemas/menu.js';
import { PageLinks } from '../../kit/page-links.js';
import { consolePrefix } from '../../shell/console-paths.js';
import { screenHref } from '../screen-table.js';

const LINKED_PAGES = [
  'dashboard',
  'liveOrders',
  'orderHistory',
  'preOrders',
  'tabs',
  'exportOrders',
] as const;

export function OrderPageLinks({ outlet }: { outlet: OrderService }) {
  const { t } = useTranslation();
  const prefix = consolePrefix(useLocation().pathname);
  return (
    <PageLinks
      label={t('orders.pages.label', { outlet: t(`orders.outlet.${outlet}`) })}
      links={LINKED_PAGES.map((page) => ({
        label: t(`orders.pages.${page}`),
        to: screenHref(prefix, `foodOrders.${outlet}.${page}`),
      }))}
    />
  );
}
