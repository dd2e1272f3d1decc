// The console header's bell (issue 30 §5): the unread count in its name and on its face; opening it
// lists the user's notifications newest first (spec §3 type, client name, quote, time in venue time).
// Opening one marks it read, "Mark all as read" reads them all, and each can be deleted; each of
// these shows only what the server answered (a failure names its reason). Offline the list is the
// last one received and says so, and nothing is marked read or deleted until the server is back.
import { Badge, Button, Group, Popover, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBell, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../src-shared/notifications/notification-schemas.js';
import { errorText } from '../../data/mutate.js';
import { useDates } from '../../kit/dates.js';
import { IconButton } from '../../kit/icon-button.js';
import { LoadFailure } from '../../kit/load-failure.js';
import type { Outcome } from '../../kit/outcome.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { useCentreOffline, useNotificationCentre, type CentreResult } from './notification-centre.js';
import { NotificationSettingsDrawer } from './notification-settings.js';
import { QuietText } from '../../kit/quiet-text.js';

const HEADING_ID = 'notification-centre-heading';

export function NotificationBell() {
  const { t } = useTranslation();
  const dates = useDates();
  const { centre, read, readAll, remove } = useNotificationCentre();
  const offline = useCentreOffline();
  const [opened, setOpened] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const unread = centre.unread;

  /** What a notification is called in a button's name and an outcome: its guest, else its type. */
  const about = (n: Notification) =>
    t('messages.bell.about', { who: n.clientname || t(`messages.types.${n.type}`), time: dates.at(n.time) });

  const settle = (result: CentreResult, success: string, failure: (error: string) => string) =>
    setOutcome(
      result.ok
        ? { kind: 'success', text: success }
        : { kind: 'refused', text: failure(errorText(result.error)) },
    );

  const open = async (n: Notification) => {
    const opening = expanded !== n.id;
    setExpanded(opening ? n.id : null);
    // Read only once the server says so; offline it stays unread until opened again online.
    if (!opening || n.read || offline) return;
    const result = await read(n);
    if (!result.ok)
      setOutcome({
        kind: 'refused',
        text: t('messages.bell.readFailed', { what: about(n), error: errorText(result.error) }),
      });
  };

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={420}
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <Button
            size="compact-sm"
            variant={unread > 0 ? 'light' : 'subtle'}
            color={unread > 0 ? 'red' : 'gray'}
            leftSection={<IconBell size={16} aria-hidden />}
            aria-label={t('messages.bell.name', { count: unread })}
            onClick={() => setOpened((o) => !o)}
            data-unread={unread}
          >
            {unread}
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-labelledby={HEADING_ID} p="sm">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Title order={2} size="h5" id={HEADING_ID}>
                {t('messages.bell.title')}
              </Title>
              <Button
                size="compact-xs"
                variant="light"
                disabled={unread === 0 || offline}
                onClick={() =>
                  void readAll().then((r) =>
                    settle(r, t('messages.bell.allRead'), (error) =>
                      t('messages.bell.allReadFailed', { error }),
                    ),
                  )
                }
              >
                {t('messages.bell.readAll')}
              </Button>
            </Group>
            {offline && (
              <Text size="xs" c="orange.9" role="status" data-offline>
                {t(centre.loaded ? 'messages.bell.offline' : 'messages.bell.offlineNone')}
              </Text>
            )}
            <OutcomeLine
              outcome={outcome}
              onDismiss={() => setOutcome(null)}
              dismissLabel={t('messages.bell.dismiss')}
            />
            {!offline && <LoadFailure title={t('messages.bell.loadFailed')} error={centre.error} />}
            {centre.loaded && centre.notifications.length === 0 && (
              <QuietText>{t('messages.bell.none')}</QuietText>
            )}
            <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
              <Stack component="ul" gap={6} m={0} p={0} aria-label={t('messages.bell.list')}>
                {centre.notifications.map((n) => {
                  const isOpen = expanded === n.id;
                  return (
                    <Group
                      component="li"
                      key={n.id}
                      wrap="nowrap"
                      align="flex-start"
                      gap={4}
                      style={{ listStyle: 'none' }}
                      data-notification={n.id}
                      data-read={n.read}
                    >
                      <UnstyledButton
                        flex={1}
                        p={6}
                        aria-expanded={isOpen}
                        onClick={() => void open(n)}
                        style={{
                          borderRadius: 'var(--mantine-radius-sm)',
                          background: n.read ? undefined : 'var(--mantine-color-blue-light)',
                        }}
                      >
                        <Group gap={6} wrap="nowrap">
                          <Badge size="xs" variant="outline" color="gray">
                            {t(`messages.types.${n.type}`)}
                          </Badge>
                          {!n.read && (
                            <Badge size="xs" color="red.8">
                              {t('messages.bell.unread')}
                            </Badge>
                          )}
                          {/* Not dimmed: on an unread row's tint a dimmed grey falls below AA in the dark. */}
                          <Text size="xs" ml="auto">
                            {dates.at(n.time)}
                          </Text>
                        </Group>
                        {n.clientname && (
                          <Text size="sm" fw={n.read ? 500 : 700}>
                            {n.clientname}
                          </Text>
                        )}
                        <Text size="sm" lineClamp={isOpen ? undefined : 2}>
                          {n.quote}
                        </Text>
                        {isOpen && (
                          <Text size="xs" fs="italic">
                            {t(`messages.kinds.${n.kind}`)}
                          </Text>
                        )}
                      </UnstyledButton>
                      <IconButton
                        name={t('messages.bell.delete', { what: about(n) })}
                        icon={IconTrash}
                        danger
                        disabled={offline}
                        onClick={() =>
                          void remove(n).then((r) =>
                            settle(r, t('messages.bell.deleted', { what: about(n) }), (error) =>
                              t('messages.bell.deleteFailed', { what: about(n), error }),
                            ),
                          )
                        }
                      />
                    </Group>
                  );
                })}
              </Stack>
            </ScrollArea.Autosize>
            <Group justify="flex-end">
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => {
                  setOpened(false);
                  setSettingsOpen(true);
                }}
              >
                {t('messages.settings.open')}
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <NotificationSettingsDrawer opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
