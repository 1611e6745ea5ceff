import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  const hanging: ServerResponse[] = [];
  const fake = { requests: [], answer: { reply: 'OK' } } as unknown as FakeOpenRouter;
  const respond = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    fake.requests.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body: JSON.parse(raw),
    });
    const answer = fake.answer;
    if (answer === 'hang') {
      hanging.push(res);
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
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => respond(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/api/v1`;
  fake.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
