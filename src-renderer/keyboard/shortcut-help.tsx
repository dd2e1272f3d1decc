// The ? overlay: every keyboard shortcut of the console.
import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { useAtom } from '../state/jotai.js';
import { shortcutHelpOpenAtom } from './keyboard-atoms.js';
import { SHORTCUTS } from './shortcuts.js';

export function ShortcutHelp() {
  const [open, setOpen] = useAtom(shortcutHelpOpenAtom);
  return (
    <Modal
      opened={open}
      onClose={() => setOpen(false)}
      title="Keyboard shortcuts"
      closeButtonProps={{ 'aria-label': 'Close keyboard shortcuts' }}
      size="md"
    >
      <Table verticalSpacing={6} aria-label="Keyboard shortcuts">
        <Table.Tbody>
          {SHORTCUTS.map((s) => (
            <Table.Tr key={s.command}>
              <Table.Td w={150}>
                <Group gap={4}>
                  {s.keys.map((k, i) => (
                    <Group key={k} gap={4}>
                      {i > 0 && (
                        <Text size="xs" c="dimmed">
                          or
                        </Text>
                      )}
                      <Kbd size="xs">{k}</Kbd>
                    </Group>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{s.description}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="sm">
        Shortcuts are off while you type in a field. Ctrl+K opens search from anywhere.
      </Text>
    </Modal>
  );
}
