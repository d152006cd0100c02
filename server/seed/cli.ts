/** `npm run seed`: writes the demo data into the configured database (DATABASE_URL or the embedded one). */
import { bootstrap } from '../boot';
import { parseEnv } from '../env';
import { createLogger } from '../http/logger';
import { seedDemo } from './seed';

const env = parseEnv();
const runtime = await bootstrap(env, createLogger(env.logLevel));
try {
  const { usersCreated, missionsCreated } = await seedDemo(runtime.db.sql, runtime.auth);
  console.log(`Demo data written (${usersCreated} new accounts, ${missionsCreated} new missions).`);
} finally {
  await runtime.db.close();
}
