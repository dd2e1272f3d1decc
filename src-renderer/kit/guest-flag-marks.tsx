// <GuestFlagMarks>: a guest's allergies, dietary needs and VIP mark as small filled pills, each an icon
// and its text (a hidden "Allergies:" / "Dietary:" before the names for screen readers), readable on
// any background in light and dark. Plain spans and strings, so memoised grid blocks can carry them.
import { IconAlertTriangle, IconCrown, IconLeaf } from '@tabler/icons-react';
import { memo } from 'react';
import type { GuestFlags } from '../../src-shared/domain/guest-flags.js';
import type { Translate } from '../i18n/translate.js';
import classes from './guest-flags.module.css';

/** A guest's flags as primitives: names joined with ", " ('' for none). */
export interface FlagText {
  allergies: string;
  dietary: string;
  vip: boolean;
}

export const NO_FLAGS: FlagText = { allergies: '', dietary: '', vip: false };

export function flagText(flags: GuestFlags | undefined): FlagText {
  if (!flags) return NO_FLAGS;
  return { allergies: flags.allergies.join(', '), dietary: flags.dietary.join(', '), vip: flags.vip };
}

/** "VIP · Allergies: Sesame · Dietary: Vegan" ('' for none): a block's or a row's name adds it. */
export function flagsSentence(flags: FlagText, t: Translate): string {
  return [
    flags.vip ? t('guests.flags.vip') : '',
    flags.allergies ? t('guests.flags.allergies', { names: flags.allergies }) : '',
    flags.dietary ? t('guests.flags.dietary', { names: flags.dietary }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

export const GuestFlagMarks = memo(function GuestFlagMarks({
  allergies,
  dietary,
  vip,
  t,
}: FlagText & { t: Translate }) {
  if (!allergies && !dietary && !vip) return null;
  return (
    <span className={classes.marks} data-guest-flags>
      {vip && (
        <span className={`${classes.mark} ${classes.vip}`} title={t('guests.flags.vip')}>
          <IconCrown size={10} aria-hidden />
          {t('guests.flags.vipShort')}
        </span>
      )}
      {allergies && (
        <span
          className={`${classes.mark} ${classes.allergy}`}
          title={t('guests.flags.allergies', { names: allergies })}
          data-flag="allergies"
        >
          <IconAlertTriangle size={10} aria-hidden />
          <span className={classes.hidden}>{t('guests.flags.allergiesPrefix')}</span>
          {allergies}
        </span>
      )}
      {dietary && (
        <span
          className={`${classes.mark} ${classes.dietary}`}
          title={t('guests.flags.dietary', { names: dietary })}
          data-flag="dietary"
        >
          <IconLeaf size={10} aria-hidden />
          <span className={classes.hidden}>{t('guests.flags.dietaryPrefix')}</span>
          {dietary}
        </span>
      )}
    </span>
  );
});
