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

const NAMED = {
  allergies: { kind: classes.allergy, icon: <IconAlertTriangle size={10} aria-hidden /> },
  dietary: { kind: classes.dietary, icon: <IconLeaf size={10} aria-hidden /> },
};

/** A pill that lists names (allergies, dietary needs): titled with the sentence, prefixed for screen readers. */
function NamedMark({ flag, names, t }: { flag: 'allergies' | 'dietary'; names: string; t: Translate }) {
  const { kind, icon } = NAMED[flag];
  return (
    <span className={`${classes.mark} ${kind}`} title={t(`guests.flags.${flag}`, { names })} data-flag={flag}>
      {icon}
      <span className={classes.hidden}>{t(`guests.flags.${flag}Prefix`)}</span>
      {names}
    </span>
  );
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
      {allergies && <NamedMark flag="allergies" names={allergies} t={t} />}
      {dietary && <NamedMark flag="dietary" names={dietary} t={t} />}
    </span>
  );
});
