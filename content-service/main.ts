import '../shared/require-supported-node.mjs';
import { DEV_USERS } from '../shared/dev-values.mjs';
import { configProblems, loadConfig, problemsMessage, usesDevDefaults } from './config';
import { createContentServer } from './server';
import { openDatabase } from './store/db';
import { seedIfEmpty } from './store/seed-source';
import { ensureUser } from './store/users';

async function main(): Promise<void> {
  const problems = configProblems(process.env);
  if (problems.length > 0) {
    console.error(problemsMessage(process.env, problems));
    process.exit(1);
  }
  const config = loadConfig();
  const db = openDatabase(config.dataDir);
  await seedIfEmpty(db, config.seed, new Date());
  // Published accounts: development only, so a staging or production store never holds a known password.
  if (usesDevDefaults()) for (const user of DEV_USERS) ensureUser(db, user);
  const { server, close } = createContentServer(config, db);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => server.closeAllConnections(), 2000);
    await close();
    clearTimeout(timer);
    db.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  server.listen(config.port, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    process.stdout.write(`content service listening on http://127.0.0.1:${port}\n`);
  });
}

main().catch((error) => {
  console.error('content service failed to start:', error);
  process.exit(1);
});
