// `npm run dev`: the API (tsx watch, reloads on change) on API_PORT and the Vite dev server
// (hot reload, proxies /api and /uploads to the API) on PORT.
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "apps/server/src/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: `http://localhost:${port}` },
  }),
  spawn("npx", ["vite", "--config", "apps/web/vite.config.ts", "apps/web"], {
    stdio: "inherit",
    env: { ...process.env, PORT: port, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children)
  c.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
