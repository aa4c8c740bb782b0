/**
 * yaml-language-server (the engine of the Red Hat YAML extension for VS Code) driven over stdio the way an editor
 * drives it: Language Server Protocol messages framed by Content-Length headers. The settings it asks for are the
 * ones .vscode/settings.json gives the editor.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const projectRoot = path.resolve(__dirname, '../..');
const serverScript = path.join(projectRoot, 'node_modules/yaml-language-server/bin/yaml-language-server');

export interface Diagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  message: string;
  severity?: number;
}

export interface CompletionItem {
  label: string;
  kind?: number;
  insertText?: string;
}

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
}

/** The `yaml` section of .vscode/settings.json ("yaml.schemas" → { schemas }), as VS Code hands it to the server. */
export function editorYamlSettings(): Record<string, unknown> {
  const settings = JSON.parse(readFileSync(path.join(projectRoot, '.vscode/settings.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const yaml: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (!key.startsWith('yaml.')) continue;
    // "yaml.schemaStore.enable" → { schemaStore: { enable } }
    const parts = key.slice('yaml.'.length).split('.');
    let target = yaml;
    for (const part of parts.slice(0, -1)) {
      target[part] ??= {};
      target = target[part] as Record<string, unknown>;
    }
    target[parts.at(-1)!] = value;
  }
  return yaml;
}

export class YamlLanguageServer {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, (message: Message) => void>();
  private readonly diagnosticWaiters = new Map<string, (diagnostics: Diagnostic[]) => void>();

  private constructor(private readonly yamlSettings: Record<string, unknown>) {
    this.child = spawn(process.execPath, [serverScript, '--stdio'], { cwd: projectRoot });
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
  }

  /** Starts the server and completes the handshake an editor makes on opening the project folder. */
  static async start(yamlSettings: Record<string, unknown> = editorYamlSettings()): Promise<YamlLanguageServer> {
    const server = new YamlLanguageServer(yamlSettings);
    const rootUri = pathToFileURL(projectRoot).href;
    await server.request('initialize', {
      processId: process.pid,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: 'site' }],
      capabilities: {
        textDocument: { completion: { completionItem: { snippetSupport: true } }, publishDiagnostics: {} },
        workspace: { configuration: true },
      },
    });
    server.notify('initialized', {});
    server.notify('workspace/didChangeConfiguration', { settings: { yaml: yamlSettings } });
    return server;
  }

  /** Opens a document as an editor would (its text need not be on disk); resolves with its first diagnostics. */
  open(file: string, text: string): Promise<Diagnostic[]> {
    const uri = this.uriOf(file);
    const diagnostics = new Promise<Diagnostic[]>((resolve) => this.diagnosticWaiters.set(uri, resolve));
    this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    return diagnostics;
  }

  async complete(file: string, line: number, character: number): Promise<CompletionItem[]> {
    const result = (await this.request('textDocument/completion', {
      textDocument: { uri: this.uriOf(file) },
      position: { line, character },
    })) as { items: CompletionItem[] } | CompletionItem[] | null;
    return Array.isArray(result) ? result : (result?.items ?? []);
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    await this.request('shutdown', null).catch(() => undefined);
    this.notify('exit', null);
    const timer = setTimeout(() => this.child.kill(), 2000);
    await exited;
    clearTimeout(timer);
  }

  private uriOf(file: string): string {
    return pathToFileURL(path.resolve(projectRoot, file)).href;
  }

  private send(message: object) {
    const body = JSON.stringify({ jsonrpc: '2.0', ...message });
    this.child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }

  private notify(method: string, params: unknown) {
    this.send({ method, params });
  }

  private request(method: string, params: unknown): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (message) =>
        message.error ? reject(new Error(message.error.message)) : resolve(message.result),
      );
      this.send({ id, method, params });
    });
  }

  private receive(chunk: Buffer) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString())?.[1]);
      if (this.buffer.length < headerEnd + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString()) as Message;
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      this.handle(message);
    }
  }

  private handle(message: Message) {
    if (message.method && message.id !== undefined) {
      // The server asks the editor for its settings; every other request gets an empty answer.
      const items = (message.params as { items?: { section?: string }[] }).items ?? [];
      const result =
        message.method === 'workspace/configuration'
          ? items.map((item) => (item.section === 'yaml' ? this.yamlSettings : null))
          : null;
      this.send({ id: message.id, result });
    } else if (message.id !== undefined) {
      this.pending.get(message.id)?.(message);
      this.pending.delete(message.id);
    } else if (message.method === 'textDocument/publishDiagnostics') {
      const { uri, diagnostics } = message.params as { uri: string; diagnostics: Diagnostic[] };
      this.diagnosticWaiters.get(uri)?.(diagnostics);
      this.diagnosticWaiters.delete(uri);
    }
  }
}
