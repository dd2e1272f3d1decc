// The ? overlay: every keyboard shortcut of the console.
import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAtom } from '../state/jotai.js';
import { shortcutHelpOpenAtom } from './keyboard-atoms.js';
import { SHORTCUTS } from './shortcuts.js';

export function ShortcutHelp() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(shortcutHelpOpenAtom);
  return (
    <Modal
      opened={open}
      onClose={() => setOpen(false)}
      title={t('shell.shortcuts.title')}
      closeButtonProps={{ 'aria-label': t('shell.shortcuts.close') }}
      size="md"
    >
      <Table verticalSpacing={6} aria-label={t('shell.shortcuts.title')}>
        <Table.Tbody>
          {SHORTCUTS.map((s) => (
            <Table.Tr key={s.command}>
              <Table.Td w={150}>
                <Group gap={4}>
                  {s.keys.map((k, i) => (
                    <Group key={k} gap={4}>
                      {i > 0 && (
                        <Text size="xs" c="dimmed">
                          {t('shell.shortcuts.or')}
                        </Text>
                      )}
                      <Kbd size="xs">{k}</Kbd>
                    </Group>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`shell.shortcuts.commands.${s.command}`)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="sm">
        {t('shell.shortcuts.note')}
      </Text>
    </Modal>
  );
}
