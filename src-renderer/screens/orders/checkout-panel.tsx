// Staff order entry (issue 15 item 3): choose the target (a table, a room or a reservation), add
// products from the mirrored menu with their modifiers and quantities, and place the order as an
// offline mutation. Prices come from the shared rules the server prices with; an 86'd product is
// not offered at all.
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor, grossPriceMinor } from '../../../src-shared/domain/money.js';
import { uuidv7 } from '../../../src-shared/ids.js';
import type { FoodOrder, OrderTarget } from '../../../src-shared/orders/order-schemas.js';
import type { OrderService } from '../../../src-shared/schemas/menu.js';
import type { Product } from '../../../src-shared/schemas/product.js';
import { venueNow } from '../../data/venue-clock.js';
import { errorText, useMutate } from '../../data/mutate.js';
import { PlainTable } from '../../kit/plain-table.js';
import { TitledPanel } from '../../kit/titled-panel.js';
import { NoticeLine } from '../../shell/notice-line.js';
import { NO_SELECTION, productsInSelection, selectCategory, selectMenu } from '../menus/public.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';
import { useOrderMenu, useOrderTargets } from './order-data.js';
import { itemsOf, orderable, priceCart, toggleChoice, type CartLine } from './order-model.js';
import { type Notice } from './orders-table.js';
import { IconButton } from '../../kit/icon-button.js';
import { PressButton } from '../../kit/press-button.js';
import { QuietText } from '../../kit/quiet-text.js';

export interface CheckoutPanelProps {
  outlet: OrderService;
  /** Preset target (a reservation row's "Orders", a floor plan table). */
  preset?: { kind: OrderTarget; tableId?: string; reservationId?: string };
  preOrder?: boolean;
  onPlaced?: (order: FoodOrder) => void;
}

export function CheckoutPanel({ outlet, preset, preOrder = false, onPlaced }: CheckoutPanelProps) {
  const { t } = useTranslation();
  const menu = useOrderMenu();
  const today = venueNow().date;
  const targets = useOrderTargets(today);
  const mutate = useMutate();
  const money = useVenueCurrency();
  const [kind, setKind] = useState<OrderTarget>(preset?.kind ?? (outlet === 'ird' ? 'room' : 'table'));
  const [tableId, setTableId] = useState<string | null>(preset?.tableId ?? null);
  const [room, setRoom] = useState('');
  const [reservationId, setReservationId] = useState<string | null>(preset?.reservationId ?? null);
  const [isPreOrder, setPreOrder] = useState(preOrder);
  const [selection, setSelection] = useState(NO_SELECTION);
  const [lines, setLines] = useState<CartLine[]>([]);
  const [message, setMessage] = useState<Notice>(null);
  const [placing, setPlacing] = useState(false);

  const products = useMemo(() => menu.data?.products ?? [], [menu.data]);
  const groups = useMemo(() => menu.data?.modifierGroups ?? [], [menu.data]);
  const groupById = useMemo(() => new Map(groups.map((g) => [g.id, g])), [groups]);
  const offered = useMemo(
    () => productsInSelection(orderable(products, outlet), selection),
    [products, outlet, selection],
  );
  const priced = priceCart(lines, products, groups);
  const cents = (minor: number) => money.format(minor / 100);

  const add = (product: Product) =>
    setLines((all) => [...all, { key: uuidv7(), product, quantity: 1, choices: {}, note: '' }]);
  const update = (key: string, change: (line: CartLine) => CartLine) =>
    setLines((all) => all.map((l) => (l.key === key ? change(l) : l)));

  const place = async () => {
    if (!priced.ok) return;
    setPlacing(true);
    const result = await mutate('order.create', {
      id: uuidv7(),
      outlet,
      target_kind: kind,
      table_id: kind === 'table' ? tableId : null,
      room: kind === 'room' ? room : null,
      reservation_id: kind === 'reservation' || isPreOrder ? reservationId : null,
      client_id: null,
      items: itemsOf(lines),
      is_pre_order: isPreOrder,
      tab_id: null,
    });
    setPlacing(false);
    if (!result.ok) {
      setMessage({ ok: false, text: t('orders.checkout.failed', { error: errorText(result.error) }) });
      return;
    }
    const order = result.row;
    setLines([]);
    setMessage({
      ok: true,
      text: t('orders.checkout.placed', { label: order.label, total: cents(order.total_minor) }),
    });
    onPlaced?.(order);
  };

  const targetReady =
    (kind === 'table' && tableId) ||
    (kind === 'room' && room.trim()) ||
    (kind === 'reservation' && reservationId);

  return (
    <Stack gap="md">
      <NoticeLine notice={message} onClose={() => setMessage(null)} />
      <TitledPanel id="order-target" title={t('orders.checkout.orderFor')}>
        <Radio.Group
          value={kind}
          onChange={(v) => setKind(v as OrderTarget)}
          label={t('orders.checkout.target')}
          aria-label={t('orders.checkout.targetLabel')}
        >
          <Group mt={4}>
            <Radio value="table" label={t('orders.checkout.table')} />
            <Radio value="room" label={t('orders.checkout.room')} />
            <Radio value="reservation" label={t('orders.checkout.reservation')} />
          </Group>
        </Radio.Group>
        <Group mt="sm" align="flex-end">
          {kind === 'table' && (
            <Select
              label={t('orders.checkout.table')}
              placeholder={t('orders.checkout.chooseTable')}
              searchable
              data={targets.tables.map((x) => ({ value: x.id, label: x.name }))}
              value={tableId}
              onChange={setTableId}
            />
          )}
          {kind === 'room' && (
            <TextInput
              label={t('orders.checkout.room')}
              value={room}
              onChange={(e) => setRoom(e.currentTarget.value)}
              maxLength={40}
            />
          )}
          {(kind === 'reservation' || isPreOrder) && (
            <Select
              label={t('orders.checkout.reservation')}
              placeholder={t('orders.checkout.todays')}
              searchable
              data={targets.reservations.map((r) => ({
                value: r.id,
                label: `${r.time} ${r.first_name} ${r.last_name}`.trim(),
              }))}
              value={reservationId}
              onChange={setReservationId}
            />
          )}
          <Checkbox
            label={t('orders.checkout.preOrder')}
            checked={isPreOrder}
            onChange={(e) => setPreOrder(e.currentTarget.checked)}
          />
        </Group>
      </TitledPanel>

      <TitledPanel id="order-products" title={t('orders.checkout.products')}>
        <Group mb="sm">
          <Select
            label={t('orders.checkout.menu')}
            placeholder={t('orders.checkout.allMenus')}
            clearable
            data={(menu.data?.menus ?? []).map((m) => ({ value: m.id, label: m.name }))}
            value={selection.menuId}
            onChange={(id) => setSelection((s) => (id ? selectMenu(s, id) : NO_SELECTION))}
          />
          <Select
            label={t('orders.checkout.category')}
            placeholder={t('orders.checkout.allCategories')}
            clearable
            disabled={!selection.menuId}
            data={(menu.data?.categories ?? [])
              .filter((c) => c.menu_Id === selection.menuId)
              .map((c) => ({ value: c.id, label: c.name }))}
            value={selection.categoryId}
            onChange={(id) =>
              setSelection((s) =>
                id ? selectCategory(s, id) : { ...s, categoryId: null, subCategoryId: null },
              )
            }
          />
        </Group>
        {offered.length === 0 ? (
          <QuietText>{menu.loading ? t('orders.checkout.loading') : t('orders.checkout.none')}</QuietText>
        ) : (
          <Group gap="xs">
            {offered.map((p) => (
              <Button
                key={p.id}
                variant="light"
                size="xs"
                onClick={() => add(p)}
                aria-label={t('orders.checkout.add', { name: p.name })}
              >
                {p.name} · {money.format(fromMinor(grossPriceMinor(p.price, p.tax)))}
              </Button>
            ))}
          </Group>
        )}
      </TitledPanel>

      <TitledPanel id="order-lines" title={t('orders.checkout.thisOrder')}>
        {lines.length === 0 ? (
          <QuietText>{t('orders.checkout.empty')}</QuietText>
        ) : (
          <PlainTable
            aria-labelledby="order-lines"
            rows={lines}
            rowKey={(line) => line.key}
            columns={[
              { key: 'item', header: t('orders.checkout.item'), cell: (line) => line.product.name },
              {
                key: 'options',
                header: t('orders.checkout.options'),
                cell: (line) => (
                  <Stack gap={4}>
                    {line.product.modifier_group_ids.map((gid) => {
                      const group = groupById.get(gid);
                      if (!group || group.status !== 1) return null;
                      return (
                        <Group
                          key={gid}
                          gap={4}
                          role="group"
                          aria-label={`${line.product.name}: ${group.name}`}
                        >
                          <Text size="xs" c="dimmed">
                            {group.name}
                            {group.required ? ' *' : ''}
                          </Text>
                          {group.options
                            .filter((o) => o.status === 1)
                            .map((o) => {
                              return (
                                <PressButton
                                  key={o.id}
                                  size="compact-xs"
                                  pressed={line.choices[gid]?.includes(o.id) ?? false}
                                  onClick={() => update(line.key, (l) => toggleChoice(l, group, o.id))}
                                >
                                  {o.name}
                                  {o.price_delta
                                    ? ` +${money.format(fromMinor(grossPriceMinor(o.price_delta, line.product.tax)))}`
                                    : ''}
                                </PressButton>
                              );
                            })}
                        </Group>
                      );
                    })}
                  </Stack>
                ),
              },
              {
                key: 'quantity',
                header: t('orders.checkout.quantity'),
                cell: (line) => (
                  <NumberInput
                    aria-label={t('orders.checkout.quantityOf', { name: line.product.name })}
                    min={1}
                    max={99}
                    w={80}
                    value={line.quantity}
                    onChange={(v) =>
                      update(line.key, (l) => ({ ...l, quantity: Math.max(1, Number(v) || 1) }))
                    }
                  />
                ),
              },
              {
                key: 'note',
                header: t('orders.checkout.note'),
                cell: (line) => (
                  <TextInput
                    aria-label={t('orders.checkout.noteFor', { name: line.product.name })}
                    maxLength={200}
                    value={line.note}
                    onChange={(e) => {
                      const note = e.currentTarget.value;
                      update(line.key, (l) => ({ ...l, note }));
                    }}
                  />
                ),
              },
              {
                key: 'remove',
                header: <VisuallyHidden>{t('orders.checkout.remove')}</VisuallyHidden>,
                cell: (line) => (
                  <IconButton
                    icon={IconTrash}
                    danger
                    name={t('orders.checkout.removeNamed', { name: line.product.name })}
                    onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                  />
                ),
              },
            ]}
          />
        )}
        <Group justify="space-between" mt="md">
          <Text fw={600} aria-live="polite">
            {priced.ok
              ? t('orders.checkout.total', { amount: cents(priced.total_minor) })
              : lines.length > 0
                ? priced.message
                : ''}
          </Text>
          <Button
            onClick={() => void place()}
            loading={placing}
            disabled={lines.length === 0 || !priced.ok || !targetReady || (isPreOrder && !reservationId)}
          >
            {t('orders.checkout.place')}
          </Button>
        </Group>
      </TitledPanel>
    </Stack>
  );
}
