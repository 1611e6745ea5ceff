import { LOAD_MESSAGES } from '@perks/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { clientNetwork } from '../lib/client-network.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A network's requests on this instance: worked on now, and waiting for a turn. */
    networkLoad(network: string): { running: number; waiting: number };
  }
}

export interface NetworkShare {
  /** Requests of one network this instance works on at once. */
  running: number;
  /** Requests of one network that may wait for a turn; beyond them the network is refused at once. */
  waiting: number;
}

/** How long a refused network should wait: its requests in flight end within about this long. */
const RETRY_AFTER_SECONDS = 1;

/** A file of the web build (the static plugin marks its routes): no database work, so no share. */
const isStaticFile = (request: FastifyRequest) => 'file' in (request.routeOptions.config ?? {});

interface Turns {
  running: number;
  /** The starts of the requests waiting, first come first: a request that leaves drops out. */
  waiting: Set<() => void>;
}

/**
 * Each client network's fair share of this instance (docs/decisions/077-fair-to-bystanders-under-a-burst.md):
 * at most `running` of its requests are worked on at once and `waiting` more wait their turn in
 * memory, before any database work; the rest are refused at once with 429 and Retry-After. A burst
 * from one network so holds at most `running` of the pool's connections, and everyone else's
 * requests are never queued behind it. Counted per instance, like the pool it protects.
 */
export function registerNetworkShare(app: FastifyInstance, share: NetworkShare): void {
  const networks = new Map<string, Turns>();
  const forgetIfIdle = (network: string, turns: Turns) => {
    if (turns.running === 0 && turns.waiting.size === 0) networks.delete(network);
  };

  app.decorate('networkLoad', (network: string) => {
    const turns = networks.get(network);
    return { running: turns?.running ?? 0, waiting: turns?.waiting.size ?? 0 };
  });

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (isStaticFile(request)) return done();
    const network = clientNetwork(request.ip);
    let turns = networks.get(network);
    if (!turns) {
      turns = { running: 0, waiting: new Set() };
      networks.set(network, turns);
    }
    const own = turns;
    if (own.running >= share.running && own.waiting.size >= share.waiting) {
      return done(
        new AppError('RATE_LIMITED', LOAD_MESSAGES.networkBusy, {
          budget: 'network_share',
          headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
          details: { retry_after: RETRY_AFTER_SECONDS },
        }),
      );
    }

    let state: 'waiting' | 'running' | 'ended' = 'waiting';
    const start = () => {
      own.waiting.delete(start);
      own.running += 1;
      state = 'running';
      done();
    };
    // 'close' comes when the response is done or its connection is gone, whichever happens.
    reply.raw.once('close', () => {
      if (state === 'running') {
        own.running -= 1;
        const [next] = own.waiting;
        next?.();
      } else if (state === 'waiting') {
        own.waiting.delete(start);
      }
      state = 'ended';
      forgetIfIdle(network, own);
    });
    if (own.running < share.running) start();
    else own.waiting.add(start);
  });
}
