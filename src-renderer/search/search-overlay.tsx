// Spec §2 global search overlay: a full-screen box labelled Search, closed by its close icon or ESC.
// Left: upcoming, then past reservations and requests; right: clients. A booking row opens the
// reservation screen on its date with the reservation's panel open; a request row (open ones under
// upcoming, settled ones under past) opens it in the requests inbox; a client row opens the profile.
import {
  Badge,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '../i18n/status-label.js';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDates } from '../kit/dates.js';
import { OPEN_STATES, type GuestRequest } from '../../src-shared/requests/request-entity.js';
import type { GlobalSearchResults } from '../../src-shared/schemas/search.js';
import { screenHref } from '../screens/screen-table.js';
import { clientProfileLink, consolePrefix, reservationLink } from '../shell/console-paths.js';
import { useAtom, useAtomValue } from '../state/jotai.js';
import {
  searchOpenAtom,
  searchQueryAtom,
  searchRequestsAtom,
  searchResultsAtom,
  type FoundRequests,
} from './search-atoms.js';
import { SEARCH_SHORTCUT_LABEL } from './search-shortcut.js';
import { useGlobalSearch } from './use-global-search.js';
import classes from './search-overlay.module.css';
import { QuietText } from '../kit/quiet-text.js';

type Booking = GlobalSearchResults['upcoming'][number];
type Client = GlobalSearchResults['clients'][number];

function SectionTitle({ children }: { children: string }) {
  return (
    <Title order={3} size="xs" tt="uppercase" c="dimmed" fw={600} lts={0.5} mb={6}>
      {children}
    </Title>
  );
}

function NoResults() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" py={6}>
      {t('shell.search.none')}
    </Text>
  );
}

/** One kind of result: its title, then each row as a button named for what it opens. */
function ResultSection<T extends { id: string }>({
  title,
  rows,
  name,
  onOpen,
  children,
}: {
  title: string;
  rows: readonly T[];
  name: (row: T) => string;
  onOpen: (row: T) => void;
  children: (row: T) => ReactNode;
}) {
  return (
    <section aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      {rows.length === 0 ? (
        <NoResults />
      ) : (
        <ul className={classes.list}>
          {rows.map((row) => (
            <li key={row.id} className={classes.row}>
              <UnstyledButton w="100%" onClick={() => onOpen(row)} aria-label={name(row)}>
                {children(row)}
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingLinks({
  title,
  bookings,
  onOpen,
}: {
  title: string;
  bookings: readonly Booking[];
  onOpen: (b: Booking) => void;
}) {
  const { t } = useTranslation();
  const displayDate = useDates().day;
  const name = (b: Booking) =>
    t('shell.search.openReservation', {
      name: `${b.first_name} ${b.last_name}`,
      date: displayDate(b.date),
      time: b.time,
    });
  return (
    <ResultSection title={title} rows={bookings} name={name} onOpen={onOpen}>
      {(b) => (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} truncate>
              {b.first_name} {b.last_name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('shell.search.when', { date: displayDate(b.date), time: b.time, count: b.guest_count })}
            </Text>
          </Stack>
          <Badge size="sm" variant="light" color="gray" radius="sm" tt="none" fw={500}>
            {statusLabel(t, b.status)}
          </Badge>
        </Group>
      )}
    </ResultSection>
  );
}

function RequestLinks({
  title,
  found,
  onOpen,
}: {
  title: string;
  found: FoundRequests;
  onOpen: (r: GuestRequest) => void;
}) {
  const { t } = useTranslation();
  if (found === null) return null;
  if ('error' in found)
    return (
      <section aria-label={title}>
        <SectionTitle>{title}</SectionTitle>
        <Text size="sm" c="dimmed" py={6}>
          {t('shell.search.requestsFailed', { reason: found.error })}
        </Text>
      </section>
    );
  const guest = (r: GuestRequest) => `${r.first_name} ${r.last_name}`.trim() || r.email || r.mobileNumber;
  const name = (r: GuestRequest) =>
    t('shell.search.openRequest', { kind: t(`requests.kinds.${r.kind}`), name: guest(r) });
  return (
    <ResultSection title={title} rows={found.rows} name={name} onOpen={onOpen}>
      {(r) => (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} truncate>
              {guest(r)} · {t(`requests.kinds.${r.kind}`)}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {r.summary}
            </Text>
          </Stack>
          <Badge size="sm" variant="light" color="gray" radius="sm" tt="none" fw={500}>
            {t(`requests.states.${r.state}`)}
          </Badge>
        </Group>
      )}
    </ResultSection>
  );
}

/** The found requests of one column: open ones (their target still runs) or settled ones. */
function requestsOf(found: FoundRequests, open: boolean): FoundRequests {
  if (found === null || 'error' in found) return found;
  return { rows: found.rows.filter((r) => OPEN_STATES.includes(r.state) === open) };
}

function ClientLinks({ clients, onOpen }: { clients: readonly Client[]; onOpen: (c: Client) => void }) {
  const { t } = useTranslation();
  const name = (c: Client) => t('shell.search.openClient', { name: `${c.first_name} ${c.last_name}` });
  return (
    <ResultSection title={t('shell.search.clients')} rows={clients} name={name} onOpen={onOpen}>
      {(c) => (
        <>
          <Text size="sm" fw={600} truncate>
            {c.first_name} {c.last_name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {[c.mobileNumber, c.email].filter((part) => part !== '').join(' · ')}
          </Text>
        </>
      )}
    </ResultSection>
  );
}

export function SearchOverlay() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(searchOpenAtom);
  const [query, setQuery] = useAtom(searchQueryAtom);
  const results = useAtomValue(searchResultsAtom);
  const requests = useAtomValue(searchRequestsAtom);
  const navigate = useNavigate();
  const prefix = consolePrefix(useLocation().pathname);
  useGlobalSearch();
  const close = () => setOpen(false);
  const go = (path: string) => {
    close();
    void navigate(path);
  };

  return (
    <Modal
      opened={open}
      onClose={close}
      fullScreen
      transitionProps={{ transition: 'fade', duration: 120 }}
      title={
        <Text component="span" fw={600} size="lg">
          {t('shell.search.title')}{' '}
          <Text span size="xs" c="dimmed" fw={400}>
            ({SEARCH_SHORTCUT_LABEL})
          </Text>
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('shell.search.close'), size: 'md' }}
      classNames={{ header: classes.header, body: classes.body }}
    >
      <Stack gap="md" className={classes.inner}>
        <TextInput
          label={t('shell.search.label')}
          placeholder={t('shell.search.placeholder')}
          size="md"
          data-autofocus
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maxLength={200}
        />
        {results === null ? (
          <QuietText>{t('shell.search.hint')}</QuietText>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
            <Stack gap="lg">
              {(
                [
                  [t('shell.search.upcoming'), results.upcoming, t('shell.search.openRequests'), true],
                  [t('shell.search.past'), results.past, t('shell.search.settledRequests'), false],
                ] as const
              ).map(([title, bookings, requestsTitle, open]) => (
                <Stack key={title} gap="xs">
                  <BookingLinks
                    title={title}
                    bookings={bookings}
                    onOpen={(b) => go(reservationLink(prefix, { date: b.date, reservationId: b.id }))}
                  />
                  <RequestLinks
                    title={requestsTitle}
                    found={requestsOf(requests, open)}
                    onOpen={(r) => go(screenHref(prefix, 'requests', { query: { request: r.id } }))}
                  />
                </Stack>
              ))}
            </Stack>
            <ClientLinks clients={results.clients} onOpen={(c) => go(clientProfileLink(prefix, c.id))} />
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}
