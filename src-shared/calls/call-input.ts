// The `api.call` channel's input and the types the renderer's callApi derives from a call's
// contract. Files travel as base64 parts (the same over Electron IPC and web mode's WebSocket) and
// are sent as multipart form data beside the body's fields.
import { z } from 'zod';
import type { RouteContract } from '../resources/route-contract.js';
import { CALL_NAMES, type CallName, type CALLS } from './call-table.js';

/** 15 MiB of file per call: media, product images and import files stay well under it. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

export const uploadPartSchema = z.object({
  /** The multipart field name ('image', 'file'…). */
  field: z.string().min(1).max(100),
  name: z.string().min(1, 'File is required for upload').max(255),
  type: z.string().max(255),
  base64: z
    .string()
    .min(1, 'File is required for upload')
    .max(Math.ceil(MAX_UPLOAD_BYTES / 3) * 4, 'The file is larger than 15 MB'),
});
export type UploadPart = z.infer<typeof uploadPartSchema>;

export const apiCallInputSchema = z.object({
  call: z.enum(CALL_NAMES as [CallName, ...CallName[]], { error: 'Unknown call' }),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  query: z.record(z.string(), z.unknown()).optional(),
  body: z.unknown().optional(),
  files: z.array(uploadPartSchema).max(20).optional(),
});
export type ApiCallInput = z.infer<typeof apiCallInputSchema>;

type Contract<N extends CallName> = (typeof CALLS)[N];
type Part<C, K extends keyof RouteContract> = C extends { [P in K]: infer S extends z.ZodType }
  ? { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

/** A path's parameters are text or numbers, whatever a coercing schema would accept. */
type PathValues<T> = { [K in keyof T]: T[K] extends string | number ? T[K] : string | number };

/** Path parameters without the restaurant's own, which main fills from the signed-in restaurant. */
type ParamsPart<C> = C extends { params: infer S extends z.ZodType }
  ? C extends { restaurantParam: infer R extends string }
    ? keyof Omit<z.input<S>, R> extends never
      ? { params?: Record<string, never> }
      : { params: PathValues<Omit<z.input<S>, R>> }
    : { params: PathValues<z.input<S>> }
  : { params?: undefined };

/** What callApi takes for a call: its path parameters, query and body as the contract declares them. */
export type CallArgs<N extends CallName> = ArgsOf<Contract<N>>;

/**
 * One contract's arguments. Distributed over the contract (not over each part), so the arguments of
 * every call together are one union member per call rather than the product of the parts' unions,
 * which tsc cannot represent once the call table grows.
 */
type ArgsOf<C> = C extends unknown
  ? ParamsPart<C> & Part<C, 'query'> & Part<C, 'body'> & { files?: UploadPart[] }
  : never;

/** What a call answers: its contract's response schema's output. */
export type CallResult<N extends CallName> = z.output<Contract<N>['response']>;
