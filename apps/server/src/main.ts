import { buildApp } from './app';
import { type Config, ConfigError, configFromEnv } from './config';
import { applyGcPolicy } from './platform/gc-policy';

applyGcPolicy();

let config: Config;
try {
  config = configFromEnv();
} catch (err) {
  // A wrong setting is the operator's to fix: say which, without a stack trace.
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`web app at http://localhost:${config.port}/app (database: ${app.database.engine})`);
