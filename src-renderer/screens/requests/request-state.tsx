// A request's state as the inbox, the client's history and the open request all show it: the
// state's word on a badge of the state's colour (STATE_COLOUR).
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestRequest } from '../../../src-shared/requests/request-entity.js';
import { StatusBadge } from '../../kit/status-badge.js';
import { STATE_COLOUR } from './request-words.js';

export function RequestStateBadge({
  state,
  ...rest
}: { state: GuestRequest['state'] } & Omit<ComponentProps<typeof StatusBadge>, 'color' | 'children'>) {
  const { t } = useTranslation();
  return (
    <StatusBadge color={STATE_COLOUR[state]} {...rest}>
      {t(`requests.states.${state}`)}
    </StatusBadge>
  );
}

/** A table's "state" column of requests, under `header`. */
export function stateColumn<H extends ReactNode>(header: H) {
  return {
    key: 'state',
    header,
    cell: (r: Pick<GuestRequest, 'state'>) => <RequestStateBadge state={r.state} />,
  };
}
