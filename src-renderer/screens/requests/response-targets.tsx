// The venue's response target per kind of request (requests.targets / setTargets), for holders of
// requests.manage: hours per kind, saved together; requests still open are re-timed by the server.
import { NumberInput, SimpleGrid } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUEST_KINDS, type RequestKind } from '../../../src-shared/requests/request-entity.js';
import { callApi, useCallData } from '../../data/call.js';
import { FormPanel } from '../../kit/form-panel.js';
import { outcomeOf, type Outcome } from '../../kit/outcome.js';
import { QuietText } from '../../kit/quiet-text.js';

type Hours = Record<RequestKind, number | ''>;

export function ResponseTargets() {
  const { t } = useTranslation();
  const targets = useCallData('requests.targets', {}, 'targets');
  const [hours, setHours] = useState<Hours | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    if (targets.data && hours === null) setHours({ ...targets.data });
  }, [targets.data, hours]);

  const save = async () => {
    if (!hours) return;
    const body = Object.fromEntries(
      REQUEST_KINDS.flatMap((k) => (hours[k] === '' ? [] : [[k, hours[k]] as const])),
    ) as Partial<Record<RequestKind, number>>;
    const result = await callApi('requests.setTargets', { body });
    if (result.ok) setHours({ ...result.value });
    setOutcome(outcomeOf(result, { success: t('requests.targets.saved') }));
  };

  return (
    <FormPanel
      id="request-targets"
      title={t('requests.targets.title')}
      intro={t('requests.targets.intro')}
      loadError={targets.error}
      outcome={outcome}
      onDismiss={() => setOutcome(null)}
      dismissLabel={t('requests.dismiss')}
      onSave={save}
      saveLabel={hours ? t('requests.targets.save') : undefined}
    >
      {hours === null ? (
        !targets.error && <QuietText>{t('requests.targets.loading')}</QuietText>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          {REQUEST_KINDS.map((k) => (
            <NumberInput
              key={k}
              size="xs"
              label={t('requests.targets.hours', { kind: t(`requests.kinds.${k}`) })}
              min={1}
              max={720}
              allowDecimal={false}
              value={hours[k]}
              error={outcome?.kind === 'refused' ? outcome.fields?.[k] : undefined}
              onChange={(v) => setHours({ ...hours, [k]: typeof v === 'number' ? v : '' })}
            />
          ))}
        </SimpleGrid>
      )}
    </FormPanel>
  );
}
