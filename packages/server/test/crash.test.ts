// Test 3: the server process is killed (SIGKILL) in the middle of a game and started again on the
// same SQLite file; the bots reconnect with their seat tokens and the game ends exactly as an
// uninterrupted replay of the same answers. No acknowledged answer is lost.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runBot, type BotResult } from '../src/index.ts';
import { expectAcknowledgedInReplay, tempDb } from './helpers.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

const children: ChildProcess[] = [];

function startProcess(db: string, port: number): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', MAIN, '--port', String(port), '--db', `sqlite:${db}`],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += String(d);
      const m = /listening (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.stderr!.on('data', (d: Buffer) => (err += String(d)));
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

afterEach(async () => {
  for (const c of children.splice(0)) {
    if (c.exitCode === null && c.signalCode === null) {
      c.kill('SIGKILL');
      await exited(c);
    }
  }
});

describe('crash test', () => {
  it('SIGKILL mid-game, restart on the same file: the game goes on and ends as its replay', async () => {
    const db = tempDb();
    const first = await startProcess(db, 0);
    const url = `ws://127.0.0.1:${first.port}`;
    let acked = 0;
    let killed: Promise<void> | null = null;
    let restarted: Promise<unknown> | null = null;
    const counter = (m: { type?: unknown }): void => {
      if (m.type !== 'accepted' || ++acked !== 40) return;
      // Mid-game, right after an acknowledgement: kill -9, then start again on the same file and port.
      first.child.kill('SIGKILL');
      killed = exited(first.child);
      restarted = killed.then(() => startProcess(db, first.port));
    };
    let joined: Promise<BotResult> | null = null;
    const a = runBot({
      server: url,
      deck: 'ST01',
      ai: 'random',
      seed: 11,
      reconnectMs: 60_000,
      onMessage: counter,
      onSeat: (s) => {
        joined = runBot({
          server: url,
          deck: 'ST02',
          ai: 'random',
          seed: 12,
          gameId: s.gameId,
          reconnectMs: 60_000,
          onMessage: counter,
        });
      },
    });
    const r0 = await a;
    const r1 = await joined!;
    expect(killed).not.toBeNull();
    await restarted;
    expect(r0.reconnects + r1.reconnects).toBeGreaterThan(0);

    // Every acknowledged answer is in the log, at its decision, as given.
    await expectAcknowledgedInReplay(first.port, r0, r1);
  }, 120_000);
});
