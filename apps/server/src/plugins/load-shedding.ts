import underPressure from '@fastify/under-pressure';
import { LOAD_MESSAGES } from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** What a shed request is told to wait: a few samples of the event loop, by when the lag has cleared or not. */
const RETRY_AFTER_SECONDS = 5;

export interface LoadShedding {
  /** Mean event-loop delay (ms, over each sample) above which new requests are shed; 0: never. */
  maxEventLoopDelayMs: number;
  /** How often the delay is sampled. */
  sampleIntervalMs: number;
}

/**
 * When the event loop lags, every request already in the process is late; taking more only makes
 * them later. New requests are answered at once with 503 and Retry-After instead (the web client
 * retries those), until the lag is gone (docs/decisions/077-fair-to-bystanders-under-a-burst.md).
 * The maintained plugin does the measuring (`monitorEventLoopDelay`); the answer is the app's own
 * 503, in the reader's language, logged once a second at most by the error handler.
 */
export async function registerLoadShedding(app: FastifyInstance, shedding: LoadShedding): Promise<void> {
  if (shedding.maxEventLoopDelayMs === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: shedding.maxEventLoopDelayMs,
    sampleInterval: shedding.sampleIntervalMs,
    pressureHandler: async () => {
      throw new AppError('SERVICE_UNAVAILABLE', LOAD_MESSAGES.overloaded, {
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      });
    },
  });
}
