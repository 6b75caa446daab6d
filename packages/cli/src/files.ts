import { accessSync, constants, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { UsageError } from './errors.ts';

/** Reads and parses a JSON file; any problem becomes a UsageError with the file's name. */
export function readJsonFile(path: string): unknown {
  if (!existsSync(path)) throw new UsageError(`No such file: ${path}`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(`Cannot read ${path}: ${(e as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new UsageError(`${path} is not valid JSON: ${(e as Error).message}`);
  }
}

export function writeTextFile(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    throw new UsageError(`Cannot write ${path}: ${(e as Error).message}`);
  }
}

/**
 * Refuses, before the work, a file that could not be written after it: a folder that does not exist
 * or cannot be written. A long sim or a whole game played by hand would otherwise end in "Cannot write".
 */
export function checkWritablePath(path: string | undefined): void {
  if (path === undefined) return;
  const folder = dirname(path);
  try {
    if (!statSync(folder).isDirectory()) throw new Error('not a folder');
    accessSync(folder, constants.W_OK);
  } catch (e) {
    throw new UsageError(`Cannot write ${path}: folder ${folder}: ${(e as Error).message}`);
  }
}
