// The member editor of a table combination (issue 13): the tables in order, each with a "required"
// switch; up and down buttons move a table (keyboard), and a row can also be dragged to its place.
import { Group, Input, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMember, moveMember, removeMember, setRequired, type MemberValue } from './members-model.js';
import { IconButton } from '../kit/icon-button.js';
import { QuietText } from '../kit/quiet-text.js';

export function MembersField({
  label,
  description,
  options,
  value,
  error,
  onChange,
}: {
  label: string;
  description?: string | undefined;
  /** The tables that can be members (id → name). */
  options: readonly { value: string; label: string }[];
  value: readonly MemberValue[];
  error?: unknown;
  onChange: (members: MemberValue[]) => void;
}) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const name = (id: string) => options.find((o) => o.value === id)?.label ?? id;
  const free = options.filter((o) => !value.some((m) => m.table_id === o.value));
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={typeof error === 'string' ? error : undefined}
      labelElement="div"
    >
      <Stack gap={4} mt={4}>
        {value.length === 0 && <QuietText>{t('resources.members.empty')}</QuietText>}
        <Stack
          gap={4}
          component="ol"
          role="list"
          aria-label={t('resources.members.inOrder', { label })}
          m={0}
          p={0}
        >
          {value.map((member, index) => {
            const table = name(member.table_id);
            return (
              <Paper
                key={member.table_id}
                component="li"
                withBorder
                px="xs"
                py={4}
                draggable
                onDragStart={() => setDragged(index)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragged !== null) onChange(moveMember(value, dragged, index));
                  setDragged(null);
                }}
                onDragEnd={() => setDragged(null)}
                style={{ listStyle: 'none', opacity: dragged === index ? 0.5 : 1 }}
              >
                <Group gap="xs" wrap="nowrap">
                  <IconGripVertical size={14} aria-hidden style={{ cursor: 'grab' }} />
                  <Text size="sm" fw={600} w={24}>
                    {index + 1}.
                  </Text>
                  <Text size="sm" style={{ flex: 1 }}>
                    {table}
                  </Text>
                  <Switch
                    size="xs"
                    label={t('resources.members.required')}
                    aria-label={t('resources.members.isRequired', { table })}
                    checked={member.is_required}
                    onChange={(e) => onChange(setRequired(value, index, e.currentTarget.checked))}
                  />
                  <IconButton
                    size="sm"
                    icon={IconArrowUp}
                    name={t('resources.members.up', { table })}
                    disabled={index === 0}
                    onClick={() => onChange(moveMember(value, index, index - 1))}
                  />
                  <IconButton
                    size="sm"
                    icon={IconArrowDown}
                    name={t('resources.members.down', { table })}
                    disabled={index === value.length - 1}
                    onClick={() => onChange(moveMember(value, index, index + 1))}
                  />
                  <IconButton
                    size="sm"
                    icon={IconX}
                    danger
                    name={t('resources.members.remove', { table })}
                    onClick={() => onChange(removeMember(value, index))}
                  />
                </Group>
              </Paper>
            );
          })}
        </Stack>
        <Select
          size="sm"
          aria-label={t('resources.members.addTo', { label: label.toLowerCase() })}
          placeholder={t('resources.members.add')}
          data={free}
          searchable
          value={null}
          onChange={(id) => id && onChange(addMember(value, id))}
        />
      </Stack>
    </Input.Wrapper>
  );
}
