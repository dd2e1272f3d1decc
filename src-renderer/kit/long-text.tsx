// <LongText>: a free-text field (a description, a note) that starts at two rows and grows with its
// text, so a short text does not sit in a tall empty box and a long one needs no scrolling.
import { Textarea, type TextareaProps } from '@mantine/core';

export function LongText(props: TextareaProps) {
  return <Textarea autosize minRows={2} {...props} />;
}
