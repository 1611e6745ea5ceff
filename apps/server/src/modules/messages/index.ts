import type { FastifyInstance } from 'fastify';
import { registerDeliveryJob } from './message-delivery.ts';
import { conversationReplies } from './text-replies.ts';

// The messages module's public surface: its routes are mounted through modules/index.ts; the app
// declares the delivery job and adds the routing of text replies to conversations.

/** The job that carries a business's messages by text and e-mail, and replies by text into conversations. */
export function registerMessageJobs(app: FastifyInstance): void {
  registerDeliveryJob(app);
  app.textReplies.add(conversationReplies(app));
}
