// Types of process-group.mjs.
import type { ChildProcess } from "node:child_process";
export function isRunning(child: ChildProcess): boolean;
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void;
export function stopGroup(child: ChildProcess | undefined, graceMs?: number): Promise<void>;
