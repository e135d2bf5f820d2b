// SPDX-License-Identifier: GPL-3.0-or-later
// A real MCP client (the official TypeScript SDK) drives `ai-sandbox mcp` over stdio:
// initialize, tools/list, and tools/call of bash (id -u, a timeout, a denied host), read_file and
// write_file, plus the refusals. Run by tests/e2e/tst_mcp.cpp:
//   node mcp_client.mjs '{"command": ..., "args": [...], "env": {...}}'
// Exits 0 when every check holds; prints one line per check.
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const server = JSON.parse(process.argv[2]);
const transport = new StdioClientTransport({ ...server, stderr: "inherit" });
const client = new Client({ name: "aisb-e2e", version: "1.0.0" });
const step = (name) => console.log(`ok: ${name}`);

await client.connect(transport); // initialize + notifications/initialized
assert.equal(client.getServerVersion()?.name, "ai-sandbox");
assert.ok(client.getServerCapabilities()?.tools, "the server offers tools");
step(`initialize (protocol ${transport._protocolVersion ?? "negotiated"})`);

const { tools } = await client.listTools();
assert.deepEqual(tools.map((t) => t.name).sort(), ["bash", "read_file", "write_file"]);
for (const t of tools) assert.equal(t.inputSchema.type, "object");
step("tools/list: bash, read_file, write_file");

const id = await client.callTool({ name: "bash", arguments: { command: "id -u" } });
assert.equal(id.isError, false, JSON.stringify(id));
assert.equal(id.structuredContent.schema, 1);
assert.equal(id.structuredContent.exit_code, 0);
assert.match(id.structuredContent.stdout, /^[1-9][0-9]*\n$/, "the sandbox user is not root");
assert.equal(id.content[0].type, "text");
step(`bash id -u: ${id.structuredContent.stdout.trim()}`);

const exit = await client.callTool({ name: "bash", arguments: { command: "echo out; echo err >&2; exit 3" } });
assert.equal(exit.isError, true);
assert.equal(exit.structuredContent.exit_code, 3);
assert.equal(exit.structuredContent.stdout, "out\n");
assert.equal(exit.structuredContent.stderr, "err\n");
step("bash exit 3: isError, exact streams");

const slow = await client.callTool({ name: "bash", arguments: { command: "echo started; sleep 30", timeout_ms: 1000 } });
assert.equal(slow.isError, true);
assert.equal(slow.structuredContent.timed_out, true);
assert.equal(slow.structuredContent.exit_code, 124);
assert.equal(slow.structuredContent.stdout, "started\n");
step("bash timeout_ms 1000: timed_out, exit 124");

const cap = await client.callTool({ name: "bash", arguments: { command: "true", timeout_ms: 10_000_000 } });
assert.equal(cap.isError, true);
assert.match(cap.content[0].text, /timeout_ms/);
step("bash timeout above the cap: refused");

// The gate refuses the host before any connection leaves this machine (.invalid never resolves).
const denied = await client.callTool({
  name: "bash",
  arguments: { command: "curl -sS -o /dev/null --max-time 20 https://denied.invalid/", timeout_ms: 30000 },
});
assert.equal(denied.isError, true, JSON.stringify(denied));
assert.notEqual(denied.structuredContent.exit_code, 0);
assert.match(denied.structuredContent.stderr, /403|Forbidden|CONNECT/i, JSON.stringify(denied.structuredContent));
step(`bash curl to a denied host: exit ${denied.structuredContent.exit_code}, ${denied.structuredContent.stderr.trim()}`);

const w = await client.callTool({ name: "write_file", arguments: { path: "notes/mcp.txt", content: "grüß dich\n" } });
assert.equal(w.isError, true, "notes/ does not exist yet");
await client.callTool({ name: "bash", arguments: { command: "mkdir -p notes" } });
const w2 = await client.callTool({ name: "write_file", arguments: { path: "notes/mcp.txt", content: "grüß dich\n" } });
assert.equal(w2.isError, false, JSON.stringify(w2));
const r = await client.callTool({ name: "read_file", arguments: { path: "/project/notes/mcp.txt" } });
assert.equal(r.isError, false);
assert.equal(r.content[0].text, "grüß dich\n");
step("write_file + read_file round trip");

for (const path of ["/etc/passwd", "../etc/passwd", "/project/../etc/passwd", ""]) {
  const out = await client.callTool({ name: "read_file", arguments: { path } });
  assert.equal(out.isError, true, `read_file ${path} must be refused`);
  assert.match(out.content[0].text, /inside \/project/);
}
step("read_file outside /project: refused");

await assert.rejects(client.callTool({ name: "no_such_tool", arguments: {} }), /-32602|unknown tool/i);
step("unknown tool: JSON-RPC error -32602");

await client.close();
step("closed");
