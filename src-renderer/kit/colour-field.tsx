// <ColourField>: a hex colour input whose eye-dropper button is named for the field it fills
// ("Pick the header colour"), so a screen reader does not hear a bare "Pick color" beside each one.
import { ColorInput, type ColorInputProps } from '@mantine/core';

export function ColourField({ pickLabel, ...props }: ColorInputProps & { pickLabel: string }) {
  return <ColorInput format="hex" eyeDropperButtonProps={{ 'aria-label': pickLabel }} {...props} />;
}
