import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
