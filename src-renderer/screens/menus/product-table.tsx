// The products of the menus page's selection: price with tax in the venue currency, allergens,
// offered (status 1/0), stock and the "86" switch (out of stock hides the item from ordering), with
// edit and delete for a manager. Every switch shows the server's answer, never a guess.
import { Anchor, Badge, Group, Switch, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Product } from '../../../src-shared/schemas/product.js';
import { PlainTable } from '../../kit/plain-table.js';
import { screenHref } from '../screen-table.js';
import { actionsColumn } from './row-actions.js';
import { QuietText } from '../../kit/quiet-text.js';

interface ProductTableProps {
  products: readonly Product[];
  prefix: string;
  format: (amount: number) => string;
  /** Names of categories and sub-categories by id, for the "where" column. */
  placeOf: (p: Product) => string;
  canManage: boolean;
  canStock: boolean;
  onStatus: (p: Product, offered: boolean) => void;
  onEightySix: (p: Product, out: boolean) => void;
  onDelete: (p: Product) => void;
}

export function ProductTable(props: ProductTableProps) {
  const { t } = useTranslation();
  const { products, format, canManage, canStock } = props;
  if (products.length === 0) return <QuietText>{t('menus.table.empty')}</QuietText>;
  return (
    <PlainTable
      minWidth={760}
      striped
      highlightOnHover
      aria-label={t('menus.table.label')}
      rows={products}
      rowKey={(p) => p.id}
      columns={[
        {
          key: 'name',
          header: t('menus.table.name'),
          cell: (p) => (
            <>
              <Text size="sm" fw={500}>
                {p.name}
              </Text>
              {p.out_of_stock && (
                <Badge size="xs" color="red" variant="filled">
                  86
                </Badge>
              )}
            </>
          ),
        },
        {
          key: 'where',
          header: t('menus.table.where'),
          cell: (p) => <Text size="xs">{props.placeOf(p)}</Text>,
        },
        {
          key: 'price',
          header: t('menus.table.price'),
          cell: (p) => (
            <Tooltip label={t('menus.table.priceTip', { price: format(p.price), tax: p.tax })}>
              <Text size="sm" component="span">
                {format(p.totalPrice)}
              </Text>
            </Tooltip>
          ),
        },
        {
          key: 'allergens',
          header: t('menus.table.allergens'),
          cell: (p) => (
            <Group gap={2}>
              {p.allergens.length === 0 ? (
                <Text size="xs" c="dimmed">
                  {t('menus.table.none')}
                </Text>
              ) : (
                p.allergens.map((a) => (
                  <Badge key={a} size="xs" variant="outline" color="orange">
                    {t(`menus.allergens.${a}`)}
                  </Badge>
                ))
              )}
            </Group>
          ),
        },
        {
          key: 'offered',
          header: t('menus.table.offered'),
          cell: (p) => (
            <Switch
              aria-label={t('menus.table.offer', { name: p.name })}
              checked={p.status === 1}
              disabled={!canManage}
              onChange={(e) => props.onStatus(p, e.currentTarget.checked)}
            />
          ),
        },
        { key: 'stock', header: t('menus.table.stock'), cell: (p) => p.stock_quantity ?? '—' },
        {
          key: 'eightySix',
          header: t('menus.table.eightySix'),
          cell: (p) => (
            <Switch
              aria-label={t('menus.table.eightySixNamed', { name: p.name })}
              color="red"
              checked={p.out_of_stock}
              disabled={!canStock}
              onChange={(e) => props.onEightySix(p, e.currentTarget.checked)}
            />
          ),
        },
        canManage &&
          actionsColumn(t('menus.table.actions'), (p: Product) => ({
            what: t('menus.what.product', { name: p.name }),
            editTo: screenHref(props.prefix, 'productsEdit', { params: { id: p.id } }),
            onDelete: () => props.onDelete(p),
          })),
      ]}
    />
  );
}

export function ProductLinks({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={screenHref(prefix, 'modifierGroup')} size="sm">
      {t('menus.screen.modifierGroups')}
    </Anchor>
  );
}
