// Settings › Language: the console's language on this terminal (spec §2 /settings/language).
import { Alert, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, isLanguage, LANGUAGE_CODES, LANGUAGES } from '../../i18n/i18n.js';

export function LanguageScreen() {
  const { t, i18n } = useTranslation();
  const [changed, setChanged] = useState(false);
  return (
    <Stack gap="sm" maw={560}>
      <Text size="sm">{t('language.screenIntro')}</Text>
      <Radio.Group
        label={t('language.label')}
        value={i18n.language}
        onChange={(value) => {
          if (!isLanguage(value)) return;
          void chooseLanguage(value).then(() => setChanged(true));
        }}
      >
        <Stack gap="xs" mt="xs">
          {LANGUAGE_CODES.map((code) => (
            <Radio key={code} value={code} label={LANGUAGES[code].language.name} lang={code} />
          ))}
        </Stack>
      </Radio.Group>
      {changed && (
        <Alert color="green" variant="light" py={6} role="status">
          {t('language.changed')}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t('language.coverage')}
      </Text>
    </Stack>
  );
}
