// A tiny OpenAI-compatible server over real HTTP (node:http) for the assistant's tests: it records each
// POST /v1/chat/completions request and answers with the replies the test scripted, in order. The
// service talks to it through the real `openai` client, exactly as it would to a hosted or local model.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One chat-completions request as the fake received it. */
export interface FakeCall {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: Array<{ role: string; content?: string | null; tool_calls?: unknown[]; tool_call_id?: string }>;
    tools?: Array<{ type: string; function: { name: string; parameters: unknown } }>;
    [key: string]: unknown;
  };
}

/** A scripted answer: a status and JSON body, or never answering at all. */
export type FakeReply = { status: number; json: unknown } | 'hang';

export interface FakeOpenAi {
  /** Base URL to put in OPENAI_BASE_URL (…/v1). */
  baseUrl: string;
  calls: FakeCall[];
  /** Queues replies for the next calls; a call with nothing queued gets a 500. */
  script(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

let serial = 0;

/** An assistant message with text. */
export function textReply(content: string): FakeReply {
  serial += 1;
  return {
    status: 200,
    json: {
      id: `chatcmpl-fake-${serial}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'fake-model',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    },
  };
}

/** An assistant message that asks for tool calls. */
export function toolCallReply(calls: Array<{ id: string; name: string; arguments: object }>): FakeReply {
  serial += 1;
  return {
    status: 200,
    json: {
      id: `chatcmpl-fake-${serial}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'fake-model',
      choices: [
        {
          index: 0,
          finish_reason: 'tool_calls',
          message: {
            role: 'assistant',
            content: null,
            tool_calls: calls.map((c) => ({
              id: c.id,
              type: 'function',
              function: { name: c.name, arguments: JSON.stringify(c.arguments) },
            })),
          },
        },
      ],
    },
  };
}

/** An error answer in the OpenAI error shape. */
export function errorReply(
  status: number,
  message = 'The server had an error while processing your request.',
): FakeReply {
  return { status, json: { error: { message, type: 'server_error', param: null, code: null } } };
}

function send(res: ServerResponse, status: number, json: unknown): void {
  const body = JSON.stringify(json);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** Starts the fake on 127.0.0.1 on a free port. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const calls: FakeCall[] = [];
  const queue: FakeReply[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/chat/completions') {
        send(res, 404, { error: { message: `no route ${req.method} ${req.url}` } });
        return;
      }
      calls.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      const reply = queue.shift() ?? errorReply(500, 'nothing scripted for this call');
      if (reply === 'hang') return; // never answers; the socket is destroyed on close()
      send(res, reply.status, reply.json);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    script: (...replies) => void queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
