// The Web Worker entry: a thin adapter between postMessage and the pure SimHost.
/// <reference lib="webworker" />
import { SimHost } from './SimHost';
import type { Command } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

const host = new SimHost((message, transfer) => self.postMessage(message, transfer));
self.onmessage = (e: MessageEvent<Command>) => host.handle(e.data);
