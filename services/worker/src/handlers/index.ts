import type { JobHandlerDefinition } from '../registry';
import { pingHandler } from './system/ping.handler';

/** Every job handler the worker runs; each feature adds its handlers here. */
export const handlers: JobHandlerDefinition[] = [pingHandler];
