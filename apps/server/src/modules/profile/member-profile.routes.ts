import { workExperienceStats } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { verifiedEmployerNames } from '../../db/member-state.ts';
import { currentUser } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { readableMember, toMemberProfile } from './profile-access.ts';
import { listWorkExperience } from './work-experience.repository.ts';
import { addWorkExperience, removeWorkExperience, replaceWorkExperience } from './work-experience.service.ts';
import { toWorkExperience } from './work-experience-dto.ts';

/**
 * Profiles and work histories (docs/product.md, "Profiles and work experience"). Every route needs
 * a signed-in member; what they may read or change of someone else's profile is decision 028.
 */
export const memberProfileRoutes: FastifyPluginAsync = async (app) => {
  // Personal data (the owner's answers carry their phone): never stored by a shared cache.
  replyNoStore(app);

  serveRoute(app, 'GET /users/{userId}/profile', async (request) => {
    const viewer = currentUser(request);
    const member = await readableMember(app.db, viewer, request.params.userId);
    const employers = {
      verified: await verifiedEmployerNames(app.db, member.id),
      listed: (await listWorkExperience(app.db, member.id)).map((entry) => entry.company_name),
    };
    return ok(toMemberProfile(member, viewer, employers));
  });

  serveRoute(app, 'GET /users/{userId}/work-experience', async (request) => {
    const { userId } = request.params;
    await readableMember(app.db, currentUser(request), userId);
    const rows = await listWorkExperience(app.db, userId);
    return ok(rows.map(toWorkExperience));
  });

  serveRoute(app, 'GET /users/{userId}/work-experience/stats', async (request) => {
    const { userId } = request.params;
    await readableMember(app.db, currentUser(request), userId);
    return ok(workExperienceStats(await listWorkExperience(app.db, userId)));
  });

  serveRoute(app, 'POST /users/{userId}/work-experience', async (request) => {
    const entry = await addWorkExperience(app.db, currentUser(request), request.params.userId, request.body);
    return created(entry);
  });

  serveRoute(app, 'PUT /users/{userId}/work-experience/{id}', async (request) => {
    const { userId, id } = request.params;
    const entry = await replaceWorkExperience(app.db, currentUser(request), userId, id, request.body);
    return ok(entry);
  });

  serveRoute(app, 'DELETE /users/{userId}/work-experience/{id}', async (request) => {
    const { userId, id } = request.params;
    await removeWorkExperience(app.db, currentUser(request), userId, id);
    return ok(null);
  });
};
