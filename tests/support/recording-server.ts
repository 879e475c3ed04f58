import { createServer } from "node:http";

/** A server on another origin that answers anyone (CORS open) and records every request that reaches it. */
export interface RecordingServer {
  origin: string;
  /** Each request as "METHOD /path?query", WebSocket handshakes included. */
  requests: string[];
  close: () => Promise<void>;
}

/**
 * Starts the recording server on 127.0.0.1: the "elsewhere" a test tries to send data to. It says
 * yes to everything (CORS, event streams, scripts), so a request that is not stopped in the browser
 * both reaches it and succeeds.
 */
export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method ?? "?"} ${request.url ?? ""}`);
    const stream = request.headers.accept === "text/event-stream";
    response.writeHead(200, {
      "access-control-allow-origin": "*",
      "content-type": stream ? "text/event-stream" : "text/javascript",
    });
    response.end(stream ? "data: received\n\n" : "// received\n");
  });
  server.on("upgrade", (request, socket) => {
    requests.push(`UPGRADE ${request.url ?? ""}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
