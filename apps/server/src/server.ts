import { startServer } from './start-server.ts';

/** Process entry (`npm start` runs its bundle, dist/server.js). */
startServer().catch((error) => {
  console.error(error);
  process.exit(1);
});
