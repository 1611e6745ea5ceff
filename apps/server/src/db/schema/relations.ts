import { relations } from 'drizzle-orm';
import { aiConversations } from './ai-conversations.ts';
import { aiMessages } from './ai-messages.ts';
import { businessMembers } from './business-members.ts';
import { businesses } from './businesses.ts';
import { employeeRosters } from './employee-rosters.ts';
import { jobs } from './jobs.ts';
import { refreshSessions } from './refresh-sessions.ts';
import { users } from './users.ts';
import { workExperiences } from './work-experiences.ts';

// Relations for Drizzle's relational queries (db.query.x.findMany({ with })); no effect on the SQL schema.
// users and businesses are linked twice (owner, favorite), so those pairs are named.

export const usersRelations = relations(users, ({ one, many }) => ({
  favoriteBusiness: one(businesses, {
    fields: [users.favorite_business_id],
    references: [businesses.id],
    relationName: 'favorite_business',
  }),
  ownedBusinesses: many(businesses, { relationName: 'business_owner' }),
  memberships: many(businessMembers),
  workExperiences: many(workExperiences),
  refreshSessions: many(refreshSessions),
  aiConversations: many(aiConversations),
}));

export const businessesRelations = relations(businesses, ({ one, many }) => ({
  owner: one(users, {
    fields: [businesses.owner_id],
    references: [users.id],
    relationName: 'business_owner',
  }),
  favoritedBy: many(users, { relationName: 'favorite_business' }),
  members: many(businessMembers),
  jobs: many(jobs),
  roster: many(employeeRosters),
}));

export const businessMembersRelations = relations(businessMembers, ({ one }) => ({
  business: one(businesses, { fields: [businessMembers.business_id], references: [businesses.id] }),
  user: one(users, { fields: [businessMembers.user_id], references: [users.id] }),
}));

export const jobsRelations = relations(jobs, ({ one }) => ({
  business: one(businesses, { fields: [jobs.business_id], references: [businesses.id] }),
  creator: one(users, { fields: [jobs.created_by], references: [users.id] }),
}));

export const workExperiencesRelations = relations(workExperiences, ({ one }) => ({
  user: one(users, { fields: [workExperiences.user_id], references: [users.id] }),
}));

export const refreshSessionsRelations = relations(refreshSessions, ({ one }) => ({
  user: one(users, { fields: [refreshSessions.user_id], references: [users.id] }),
}));

export const aiConversationsRelations = relations(aiConversations, ({ one, many }) => ({
  user: one(users, { fields: [aiConversations.user_id], references: [users.id] }),
  messages: many(aiMessages),
}));

export const aiMessagesRelations = relations(aiMessages, ({ one }) => ({
  conversation: one(aiConversations, {
    fields: [aiMessages.conversation_id],
    references: [aiConversations.id],
  }),
}));

export const employeeRostersRelations = relations(employeeRosters, ({ one }) => ({
  business: one(businesses, { fields: [employeeRosters.business_id], references: [businesses.id] }),
  submitter: one(users, { fields: [employeeRosters.submitted_by], references: [users.id] }),
}));
