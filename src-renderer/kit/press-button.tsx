// <PressButton>: a button that stays pressed while its choice is on (a picked day, a chosen option,
// a selected element): filled and aria-pressed together, so what is seen and what is read out agree.
import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

export function PressButton({
  pressed,
  off = 'default',
  ...props
}: ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    pressed: boolean;
    /** The variant while not pressed. */
    off?: ButtonProps['variant'];
  }) {
  return <Button variant={pressed ? 'filled' : off} aria-pressed={pressed} {...props} />;
}
