import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLocalHttpServer } from './local-http-server.ts';

interface OpenRouterRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[] };
}

/** What the fake answers next: a chat reply, a raw status and body, or nothing at all (a hang). */
type FakeAnswer = { reply: string } | { status: number; body: string } | 'hang';

export interface FakeOpenRouter {
  /** Base URL to use as OPENROUTER_BASE_URL. */
  url: string;
  requests: OpenRouterRequest[];
  answer: FakeAnswer;
  close(): Promise<void>;
}

/**
 * A local stand-in for OpenRouter's chat completions endpoint, so tests run the real client and
 * provider against HTTP and only the far end is fake.
 */
export async function startFakeOpenRouter(): Promise<FakeOpenRouter> {
  const fake = { requests: [], answer: { reply: 'OK' } } as unknown as FakeOpenRouter;
  const respond = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    fake.requests.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body: JSON.parse(raw),
    });
    const answer = fake.answer;
    if (answer === 'hang') {
      server.hang(res);
      return;
    }
    res.setHeader('content-type', 'application/json');
    if ('reply' in answer) {
      res.end(
        JSON.stringify({ id: 'gen-1', choices: [{ message: { role: 'assistant', content: answer.reply } }] }),
      );
      return;
    }
    res.statusCode = answer.status;
    res.end(answer.body);
  };
  const server = await startLocalHttpServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => respond(req, res, raw));
  });
  fake.url = `${server.origin}/api/v1`;
  fake.close = server.close;
  return fake;
}
