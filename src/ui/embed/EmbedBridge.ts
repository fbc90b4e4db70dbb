// The embedding API's transport: listens for messages from the parent page, reads each through
// the schemas (src/share/embedMessages.ts) after checking its origin (src/share/embedOrigins.ts),
// hands accepted commands to the page, and answers every message addressed to it: `ok`, or an
// `error` with a specific reason. Events go only to the parent, and only at an allowed origin.
import { outgoing, readEmbedMessage, type EmbedCommand, type EmbedEvent } from '../../share/embedMessages';
import { originAllowed, type OriginPolicy } from '../../share/embedOrigins';

/** A window as far as the bridge needs one (a real window, or a fake in tests). */
export interface BridgeTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}
export interface BridgeWindow {
  parent: BridgeTarget;
  addEventListener(type: 'message', fn: (e: MessageEvent) => void): void;
  removeEventListener(type: 'message', fn: (e: MessageEvent) => void): void;
}

export interface BridgeOptions {
  win: BridgeWindow;
  /** The lab's own origin (always allowed). */
  ownOrigin: string;
  policy: Pick<OriginPolicy, 'allowed'>;
  /** The parent's origin as the browser reports it before any message (location.ancestorOrigins, the referrer), if known. */
  parentOriginHint: string | null;
  /** Carries out a command: null when done, or why it was refused (a promise when it takes a moment, like a seek). */
  onCommand: (command: EmbedCommand) => string | null | Promise<string | null>;
}

export class EmbedBridge {
  /** Where events go: the parent's origin once known and allowed, else nowhere. */
  private parentOrigin: string | null;
  private readonly listener = (e: MessageEvent) => this.receive(e);

  constructor(private readonly opts: BridgeOptions) {
    const hint = opts.parentOriginHint;
    this.parentOrigin = hint !== null && originAllowed(hint, opts.ownOrigin, opts.policy) ? hint : null;
    opts.win.addEventListener('message', this.listener);
  }

  dispose(): void {
    this.opts.win.removeEventListener('message', this.listener);
  }

  /** Whether events reach the parent now (its origin is known and allowed). */
  get connected(): boolean {
    return this.parentOrigin !== null;
  }

  send(event: EmbedEvent): void {
    if (this.parentOrigin !== null) this.opts.win.parent.postMessage(outgoing(event), this.parentOrigin);
  }

  private receive(e: MessageEvent): void {
    // Only the page that frames us speaks the API (not our own window, not frames we contain).
    if (e.source !== this.opts.win.parent) return;
    const read = readEmbedMessage(e.data);
    if (read.kind === 'ignore') return;
    const reply = (event: EmbedEvent) => this.opts.win.parent.postMessage(outgoing(event), e.origin);
    const id = read.kind === 'error' ? read.id : read.command.id;
    const idField = id === undefined ? {} : { id };
    if (!originAllowed(e.origin, this.opts.ownOrigin, this.opts.policy)) {
      // Told why (a course page's author needs to know), but nothing is carried out or sent later.
      if (e.origin !== 'null' && e.origin !== '') {
        reply({ type: 'error', ...idField, code: 'origin', message: `this lab does not accept messages from ${e.origin}: only from its own origin and those configured (?parentOrigin=${e.origin} in the lab's address, within the site's list if it has one; see EMBEDDING.md)` });
      }
      return;
    }
    if (read.kind === 'error') {
      reply({ type: 'error', ...idField, code: read.code, message: read.message });
      return;
    }
    this.parentOrigin = e.origin;
    const command = read.command;
    const answer = (problem: string | null) => {
      if (problem !== null) reply({ type: 'error', ...idField, code: 'refused', message: `${command.type}: ${problem}` });
      else reply({ type: 'ok', ...idField, command: command.type });
    };
    const result = this.opts.onCommand(command);
    // The reply comes when the command is done: a seek's once the engine has reached the time.
    if (result instanceof Promise) result.then(answer, (err: unknown) => answer(err instanceof Error ? err.message : String(err)));
    else answer(result);
  }
}
