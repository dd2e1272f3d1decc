// A single pending callback that a new schedule replaces: the session's token refresh and the sync
// engine's retry each keep one. It never keeps a web-mode or test process alive on its own.

export class OneShotTimer {
  private handle: ReturnType<typeof setTimeout> | null = null;

  /** Runs `work` after `delayMs`, instead of whatever was scheduled before. */
  schedule(delayMs: number, work: () => void): void {
    this.cancel();
    this.handle = setTimeout(() => {
      this.handle = null;
      work();
    }, delayMs);
    this.handle.unref?.();
  }

  cancel(): void {
    if (this.handle !== null) clearTimeout(this.handle);
    this.handle = null;
  }
}
