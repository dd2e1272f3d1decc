// A form's submit handler that runs the screen's own (often async) action instead of the
// browser's submit: the page never reloads, and the action's promise is the screen's to await.
import type { FormEvent } from 'react';

export function submitHandler(action: () => unknown): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault();
    void action();
  };
}
