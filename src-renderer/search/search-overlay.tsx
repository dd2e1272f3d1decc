// Spec §2 global search overlay: a full-screen box labelled Search, closed by its close icon or ESC.
// Left: upcoming, then past reservations and requests; right: clients.
import { Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useAtom, useAtomValue } from '../state/jotai.js';
import { searchOpenAtom, searchQueryAtom, searchResultsAtom } from './search-atoms.js';
import { BookingList, ClientList } from './search-result-lists.js';
import { SEARCH_SHORTCUT_LABEL } from './search-shortcut.js';
import { useGlobalSearch } from './use-global-search.js';
import classes from './search-overlay.module.css';

export function SearchOverlay() {
  const [open, setOpen] = useAtom(searchOpenAtom);
  const [query, setQuery] = useAtom(searchQueryAtom);
  const results = useAtomValue(searchResultsAtom);
  useGlobalSearch();
  const close = () => setOpen(false);

  return (
    <Modal
      opened={open}
      onClose={close}
      fullScreen
      transitionProps={{ transition: 'fade', duration: 120 }}
      title={
        <Text component="span" fw={600} size="lg">
          Search{' '}
          <Text span size="xs" c="dimmed" fw={400}>
            ({SEARCH_SHORTCUT_LABEL})
          </Text>
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close search', size: 'md' }}
      classNames={{ header: classes.header, body: classes.body }}
    >
      <Stack gap="md" className={classes.inner}>
        <TextInput
          label="Search"
          placeholder="Guest name, phone number or email"
          size="md"
          data-autofocus
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maxLength={200}
        />
        {results === null ? (
          <Text size="sm" c="dimmed">
            Type to search reservations, requests and clients. Press Esc to close.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
            <Stack gap="lg">
              <BookingList title="Upcoming reservations and requests" bookings={results.upcoming} />
              <BookingList title="Past reservations and requests" bookings={results.past} />
            </Stack>
            <ClientList clients={results.clients} />
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}
