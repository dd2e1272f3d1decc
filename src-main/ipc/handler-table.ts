// The one handler table behind IPC_CHANNELS: registration refuses duplicates, start-up refuses gaps,
// and every call is validated against the channel's schema before a handler sees it.
import type { z } from 'zod';
import { CLIENT_ERRORS } from '../../src-shared/errors.js';
import {
  CHANNEL_NAMES,
  IPC_CHANNELS,
  isChannelName,
  type ChannelName,
  type ChannelOutput,
  type IpcError,
  type IpcResult,
} from '../../src-shared/ipc/channels.js';
import { fieldErrorsFromIssues } from '../../src-shared/schemas/envelope.js';
import { isApiError } from '../api/api-error.js';

/** A handler receives the parsed (validated) input of its channel. */
export type ChannelHandler<C extends ChannelName> = (
  input: z.output<(typeof IPC_CHANNELS)[C]['input']>,
) => Promise<ChannelOutput<C>>;

export type ChannelHandlers = { [C in ChannelName]: ChannelHandler<C> };

export class HandlerTable {
  private readonly handlers = new Map<ChannelName, (input: unknown) => Promise<unknown>>();

  constructor(private readonly log: (message: string, error?: unknown) => void = () => undefined) {}

  register<C extends ChannelName>(name: C, handler: ChannelHandler<C>): void {
    if (!isChannelName(name)) throw new Error(`"${String(name)}" is not a channel of IPC_CHANNELS`);
    if (this.handlers.has(name)) throw new Error(`IPC channel "${name}" already has a handler`);
    this.handlers.set(name, handler as (input: unknown) => Promise<unknown>);
  }

  registerAll(handlers: ChannelHandlers): void {
    for (const name of CHANNEL_NAMES) this.register(name, handlers[name]);
  }

  /** Called once at start-up: a channel without a handler is a bug to catch before any window opens. */
  assertComplete(): void {
    const missing = CHANNEL_NAMES.filter((name) => !this.handlers.has(name));
    if (missing.length > 0) throw new Error(`IPC channels without a handler: ${missing.join(', ')}`);
  }

  /** Runs one call from an untrusted renderer; never throws. */
  async call(channel: unknown, input: unknown): Promise<IpcResult<unknown>> {
    if (!isChannelName(channel)) {
      return {
        ok: false,
        error: { message: `Unknown IPC channel "${String(channel)}"`, code: 'unknown_channel' },
      };
    }
    const handler = this.handlers.get(channel);
    if (!handler)
      return { ok: false, error: { message: `IPC channel "${channel}" has no handler`, code: 'no_handler' } };

    const spec = IPC_CHANNELS[channel];
    const parsed = spec.input.safeParse(input);
    if (!parsed.success) {
      const errors = fieldErrorsFromIssues(parsed.error.issues);
      const first = Object.entries(errors)[0];
      const message = first
        ? `Invalid input for ${channel}: ${first[0]}: ${first[1].join(', ')}`
        : `Invalid input for ${channel}`;
      return { ok: false, error: { message, code: 'invalid_input', errors } };
    }

    let value: unknown;
    try {
      value = await handler(parsed.data);
    } catch (error) {
      return { ok: false, error: this.toIpcError(channel, error) };
    }
    // The renderer trusts results; a handler that breaks the contract is reported, not forwarded.
    const output = spec.output.safeParse(value);
    if (!output.success) {
      this.log(`IPC channel "${channel}" returned a value outside its schema`, output.error);
      return { ok: false, error: { message: CLIENT_ERRORS.unexpected, code: 'invalid_output' } };
    }
    return { ok: true, value: output.data };
  }

  private toIpcError(channel: ChannelName, error: unknown): IpcError {
    if (isApiError(error)) {
      const ipcError: IpcError = { message: error.message, code: error.code };
      if (error.status !== undefined) ipcError.status = error.status;
      if (error.errors !== undefined) ipcError.errors = error.errors;
      return ipcError;
    }
    this.log(`IPC channel "${channel}" failed`, error);
    return { message: CLIENT_ERRORS.unexpected, code: 'internal' };
  }
}
