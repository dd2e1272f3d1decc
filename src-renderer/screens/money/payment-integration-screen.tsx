// Settings › Integration › Payment integration (spec §2): the venue's payment options (a declared
// resource, edited with <ResourceAdmin>), which tabs are closed with; and the card provider that
// booking guarantees, deposits, no-show fees and refunds go through.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentOptionResource } from '../../../src-shared/orders/payment-option-resource.js';
import { CardPaymentsSettings } from '../payments/public.js';
import { ResourceAdmin } from '../../resources/resource-admin.js';

export function PaymentIntegrationScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Text size="sm" c="var(--venue-text)" maw={640}>
        {t('money.paymentOptionsIntro')}
      </Text>
      <ResourceAdmin resource={paymentOptionResource} />
      <CardPaymentsSettings />
    </Stack>
  );
}
