import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { interviews, users } from '../../apps/server/src/db/schema/index.ts';
import { AppError } from '../../apps/server/src/lib/app-error.ts';
import {
  refreshCookie,
  requireE164,
  SessionService,
  SignIns,
} from '../../apps/server/src/modules/auth/index.ts';
import { startServer } from '../../apps/server/src/start-server.ts';

/**
 * The browser tests' server: the very app `npm start` runs (the same start-up, configuration,
 * database, routes), plus a second listener on 127.0.0.1 that belongs to the test run only. Its one
 * call, `POST /sessions` with `{ "phone": "+1…", "user_agent": "…" }`, signs that number in as a
 * right code at `POST /auth/verify-otp` would (the account on first sign-in, ADMIN_PHONES' grant, a
 * refusal for a disabled account, a new session) and answers the refresh cookie and the signed-in
 * user, for a browser context to start signed in; with `"name": ["First", "Last"]` a new account
 * gets that name, as the sign-in screen's name step would give it. `POST /interviews/past` with `{ "id": "…" }`
 * moves a scheduled interview's time to an hour ago, so a journey can mark it without waiting.
 *
 * The embedded database (PGlite) belongs to one process, so the test process cannot open it: the
 * session is made here, beside the app, with the app's own services. Global setup bundles this file
 * on its own (`apps/server/build.mjs`); nothing of it is in dist/server.js, and the app's routes
 * know nothing of it (docs/decisions/006-browser-tests.md).
 */
startServer({
  beforeListen: async (app) => {
    const sessions = new SessionService(app.db, app.config);
    const signIns = new SignIns(app.db, app.config, sessions);

    const server = createServer((req, res) => {
      if (req.method === 'POST' && req.url === '/interviews/past') {
        movePast(req)
          .then((moved) => answer(res, moved ? 200 : 404, { moved }))
          .catch((error: unknown) => answer(res, 500, { error: String(error) }));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/sessions') return answer(res, 404, { error: 'not found' });
      signIn(req)
        .then((body) => answer(res, 200, body))
        .catch((error: unknown) =>
          error instanceof AppError
            ? answer(res, error.statusCode, { error: error.message })
            : answer(res, 500, { error: String(error) }),
        );
    });

    async function movePast(req: IncomingMessage): Promise<boolean> {
      const { id } = JSON.parse(await readBody(req)) as { id?: string };
      const moved = await app.db
        .update(interviews)
        .set({ starts_at: sql`now() - interval '1 hour'` })
        .where(and(eq(interviews.id, id ?? ''), eq(interviews.status, 'scheduled')))
        .returning({ id: interviews.id });
      return moved.length === 1;
    }

    async function signIn(req: IncomingMessage) {
      const body = JSON.parse(await readBody(req)) as {
        phone?: string;
        user_agent?: string;
        name?: [string, string];
      };
      const phone = requireE164(body.phone ?? '');
      // No language chosen on the way in: a journey sets one where it tests it.
      const started = await signIns.start(
        phone,
        { ip: req.socket.remoteAddress ?? null, userAgent: body.user_agent ?? null },
        null,
      );
      const { session } = started;
      let { user } = started;
      if (body.name) {
        const [first_name, last_name] = body.name;
        await app.db.update(users).set({ first_name, last_name }).where(eq(users.id, user.id));
        user = { ...user, first_name, last_name };
      }
      const cookie = refreshCookie(app.config, session.refreshToken, session.refreshExpiresAt);
      return {
        user,
        cookie: {
          name: cookie.name,
          value: cookie.value,
          path: cookie.options.path,
          expires: Math.floor(cookie.options.expires.getTime() / 1000),
          httpOnly: cookie.options.httpOnly,
          secure: cookie.options.secure,
          sameSite: cookie.options.sameSite,
        },
      };
    }

    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    app.addHook('onClose', async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    console.log(`Test sessions at http://127.0.0.1:${port}`);
  },
}).catch((error) => {
  console.error(error);
  process.exit(1);
});

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}
