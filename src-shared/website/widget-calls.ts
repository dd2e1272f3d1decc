// Placeholder (issue 17): this area's route contracts are declared here and spread into CALLS.
import type { RouteContract } from '../resources/route-contract.js';

export const WIDGET_CALLS = {} as const satisfies Record<string, RouteContract>;
