// A screen's one dismissible notice: a success is a polite status, a failure an alert (read out at
// once). The menu, users, roles and audit screens keep their last outcome in state and show it here.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface Notice {
  ok: boolean;
  text: string;
}

export function NoticeLine({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <Alert
      color={notice.ok ? 'teal' : 'red'}
      variant="light"
      role={notice.ok ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel={t('shell.dismiss')}
      onClose={onClose}
    >
      {notice.text}
    </Alert>
  );
}
