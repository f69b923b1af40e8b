import { buildServer } from './app';
import { DataDirLockedError } from './db/client';
import { loadEnv } from './env';
import { startupBanner } from './startup-banner';

/** Starts one server instance and stops it cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const env = loadEnv();
  let server;
  try {
    server = await buildServer(env);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { app, ctx } = server;
  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    console.error(
      `Port ${env.PORT} is in use: stop the program listening there, or start with PORT set to another.`,
    );
    await server.close();
    process.exit(1);
  }
  // Seeded once listening: a start that cannot listen must not make the admin whose password it
  // would never print.
  const generated = await ctx.services.auth.seedAdmin({
    userName: env.ADMIN_USERNAME,
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
  });
  console.log(
    `\n${startupBanner(env)
      .map((line) => `  ${line}`)
      .join('\n')}\n`,
  );
  if (generated) {
    console.log(`  Admin login (shown once): user name "${env.ADMIN_USERNAME}", password "${generated}"\n`);
  } else {
    console.log(
      `  Admin login: user name "${env.ADMIN_USERNAME}" (password from ADMIN_PASSWORD or first start)\n`,
    );
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    server
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        ctx.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
