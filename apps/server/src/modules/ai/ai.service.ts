import {
  AI_LIMITS,
  AI_MESSAGES,
  type AiConversationType,
  type TAiConnection,
  type TAiConversation,
  type TCreateConversationRequest,
  type TExtractionResult,
  type TSendMessageRequest,
  type TSendMessageResult,
} from '@perks/contract';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { AiConversationRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { rateLimited } from '../../lib/rate-limited.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  aiBudgetKey,
  conversationDto,
  conversationWindowWait,
  findConversation,
  insertConversation,
  insertMessage,
  listMessages,
  markConversation,
  messageDto,
  messageWindowWait,
} from './ai.repository.ts';
import { giveBackAiCall, spendAiCall } from './ai-call-budget.ts';
import { scoreExtraction } from './extraction-result.ts';
import { type AiProvider, AiServiceError, type ChatTurn } from './providers/ai-provider.ts';
import { looksLikeWorker } from './providers/onboarding-script.ts';

// Only the role and text reach a provider (a hosted model never sees ids or timestamps).
const toTurn = ({ role, content }: ChatTurn): ChatTurn => ({ role, content });

/** A provider that cannot answer becomes 503 'AI Service Error: ...'; nothing is saved. */
async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AiServiceError)) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', `${AI_MESSAGES.serviceErrorPrefix}${error.message}`, {
      cause: error,
    });
  }
}

type Budget = 'messages' | 'conversations';

/** Refuses with 429 and the wait once the person's hourly budget is used up. */
async function admit(db: Executor, userId: string, budget: Budget): Promise<void> {
  const wait =
    budget === 'messages'
      ? await messageWindowWait(db, userId, AI_LIMITS.messagesPerUserPerHour)
      : await conversationWindowWait(db, userId, AI_LIMITS.conversationsPerUserPerHour);
  if (wait) {
    throw rateLimited(
      budget === 'messages' ? AI_MESSAGES.tooManyMessages : AI_MESSAGES.tooManyConversations,
      wait,
      budget === 'messages' ? 'ai_messages' : 'ai_conversations',
    );
  }
}

/** Who is asking: the person, and the client network their request came from (lib/client-network.ts). */
export interface AiCaller {
  user: AuthUser;
  network: string;
}

/**
 * The onboarding chat (docs/product.md, "AI onboarding and the API Test Center"). The provider is
 * asked before anything is written, and the turns of one exchange are written in one transaction,
 * so a failed call leaves no half conversation and does not count against the hourly budget. The
 * budget is checked before the call (no cost when it is used up) and again, under the person's
 * lock, in the transaction that writes (exact under concurrent requests). Every call to the
 * provider also spends one of the network's hourly calls, and each extraction one of the person's
 * extractions (decision 069); a call that fails gives its slot back.
 */
export class AiService {
  constructor(
    private readonly db: Db,
    private readonly provider: AiProvider,
    private readonly limits: { callsPerNetworkPerHour: number },
  ) {}

  /**
   * Runs `work` on one of the network's hourly calls, and on one of the person's extractions when
   * it is one (429 when either is used up). Both are rows in the request log, written before the
   * call and deleted again when it fails, so the call is not made while holding a lock and a burst
   * on any number of instances spends exactly the budget.
   */
  private async metered<T>(network: string, work: () => Promise<T>, extractionBy?: string): Promise<T> {
    const spent = await spendAiCall(this.db, {
      network,
      callsPerNetworkPerHour: this.limits.callsPerNetworkPerHour,
      ...(extractionBy ? { extractionBy } : {}),
    });
    try {
      return await work();
    } catch (error) {
      // When the database cannot take the slots back either, they stay spent: the safe side.
      await giveBackAiCall(this.db, spent).catch(() => undefined);
      throw error;
    }
  }

  async testConnection(): Promise<TAiConnection> {
    const started = performance.now();
    await ask(() => this.provider.ping());
    return {
      ok: true,
      provider: this.provider.name,
      model: this.provider.model,
      latency_ms: Math.round(performance.now() - started),
      message:
        this.provider.name === 'rules'
          ? 'The built-in assistant answered (no hosted model is configured)'
          : AI_MESSAGES.connectionPassed,
    };
  }

  async create({ user, network }: AiCaller, input: TCreateConversationRequest): Promise<TAiConversation> {
    await admit(this.db, user.id, 'conversations');
    const type: AiConversationType =
      input.conversation_type ??
      (input.initial_message && looksLikeWorker(input.initial_message)
        ? 'employee_onboarding'
        : 'business_onboarding');
    const turns: ChatTurn[] = input.initial_message ? [{ role: 'user', content: input.initial_message }] : [];
    return this.metered(network, async () => {
      const greeting = await ask(() => this.provider.reply({ type, turns }));
      return withBudget(this.db, [aiBudgetKey(user.id)], async (tx) => {
        await admit(tx, user.id, 'conversations');
        const row = await insertConversation(tx, { userId: user.id, type, userContext: input.user_context });
        const messages = [];
        for (const turn of [...turns, { role: 'assistant' as const, content: greeting.content }]) {
          messages.push(await insertMessage(tx, row.id, turn.role, turn.content));
        }
        return conversationDto(row, messages);
      });
    });
  }

  /** The conversation when the caller may see it: its owner or an admin. Anyone else gets 404. */
  private async visible(user: AuthUser, id: string): Promise<AiConversationRow> {
    const row = await findConversation(this.db, id);
    if (!row || (row.user_id !== user.id && !user.is_admin)) throw notFound(AI_MESSAGES.conversationNotFound);
    return row;
  }

  async get(user: AuthUser, id: string): Promise<TAiConversation> {
    const row = await this.visible(user, id);
    return conversationDto(row, await listMessages(this.db, row.id));
  }

  async messages(user: AuthUser, id: string) {
    const row = await this.visible(user, id);
    return (await listMessages(this.db, row.id)).map(messageDto);
  }

  async send(
    { user, network }: AiCaller,
    id: string,
    input: TSendMessageRequest,
  ): Promise<TSendMessageResult> {
    const row = await this.visible(user, id);
    await admit(this.db, user.id, 'messages');
    const history = await listMessages(this.db, row.id);
    const turns: ChatTurn[] = [...history.map(toTurn), { role: 'user', content: input.message }];
    return this.metered(network, async () => {
      const answer = await ask(() => this.provider.reply({ type: row.type, turns }));
      const status = answer.complete ? 'completed' : row.status;
      return withBudget(this.db, [aiBudgetKey(user.id)], async (tx) => {
        await admit(tx, user.id, 'messages');
        const userMessage = await insertMessage(tx, row.id, 'user', input.message);
        const reply = await insertMessage(tx, row.id, 'assistant', answer.content);
        await markConversation(tx, row.id, status);
        return {
          conversation_id: row.id,
          status,
          user_message: messageDto(userMessage),
          reply: messageDto(reply),
        };
      });
    });
  }

  async extract({ user, network }: AiCaller, id: string): Promise<TExtractionResult> {
    const row = await this.visible(user, id);
    const turns = (await listMessages(this.db, row.id)).map(toTurn);
    const proposed = await this.metered(
      network,
      () => ask(() => this.provider.extract({ type: row.type, turns })),
      user.id,
    );
    return {
      conversation_id: row.id,
      conversation_type: row.type,
      ...scoreExtraction(row.type, this.provider.name, proposed),
    };
  }
}
