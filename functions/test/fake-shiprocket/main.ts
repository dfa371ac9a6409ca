/**
 * The fake Shiprocket as a process, for a shop served by `npm start` or the browser tests' server:
 *
 *   npm run fake:shiprocket [-- port]     (default 8790)
 *
 * then start the shop with SHIPROCKET_API_BASE=http://127.0.0.1:8790, any SHIPROCKET_EMAIL and
 * SHIPROCKET_PASSWORD=fake-shiprocket-api-password. Stop it with Ctrl+C.
 */
import { FAKE_SHIPROCKET_PASSWORD, startFakeShiprocket } from "./server.ts";

const { server, url } = await startFakeShiprocket(Number(process.argv[2] ?? 8790));
console.log(`Fake Shiprocket at ${url} (password ${FAKE_SHIPROCKET_PASSWORD})`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
